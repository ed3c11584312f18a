// The batching click writer: a redirect answers before its click is written, the writer writes
// batches on its own, and closing the app writes whatever is still queued: no click is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortLink } from '@domain/short-links';
import { ClickWriter } from '@server/modules/short-links/click-writer';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('click writer (%s)', (dialect) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => t?.close());

  const stored = async (linkId: number) =>
    Number((await t.db.selectFrom('link_clicks').select((eb) => eb.fn.countAll<number>().as('n')).where('link_id', '=', linkId).executeTakeFirstOrThrow()).n);
  const row = (linkId: number, i: number) => ({
    link_id: linkId, user_id: userId, clicked_at: new Date().toISOString(), ip: `192.0.2.${i % 250}`, user_agent: '', browser: '', os: '', device: 'unknown', risk_score_x100: 0, risk_factors: '', outcome: 'redirected',
  });

  it('queues rows until a flush, then writes them in one go', async () => {
    const writer = new ClickWriter({ db: t.db, log: t.app.log, intervalMs: 60_000, maxRows: 10_000 });
    for (let i = 0; i < 2500; i++) writer.add(row(900_001, i));
    expect(await stored(900_001)).toBe(0);
    expect(writer.pending((r) => r.link_id === 900_001)).toBe(2500);
    await writer.flush();
    expect(await stored(900_001)).toBe(2500);
    expect(writer.written).toBe(2500);
    await writer.close();
  });

  it('flushes on its own after the interval, or at once when a batch is full', async () => {
    const timed = new ClickWriter({ db: t.db, log: t.app.log, intervalMs: 20, maxRows: 10_000 });
    timed.add(row(900_002, 1));
    await expect.poll(() => stored(900_002), { timeout: 5000 }).toBe(1);
    const full = new ClickWriter({ db: t.db, log: t.app.log, intervalMs: 60_000, maxRows: 100 });
    for (let i = 0; i < 100; i++) full.add(row(900_003, i));
    await expect.poll(() => stored(900_003), { timeout: 5000 }).toBe(100);
    await timed.close();
    await full.close();
  });

  // Last: it closes the app (a second app on the same PostgreSQL process cannot migrate its schema).
  it('writes every click of a burst when the app closes', async () => {
    const token = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    const link = (await call(t.app, 'POST', '/short-links', { url: 'https://offer.example/' }, token)).body as ShortLink;
    const burst = await Promise.all(Array.from({ length: 600 }, (_, i) => t.app.inject({ method: 'GET', url: link.path, remoteAddress: `198.51.100.${i % 200}` })));
    expect(burst.every((r) => r.statusCode === 302)).toBe(true);
    await t.app.close();
    expect(await stored(link.id)).toBe(600);
  });
});
