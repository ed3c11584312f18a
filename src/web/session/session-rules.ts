// The spec's routing rules (000 §2 "Routing rules") as one pure function, so the guard component
// stays thin and the rules are unit-tested without a browser.
import type { SessionState } from './session-store';

export const PUBLIC_PATHS = ['/login', '/forgot-password', '/reset-password', '/429'] as const;
const LOGIN_AREA = ['/login', '/forgot-password', '/reset-password'];
export const BILLING_WARNING = '/warning/billing-info';
export const MIN_BALANCE_WARNING = '/warning/min-balance';

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string };

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function needsBilling(session: SessionState): boolean {
  return session.billingMissing || (session.user !== null && session.user.billingStatus !== 'verified');
}

export function isCreditShort(session: SessionState): boolean {
  const user = session.user;
  return session.creditShort || (user !== null && user.balanceCents < user.minBalanceCents);
}

/** Where a visit to `pathname` (with `search`) should go, given the session. */
export function decideRoute(pathname: string, search: string, session: SessionState): RouteDecision {
  const loggedIn = session.token !== null;
  if (!loggedIn) {
    if (isPublicPath(pathname)) return { kind: 'allow' };
    const back = pathname === '/' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
    return { kind: 'redirect', to: `/login${back}` };
  }
  if (LOGIN_AREA.includes(pathname)) {
    // A reset link opened while signed in still works: the user asked for it from the mail.
    if (pathname === '/reset-password' && new URLSearchParams(search).has('token')) return { kind: 'allow' };
    // Signing in happens here too: the login page only stores the session, and this sends the user
    // on to the deep link they came from.
    return { kind: 'redirect', to: pathname === '/login' ? redirectAfterLogin(search) : '/' };
  }
  if (pathname === '/429') return { kind: 'allow' };
  if (!session.user) return { kind: 'loading' };
  if (needsBilling(session)) {
    return pathname === BILLING_WARNING ? { kind: 'allow' } : { kind: 'redirect', to: BILLING_WARNING };
  }
  if (isCreditShort(session)) {
    return pathname === MIN_BALANCE_WARNING ? { kind: 'allow' } : { kind: 'redirect', to: MIN_BALANCE_WARNING };
  }
  if (pathname === BILLING_WARNING || pathname === MIN_BALANCE_WARNING) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}

/** After login, go back to the deep link the user was sent away from (only same-site paths). */
export function redirectAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
