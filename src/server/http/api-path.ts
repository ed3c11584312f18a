// Whether a request URL is under /api, spelled plainly or percent-encoded ('/%61pi/v1/x'). The
// static server (spa.ts) and the no-store header (security-headers.ts) must agree on it, or an odd
// spelling could get the app's HTML or a cacheable answer.

const isApiPathname = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The path part of a request URL. */
export const rawPathname = (url: string) => url.split('?')[0] ?? '';

/** The path part of a request URL, percent-decoded; null when it does not decode. */
export function decodedPathname(url: string): string | null {
  try {
    return decodeURIComponent(rawPathname(url));
  } catch {
    return null;
  }
}

export function isApiUrl(url: string): boolean {
  const raw = rawPathname(url);
  if (isApiPathname(raw)) return true;
  // Asked on every request (security-headers.ts): without a '%' the decoded path is the same.
  if (!raw.includes('%')) return false;
  const decoded = decodedPathname(url);
  return decoded !== null && isApiPathname(decoded);
}
