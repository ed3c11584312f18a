// Click tracking cannot grow the database without bound: a session uploads a few batches a minute
// (then 429 with Retry-After), a user stores a daily number of events (the rest of a batch is
// dropped and `accepted` says so), and rows past the retention period are deleted by a timer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACKING_BATCHES_PER_MINUTE } from '@domain/tracking';
import { seedLogin } from '@server/db/seed-logins';
import { DAY_MS } from '@server/lib/time';
import { insertClickEvents } from '@server/modules/tracking/repo';
import { pruneClickEvents, scheduleClickEventRetention } from '@server/modules/tracking/retention';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');
const EVENTS_PER_DAY = 7;

const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ target: `button-${i}`, path: '/send', at: Date.UTC(2026, 2, 2, 9) }));

describe.each(dialects)('click tracking limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { trackingEventsPerDay: EVENTS_PER_DAY, trackingRetentionDays: 90 } });
  });
  afterAll(() => t.close());

  const upload = (token: string, n: number) => call(t.app, 'POST', '/tracking', { events: batch(n) }, token);
  const userId = async (token: string): Promise<number> => (await call(t.app, 'GET', '/users/me', undefined, token)).body.id;
  const storedFor = async (id: number) =>
    Number((await t.db.selectFrom('click_events').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', id).executeTakeFirstOrThrow()).n);

  it(`takes ${MAX_TRACKING_BATCHES_PER_MINUTE} batches a minute from one session, then 429 with Retry-After`, async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    const other = await signIn(t.app, demo.email, demo.password);
    for (let i = 0; i < MAX_TRACKING_BATCHES_PER_MINUTE; i++) expect((await upload(token, 0)).status).toBe(200);
    t.clock.advance(20_000);
    const limited = await upload(token, 1);
    expect(limited).toMatchObject({ status: 429, body: { code: 429, message: 'Too many requests, please try again later.' } });
    expect(limited.raw.headers['retry-after']).toBe('40');
    // Another session has its own allowance; the first gets its own back when the minute ends.
    expect((await upload(other, 0)).status).toBe(200);
    t.clock.advance(40_000);
    expect((await upload(token, 0)).status).toBe(200);
    // A malformed batch writes nothing, so it is answered 400 and costs no allowance.
    expect((await call(t.app, 'POST', '/tracking', { events: 'lots' }, token)).status).toBe(400);
  });

  it(`stores ${EVENTS_PER_DAY} events per user and UTC day and drops the rest of a batch`, async () => {
    t.clock.advance(DAY_MS);
    const token = await signIn(t.app, 'admin@example.com', seedLogin('admin@example.com').password);
    const id = await userId(token);
    expect((await upload(token, 5)).body).toEqual({ accepted: 5 });
    expect((await upload(token, 5)).body).toEqual({ accepted: 2 });
    expect((await upload(token, 1)).body).toEqual({ accepted: 0 });
    expect(await storedFor(id)).toBe(EVENTS_PER_DAY);
    // Another user's allowance is their own.
    const demoToken = await signIn(t.app, demo.email, demo.password);
    expect((await upload(demoToken, 3)).body).toEqual({ accepted: 3 });
    // The next UTC day starts a new allowance (on a new session: the old one has timed out by then).
    const now = t.clock.now();
    t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime());
    const tomorrow = await signIn(t.app, 'admin@example.com', seedLogin('admin@example.com').password);
    expect((await upload(tomorrow, 1)).body).toEqual({ accepted: 1 });
  });

  it('prunes a backlog larger than one delete in chunks, and keeps what is recent', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    const id = await userId(token);
    const now = t.clock.now().getTime();
    const events = batch(7).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
    await insertClickEvents(t.db, id, events, new Date(now - 100 * DAY_MS).toISOString());
    await insertClickEvents(t.db, id, events.slice(0, 2), new Date(now - 89 * DAY_MS).toISOString());
    const before = await storedFor(id);
    expect(await pruneClickEvents(t.app.ctx, 3)).toBe(7);
    expect(await storedFor(id)).toBe(before - 7);
    expect(await pruneClickEvents(t.app.ctx, 3)).toBe(0);
  });
});

describe.each(dialects)('click tracking retention timer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      // A fast schedule beside the app's own (hourly), to see the timer prune without waiting an hour.
      extend: (app) => scheduleClickEventRetention(app, { firstAfterMs: 20, everyMs: 50 }),
    });
  });
  afterAll(() => t.close());

  const storedFor = async (id: number) =>
    Number((await t.db.selectFrom('click_events').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', id).executeTakeFirstOrThrow()).n);

  it('deletes events received before the retention period, on a timer', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    const id: number = (await call(t.app, 'GET', '/users/me', undefined, token)).body.id;
    const now = t.clock.now().getTime();
    const receivedAt = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
    const events = batch(3).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
    await insertClickEvents(t.db, id, events, receivedAt(200));
    await insertClickEvents(t.db, id, events, receivedAt(91));
    await insertClickEvents(t.db, id, events, receivedAt(89));
    await expect.poll(() => storedFor(id), { timeout: 5_000, interval: 50 }).toBe(3);
    const oldest = await t.db.selectFrom('click_events').select((eb) => eb.fn.min('created_at').as('first')).executeTakeFirstOrThrow();
    expect(String(oldest.first) >= receivedAt(90)).toBe(true);
  });
});
