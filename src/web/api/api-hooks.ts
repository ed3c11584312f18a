// What the transport layer needs from the app, handed over once by configureApi(). The api folder
// owns the error catalogue (001 §8) but not the session store, the router or the toast: passing
// them in keeps this layer free of React and lets tests watch every effect a user would notice.

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
