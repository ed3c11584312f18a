// Settings > Security's sessions: the list holds only the caller's own live sessions with the
// current one marked and no token; signing out the others keeps the caller's session and ends the
// user's others (401 on their next request), never another user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { seedLogin } from '@server/db/seed-logins';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const admin = seedLogin('admin@example.com');
const demo = seedLogin('demo@example.com');

describe.each(dialects)('active sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const list = (token: string) => call(t.app, 'GET', '/authentication/sessions', undefined, token);
  const signOutOthers = (token: string) => call(t.app, 'POST', '/authentication/sessions/sign-out-others', undefined, token);

  it('lists only the user own sessions, marks the current one and never shows a token', async () => {
    const first = await signIn(t.app, demo.email, demo.password);
    t.clock.advance(120_000);
    const second = await signIn(t.app, demo.email, demo.password);
    const adminToken = await signIn(t.app, admin.email, admin.password);

    const mine = await list(second);
    expect(mine.status).toBe(200);
    const items = mine.body.items as { id: number; current: boolean; createdAt: string; lastSeenAt: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const text = JSON.stringify(mine.body);
    for (const token of [first, second, adminToken]) expect(text).not.toContain(token);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['createdAt', 'current', 'id', 'lastSeenAt']);

    const adminItems = (await list(adminToken)).body.items as { id: number }[];
    const adminIds = new Set(adminItems.map((s) => s.id));
    expect(items.some((s) => adminIds.has(s.id))).toBe(false);
    // The other session sees the same sessions, with itself as the current one.
    const fromFirst = (await list(first)).body.items as { id: number; current: boolean }[];
    expect(fromFirst.map((s) => s.id).sort()).toEqual(items.map((s) => s.id).sort());
    expect(fromFirst.find((s) => s.current)?.id).not.toBe(items.find((s) => s.current)?.id);
  });

  it('signs out the others: the current session works, the other answers 401, another user untouched', async () => {
    const other = await signIn(t.app, demo.email, demo.password);
    const current = await signIn(t.app, demo.email, demo.password);
    const adminToken = await signIn(t.app, admin.email, admin.password);
    const adminBefore = (await list(adminToken)).body.items.length as number;

    const answer = await signOutOthers(current);
    expect(answer.status).toBe(200);
    expect(answer.body.signedOut).toBeGreaterThanOrEqual(1);

    expect((await call(t.app, 'GET', '/users/me', undefined, current)).status).toBe(200);
    const after = (await list(current)).body.items as { current: boolean }[];
    expect(after).toHaveLength(1);
    expect(after[0]?.current).toBe(true);

    const refused = await call(t.app, 'GET', '/users/me', undefined, other);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(authMessages.tokenExpired);

    expect((await call(t.app, 'GET', '/users/me', undefined, adminToken)).status).toBe(200);
    expect((await list(adminToken)).body.items).toHaveLength(adminBefore);
    // Nothing left to sign out.
    expect((await signOutOthers(current)).body).toEqual({ signedOut: 0 });
  });

  it('refuses both calls without a session', async () => {
    expect((await list('')).status).toBe(401);
    expect((await call(t.app, 'POST', '/authentication/sessions/sign-out-others')).status).toBe(401);
  });
});
