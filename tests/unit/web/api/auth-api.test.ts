// The auth fetchers: the right call goes out, and the answer is checked against the shared schemas.
import { beforeEach, describe, expect, it } from 'vitest';
import { aCurrentUser } from '@tests/fixtures/current-user';
import { changePassword, forgotPassword, getMe, login, logout, resetPassword, statusCheck } from '@web/api/auth-api';
import { failureOf, serve, setUp } from './fake-server';

const user = aCurrentUser({ permissions: ['home', 'inbox'], balanceCents: 1250, minBalanceCents: 500 });

let hooks: ReturnType<typeof setUp>;
beforeEach(() => {
  hooks = setUp();
});

describe('auth api', () => {
  it('logs in with the email trimmed and the password as typed, and returns the session', async () => {
    const sent = serve(() => ({ status: 200, data: { token: 't-1', expiresAt: '2025-03-02T00:00:00.000Z', user } }));
    const answer = await login({ email: ' ann@example.com ', password: ' pass word ' });
    expect(sent[0].url).toBe('/authentication/login');
    expect(JSON.parse(String(sent[0].data))).toEqual({ email: 'ann@example.com', password: ' pass word ' });
    expect(answer).toEqual({ token: 't-1', expiresAt: '2025-03-02T00:00:00.000Z', user });
  });

  it('reads the signed-in user from /users/me', async () => {
    const sent = serve(() => ({ status: 200, data: user }));
    expect(await getMe()).toEqual(user);
    expect(sent[0].url).toBe('/users/me');
  });

  it('fails with "Something went wrong!" when the answer breaks the contract', async () => {
    serve(() => ({ status: 200, data: { ...user, role: 'Pirate' } }));
    expect(await failureOf(getMe())).toMatchObject({ message: 'Something went wrong!' });
  });

  it('posts the password calls and returns their success text', async () => {
    const sent = serve(() => ({ status: 200, data: { message: 'Request success. Please check your email.' } }));
    expect(await forgotPassword({ email: 'ann@example.com' })).toEqual({ message: 'Request success. Please check your email.' });
    await resetPassword({ password: 'new pass 1', token: 'tok' });
    await changePassword({ currentPassword: 'old pass 1', newPassword: 'new pass 1', confirmPassword: 'new pass 1' });
    await logout();
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /authentication/forgot-password',
      'post /authentication/reset-password',
      'post /authentication/change-password',
      'post /authentication/logout',
    ]);
  });

  it('reads the version from /status-check without toasting a failed poll', async () => {
    serve(() => ({ status: 200, data: { version: '1.4.2' } }));
    expect(await statusCheck()).toEqual({ version: '1.4.2' });
    serve(() => 'network');
    await failureOf(statusCheck());
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});
