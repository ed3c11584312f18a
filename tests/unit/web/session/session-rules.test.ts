// The spec's routing rules (000 §2) as the route guard applies them.
import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '@tests/fixtures/current-user';
import { decideRoute, redirectAfterLogin } from '@web/session/session-rules';
import type { SessionState } from '@web/session/session-store';

const user = aCurrentUser({ balanceCents: 50_000 });
const loggedOut: SessionState = { token: null, user: null, billingMissing: false, creditShort: false };
const loggedIn: SessionState = { token: 't', user, billingMissing: false, creditShort: false };

describe('routing rules', () => {
  it('sends a logged-out visitor to login, remembering the deep link', () => {
    expect(decideRoute('/admin/outbox', '?page=2', loggedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Foutbox%3Fpage%3D2',
    });
    expect(decideRoute('/', '', loggedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets a logged-out visitor open login, forgot and reset password, and /429', () => {
    for (const path of ['/login', '/forgot-password', '/reset-password', '/429']) {
      expect(decideRoute(path, '', loggedOut)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a logged-in user away from the login area, to the deep link if there is one', () => {
    expect(decideRoute('/login', '', loggedIn)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/login', '?redirect=%2Fadmin%2Foutbox', loggedIn)).toEqual({ kind: 'redirect', to: '/admin/outbox' });
    expect(decideRoute('/forgot-password', '', loggedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('still opens a reset link while logged in (it came from the mail)', () => {
    expect(decideRoute('/reset-password', '?token=abc', loggedIn)).toEqual({ kind: 'allow' });
  });

  it('waits for the current user before deciding', () => {
    expect(decideRoute('/', '', { ...loggedIn, user: null })).toEqual({ kind: 'loading' });
  });

  it('sends a user without verified billing to the billing warning, and nowhere else', () => {
    const noBilling = { ...loggedIn, user: { ...user, billingStatus: 'not-have-billing' as const } };
    expect(decideRoute('/', '', noBilling)).toEqual({ kind: 'redirect', to: '/warning/billing-info' });
    expect(decideRoute('/warning/billing-info', '', noBilling)).toEqual({ kind: 'allow' });
    expect(decideRoute('/', '', { ...loggedIn, billingMissing: true })).toEqual({ kind: 'redirect', to: '/warning/billing-info' });
  });

  it('sends a user short of credit to the minimum-balance warning', () => {
    const poor = { ...loggedIn, user: { ...user, balanceCents: 99 } };
    expect(decideRoute('/', '', poor)).toEqual({ kind: 'redirect', to: '/warning/min-balance' });
    expect(decideRoute('/', '', { ...loggedIn, creditShort: true })).toEqual({ kind: 'redirect', to: '/warning/min-balance' });
    expect(decideRoute('/warning/min-balance', '', poor)).toEqual({ kind: 'allow' });
  });

  it('sends a user who no longer needs a warning home', () => {
    expect(decideRoute('/warning/min-balance', '', loggedIn)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/warning/billing-info', '', loggedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('only follows same-site redirects after login', () => {
    expect(redirectAfterLogin('?redirect=%2Fsettings')).toBe('/settings');
    expect(redirectAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});
