// POST /user_analytic/insert (001 §7; decision 47): a page view stored under the session's user
// (never another's, whatever the body says), refused with the field named when malformed, 401
// without a session, limited per session a minute (429 with Retry-After), and deleted after the
// retention period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_USER_ANALYTICS_PER_MINUTE } from '@domain/user-analytics';
import { seedLogin } from '@server/db/seed-logins';
import { DAY_MS } from '@server/lib/time';
import { pruneUserAnalytics } from '@server/modules/user-analytics/routes';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');
const admin = seedLogin('admin@example.com');

describe.each(dialects)('user analytics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { trackingRetentionDays: 90 } });
  });
  afterAll(() => t.close());

  const record = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/user_analytic/insert', body, token);
  const rowsOf = async (email: string) =>
    t.db
      .selectFrom('user_analytics')
      .innerJoin('users', 'users.id', 'user_analytics.user_id')
      .select(['user_analytics.event', 'user_analytics.path', 'user_analytics.title', 'user_analytics.created_at'])
      .where('users.email', '=', email)
      .orderBy('user_analytics.id')
      .execute();

  it("stores a page view under the session's user, stamped with the server's time", async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    const adminId = (await t.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()).id;
    const res = await record(token, { event: 'page_view', path: '/contact/groups', title: 'Contact Groups', userId: adminId, user_id: adminId });
    expect(res).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await rowsOf(demo.email)).toEqual([{ event: 'page_view', path: '/contact/groups', title: 'Contact Groups', created_at: t.clock.now().toISOString() }]);
    // The body's user ids are not read: nothing was recorded for the admin.
    expect(await rowsOf(admin.email)).toEqual([]);
    // The event defaults to a page view, the title to empty.
    expect((await record(token, { path: '/send' })).status).toBe(200);
    expect((await rowsOf(demo.email)).at(-1)).toMatchObject({ event: 'page_view', path: '/send', title: '' });
  });

  it('refuses a malformed event naming the field, and a caller without a session', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    expect((await record(token, { path: '/users?field1=email' })).body).toMatchObject({ code: 400, field: 'path', message: 'Path must start with / and carry no query string' });
    expect((await record(token, { path: 'https://elsewhere.example/' })).body).toMatchObject({ field: 'path' });
    expect((await record(token, { path: '/x'.repeat(200) })).body).toMatchObject({ field: 'path' });
    expect((await record(token, { path: '/send', event: 'purchase' })).body).toMatchObject({ field: 'event' });
    expect((await record(token, {})).body).toMatchObject({ field: 'path' });
    expect((await record(undefined, { path: '/send' })).status).toBe(401);
  });

  it(`takes ${MAX_USER_ANALYTICS_PER_MINUTE} events a minute from one session, then 429 with Retry-After`, async () => {
    t.clock.advance(5 * 60_000);
    const token = await signIn(t.app, admin.email, admin.password);
    const other = await signIn(t.app, admin.email, admin.password);
    for (let i = 0; i < MAX_USER_ANALYTICS_PER_MINUTE; i++) expect((await record(token, { path: `/p${i}` })).status).toBe(200);
    t.clock.advance(15_000);
    const limited = await record(token, { path: '/one-more' });
    expect(limited).toMatchObject({ status: 429, body: { code: 429 } });
    expect(limited.raw.headers['retry-after']).toBe('45');
    expect((await record(other, { path: '/other-session' })).status).toBe(200);
    t.clock.advance(45_000);
    expect((await record(token, { path: '/next-minute' })).status).toBe(200);
    expect((await rowsOf(admin.email)).map((r) => r.path)).not.toContain('/one-more');
  });

  it('deletes events past the retention period', async () => {
    const before = (await rowsOf(demo.email)).length;
    expect(before).toBeGreaterThan(0);
    t.clock.advance(91 * DAY_MS);
    const demoId = (await t.db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('user_analytics').values({ user_id: demoId, event: 'page_view', path: '/fresh', title: '', created_at: t.clock.now().toISOString() }).execute();
    expect(await pruneUserAnalytics(t.app.ctx)).toBeGreaterThanOrEqual(before);
    expect((await rowsOf(demo.email)).map((r) => r.path)).toEqual(['/fresh']);
  });
});
