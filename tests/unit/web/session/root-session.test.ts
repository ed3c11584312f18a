// Login as user on the browser's side (decision 40): the admin's token is kept aside and put back,
// and the spec's logout rule (000 §6): logging out clears everything when the logged-out user is the
// root, a Super-Admin, or no root is stored; otherwise it goes back to the root's account.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser } from '@tests/fixtures/current-user';

vi.mock('@web/session/click-tracking', () => ({ clickTracking: { start: vi.fn(), stop: vi.fn(async () => undefined) } }));

const assign = vi.fn();

async function load() {
  vi.resetModules();
  return { ...(await import('@web/session/root-session')), ...(await import('@web/session/session-store')) };
}

describe('root session', () => {
  beforeEach(() => {
    localStorage.clear();
    assign.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
  });

  it('keeps the admin token aside while in the user session, and puts it back', async () => {
    localStorage.setItem('session-token', 'admin-token');
    const s = await load();
    await s.enterUserSession('user-token');
    expect(localStorage.getItem('session-token')).toBe('user-token');
    expect(s.storedRootToken()).toBe('admin-token');
    expect(assign).toHaveBeenCalledWith('/');

    // Nested (admin as admin, then as a user): the first root stays.
    await s.enterUserSession('third-token');
    expect(s.storedRootToken()).toBe('admin-token');

    await s.returnToRootSession();
    expect(localStorage.getItem('session-token')).toBe('admin-token');
    expect(s.storedRootToken()).toBeNull();
  });

  it('goes to login when no root token is kept', async () => {
    localStorage.setItem('session-token', 'user-token');
    const s = await load();
    await s.returnToRootSession();
    expect(localStorage.getItem('session-token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('applies the logout rule', async () => {
    localStorage.setItem('session-token', 'admin-token');
    const s = await load();
    const root = { id: 1, email: 'admin@example.com' };
    const user = aCurrentUser({ id: 2, role: 'Business-User', rootUser: root });
    // No root stored yet.
    expect(s.logoutReturnsToRoot(user)).toBe(false);
    await s.enterUserSession('user-token');
    expect(s.logoutReturnsToRoot(user)).toBe(true);
    expect(s.logoutReturnsToRoot(aCurrentUser({ id: 3, role: 'Super-Admin', rootUser: root }))).toBe(false);
    expect(s.logoutReturnsToRoot(aCurrentUser({ id: 1, role: 'Business-User', rootUser: root }))).toBe(false);
    expect(s.logoutReturnsToRoot(aCurrentUser({ id: 2, rootUser: null }))).toBe(false);
    expect(s.logoutReturnsToRoot(null)).toBe(false);
  });

  it('forgets the root token on a fresh sign-in and on clear', async () => {
    localStorage.setItem('root-session-token', 'admin-token');
    const s = await load();
    s.sessionStore.signIn('someone-token', aCurrentUser());
    expect(s.storedRootToken()).toBeNull();
    localStorage.setItem('root-session-token', 'admin-token');
    s.sessionStore.clear();
    expect(s.storedRootToken()).toBeNull();
  });
});
