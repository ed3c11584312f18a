// How the machines read a failed server call (the web's ApiRequestError carries the HTTP status):
// a 4xx other than timeout and rate limit is a refusal that asking again will not change; anything
// else (no answer, 5xx, 408, 429) is a lost connection worth retrying. Shared by every polling
// machine, with one backoff policy.

/** Failed polls in a row before a machine stops trying on its own ('offline'). */
export const MAX_POLL_FAILURES = 5;
export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 15_000;

/** The wait after the n-th failed poll in a row: 1 s, 2 s, 4 s ... at most BACKOFF_MAX_MS. */
export const backoffMs = (failures: number) => Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);

/** The status an error carries, if any. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** A 4xx other than timeout and rate limit: the same call will be refused again. */
export function isRefusalError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The error's own message, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
