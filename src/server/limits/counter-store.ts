// Fixed-window counters shared by every server process: the one primitive behind rate limits
// (hits per minute per address, per session, per day per user) and account lockouts (failed
// logins per account). The database holds them by default; Redis when REDIS_URL is set
// (open-counter-store.ts). Callers never know which.

export interface CounterWindow {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the window ends and counting starts again from zero. */
  resetAt: number;
}

export interface CounterStore {
  /**
   * Counts one hit on the key and answers the window it fell in. The first hit after a window
   * ended opens a new one of windowMs. Atomic: concurrent hits from any process each get their
   * own count.
   */
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** The key's current window without counting, or null when it has none running. */
  peek(key: string): Promise<CounterWindow | null>;
  /** Forgets the key (a successful sign-in clears its failures, a password reset a lock). */
  reset(key: string): Promise<void>;
  /** Releases connections the store opened itself. */
  close(): Promise<void>;
}
