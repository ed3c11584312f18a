// What the transport layer needs from the app, handed over once by setApiHooks() (or configureApi()
// in client.ts). The api folder owns the error catalogue (001 §8) but not the session store, the
// router or the toast: passing them in keeps this layer free of React and lets tests watch every
// effect a user would notice. This file holds them without loading the client (axios, zod), so the
// app can wire the hooks at start and the client still loads only with the first page that calls.

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** The app's toast fills the spec's defaults itself: title "Error", "Something went wrong!", 5000 ms. */
export interface Toast {
  type: ToastType;
  title?: string;
  description?: string;
}

export interface ApiHooks {
  /** The stored session token, sent as the session header; null when signed out. */
  getSessionToken(): string | null;
  /** Drops the token and the cached user. */
  clearSession(): void;
  navigate(path: string): void;
  reload(): void;
  notify(toast: Toast): void;
  /** Sends a text to the team's chat channel. Default: POST /slack-services through the same client. */
  report?(text: string): void;
  /** 412: billing information is not verified; the app raises its missing-billing flag. */
  onBillingMissing(): void;
  /** 402: the balance is short; called for the first 402 only. */
  onCreditShort(): void;
}

/** Until the app hands over its hooks, failures are still normalised, just not shown anywhere. */
const silentHooks: ApiHooks = {
  getSessionToken: () => null,
  clearSession: () => undefined,
  navigate: () => undefined,
  reload: () => undefined,
  notify: () => undefined,
  onBillingMissing: () => undefined,
  onCreditShort: () => undefined,
};

let current: ApiHooks = silentHooks;

/** The hooks the client works with now. */
export function apiHooks(): ApiHooks {
  return current;
}

/** Hands the transport layer the app's session store, router, toast and billing flags. */
export function setApiHooks(hooks: ApiHooks): void {
  current = hooks;
}
