// The signed-in session as the browser keeps it: the token in localStorage (so every tab shares
// it), the current user in memory, and the two flags the transport layer raises (412 billing
// missing, 402 credit short) that the route guard turns into the warning pages. Framework-free;
// React reads it through useSession().
import type { CurrentUser } from '@domain/user';

export const TOKEN_KEY = 'session-token';
/** The Super-Admin's own token, kept aside while they are logged in as a user (root-session.ts). */
export const ROOT_TOKEN_KEY = 'root-session-token';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  billingMissing: boolean;
  creditShort: boolean;
}

type Listener = () => void;

function readToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

let state: SessionState = { token: readToken(), user: null, billingMissing: false, creditShort: false };
const listeners = new Set<Listener>();

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: CurrentUser): void {
    // A fresh login is nobody's impersonation: a root token left behind must not lead back anywhere.
    localStorage.removeItem(ROOT_TOKEN_KEY);
    localStorage.setItem(TOKEN_KEY, token);
    set({ token, user, billingMissing: false, creditShort: false });
  },
  setUser(user: CurrentUser): void {
    set({ user, billingMissing: user.billingStatus !== 'verified' && state.billingMissing, creditShort: false });
  },
  clear(): void {
    localStorage.removeItem(ROOT_TOKEN_KEY);
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null, user: null, billingMissing: false, creditShort: false });
  },
  flagBillingMissing(): void {
    set({ billingMissing: true });
  },
  flagCreditShort(): void {
    set({ creditShort: true });
  },
};
