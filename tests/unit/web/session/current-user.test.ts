// The signed-in user is asked for once per session however many callers want it (the app at start,
// the route guard after it), and an answer for a session that has ended since is dropped.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser } from '@tests/fixtures/current-user';
import type { CurrentUser } from '@domain/user';

const { getMe } = vi.hoisted(() => ({ getMe: vi.fn<() => Promise<CurrentUser>>() }));
vi.mock('@web/api/auth-api', () => ({ getMe }));

/** The page as loaded with `token` stored (or none): a fresh session store without a user. */
async function loadPage(token: string | null) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('session-token', token);
  const { loadCurrentUser } = await import('@web/session/current-user');
  const { sessionStore } = await import('@web/session/session-store');
  return { loadCurrentUser, sessionStore };
}

describe('loadCurrentUser', () => {
  beforeEach(() => getMe.mockReset());

  it('asks nothing while signed out', async () => {
    const { loadCurrentUser } = await loadPage(null);
    await loadCurrentUser();
    expect(getMe).not.toHaveBeenCalled();
  });

  it('asks once for a session however many callers wait, and keeps the answer', async () => {
    const user = aCurrentUser();
    getMe.mockResolvedValue(user);
    const { loadCurrentUser, sessionStore } = await loadPage('token-1');
    await Promise.all([loadCurrentUser(), loadCurrentUser(), loadCurrentUser()]);
    expect(getMe).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().user).toEqual(user);
    await loadCurrentUser();
    expect(getMe).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the session ended', async () => {
    let answer: (user: CurrentUser) => void = () => undefined;
    getMe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { loadCurrentUser, sessionStore } = await loadPage('token-1');
    const loading = loadCurrentUser();
    await vi.waitFor(() => expect(getMe).toHaveBeenCalled());
    sessionStore.clear();
    answer(aCurrentUser());
    await loading;
    expect(sessionStore.get()).toMatchObject({ token: null, user: null });
  });

  it('asks again after a failure, at the next caller', async () => {
    getMe.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(aCurrentUser());
    const { loadCurrentUser, sessionStore } = await loadPage('token-1');
    await loadCurrentUser();
    expect(sessionStore.get().user).toBeNull();
    await loadCurrentUser();
    expect(getMe).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().user).not.toBeNull();
  });
});
