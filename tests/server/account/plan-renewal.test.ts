// A paid plan renews every month through the ledger (decision 47): the first renewal one calendar
// month after the plan was chosen, charged once per user and period however many sweeps or
// processes run it; a renewal the balance does not cover puts the account back on BASIC and tells
// the user; BASIC and CUSTOM never renew. Driven by the test clock and the sweep itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@server/db/open-db';
import { addMonth, runDuePlanRenewals } from '@server/modules/account/plan-renewal';
import { DAY_MS } from '@server/lib/time';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const NOBILLING = { email: 'nobilling@example.com', password: 'NoBilling#2026' };
const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };

describe('addMonth', () => {
  it('moves one calendar month in UTC, clamping to the last day', () => {
    expect(addMonth('2026-03-02T09:00:00.000Z')).toBe('2026-04-02T09:00:00.000Z');
    expect(addMonth('2026-01-31T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth('2028-01-31T10:00:00.000Z')).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonth('2026-12-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe.each(dialects)('plan renewal (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    // nobilling@ is seeded with $100.00: enough for a month of PRO; give it room for renewals.
    await t.app.ctx.ledger.credit(await idOf(NOBILLING.email), 100_000, 'admin-credit', 'test');
    await t.app.ctx.ledger.credit(await idOf(DEMO.email), 100_000, 'admin-credit', 'test');
  });
  afterEach(async () => t.close());

  const as = async (who: { email: string; password: string }) => {
    const token = await signIn(t.app, who.email, who.password);
    return (method: 'GET' | 'POST', url: string, body?: unknown) => call(t.app, method, url, body, token);
  };
  const idOf = async (email: string) => Number((await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
  const renewalsOf = async (userId: number) =>
    t.db.selectFrom('plan_renewals').select(['period_start', 'plan', 'amount_cents', 'status']).where('user_id', '=', userId).orderBy('id').execute();
  const subscriptionCharges = async (userId: number) =>
    (await t.db.selectFrom('credit_ledger').select(['amount_cents', 'reference']).where('user_id', '=', userId).where('kind', '=', 'subscription').orderBy('id').execute()).map((r) => Number(r.amount_cents));
  /** A sweep's outcomes for one user (the seeded demo user's PRO renews on its own date too). */
  const sweepFor = async (userId: number, ctx = t.app.ctx) => (await runDuePlanRenewals(ctx)).filter((o) => o.userId === userId);
  const balanceOf = async (userId: number) =>
    Number((await t.db.selectFrom('credit_accounts').select('balance_cents').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance_cents);
  const notesOf = async (userId: number) =>
    (await t.db.selectFrom('notifications').select(['event', 'title']).where('user_id', '=', userId).where('event', '=', 'planRenewal').orderBy('id').execute()).map((n) => n.title);

  it('renews a month after the plan was chosen, charging the month once per period', async () => {
    const user = await as(NOBILLING);
    const id = await idOf(NOBILLING.email);
    const chosenAt = t.clock.now().toISOString();
    const changed = await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    expect(changed.body.renewsAt).toBe(addMonth(chosenAt));
    expect(await subscriptionCharges(id)).toEqual([-9_900]);

    // Not due yet: nothing happens.
    t.clock.advance(20 * DAY_MS);
    expect(await sweepFor(id)).toEqual([]);

    t.clock.advance(12 * DAY_MS);
    const before = await balanceOf(id);
    const outcomes = await sweepFor(id);
    expect(outcomes).toEqual([{ userId: id, periodStart: addMonth(chosenAt), plan: 'PRO', status: 'CHARGED' }]);
    expect(await balanceOf(id)).toBe(before - 9_900);
    // A second sweep, and a second "process" on its own connection, find the period already taken.
    expect(await sweepFor(id)).toEqual([]);
    const second = openDb(t.target);
    try {
      expect(await sweepFor(id, { ...t.app.ctx, db: second.db })).toEqual([]);
    } finally {
      await second.db.destroy();
    }
    expect(await subscriptionCharges(id)).toEqual([-9_900, -9_900]);
    expect(await renewalsOf(id)).toEqual([{ period_start: addMonth(chosenAt), plan: 'PRO', amount_cents: 9_900, status: 'CHARGED' }]);
    // Sessions do not outlive a month of the test clock: a fresh one.
    expect((await (await as(NOBILLING))('GET', '/settings/subscription-plan')).body).toMatchObject({ plan: 'PRO', renewsAt: addMonth(addMonth(chosenAt)) });
    expect(await notesOf(id)).toEqual(['Plan PRO renewed']);
  });

  it('two sweeps at once charge a period once', async () => {
    const user = await as(NOBILLING);
    const id = await idOf(NOBILLING.email);
    await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    t.clock.advance(32 * DAY_MS);
    const [a, b] = await Promise.all([sweepFor(id), sweepFor(id)]);
    expect(a.length + b.length).toBe(1);
    expect(await subscriptionCharges(id)).toEqual([-9_900, -9_900]);
  });

  it('a renewal the balance does not cover puts the account on BASIC and tells the user', async () => {
    const user = await as(NOBILLING);
    const id = await idOf(NOBILLING.email);
    await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    // Spend the balance down to $50.00.
    const left = await balanceOf(id);
    await t.app.ctx.ledger.charge(id, left - 5_000, 'admin-credit', 'test');
    t.clock.advance(32 * DAY_MS);
    const outcomes = (await runDuePlanRenewals(t.app.ctx)).filter((o) => o.userId === id);
    expect(outcomes).toMatchObject([{ userId: id, plan: 'PRO', status: 'FAILED' }]);
    expect(await balanceOf(id)).toBe(5_000);
    expect(await subscriptionCharges(id)).toEqual([-9_900]);
    const sub = (await (await as(NOBILLING))('GET', '/settings/subscription-plan')).body;
    expect(sub).toMatchObject({ plan: 'BASIC', renewsAt: null });
    expect(sub.history[0]).toMatchObject({ fromPlan: 'PRO', toPlan: 'BASIC', status: 'APPLIED', chargedCents: 0 });
    expect((await renewalsOf(id)).map((r) => r.status)).toEqual(['FAILED']);
    expect(await notesOf(id)).toEqual(['Plan PRO could not be renewed']);
    // Nothing more happens on later sweeps.
    t.clock.advance(40 * DAY_MS);
    expect((await runDuePlanRenewals(t.app.ctx)).filter((o) => o.userId === id)).toEqual([]);
  });

  it('the seeded PRO plan renews on its date; an upgrade keeps the date; a downgrade stops renewals; CUSTOM never renews', async () => {
    const id = await idOf(DEMO.email);
    const seeded = (await t.db.selectFrom('users').select('plan_renews_at').where('id', '=', id).executeTakeFirstOrThrow()).plan_renews_at;
    expect(seeded).toBe(addMonth(new Date(t.clock.now().getTime() - 12 * DAY_MS).toISOString()));
    expect(await runDuePlanRenewals(t.app.ctx)).toEqual([]);
    const demo = await as(DEMO);
    expect((await demo('GET', '/settings/subscription-plan')).body).toMatchObject({ plan: 'PRO', renewsAt: seeded });
    // An upgrade keeps the renewal date (the difference paid the rest of this month).
    const upgraded = await demo('POST', '/settings/subscription-plan', { plan: 'ENTERPRISE' });
    expect(upgraded.body.renewsAt).toBe(seeded);
    t.clock.advance(20 * DAY_MS);
    expect(await runDuePlanRenewals(t.app.ctx)).toMatchObject([{ userId: id, plan: 'ENTERPRISE', status: 'CHARGED', periodStart: seeded }]);
    expect((await renewalsOf(id))[0]).toMatchObject({ amount_cents: 49_900 });

    const later = await as(DEMO);
    const basic = await later('POST', '/settings/subscription-plan', { plan: 'BASIC' });
    expect(basic.body).toMatchObject({ plan: 'BASIC', renewsAt: null });
    await later('POST', '/settings/subscription-plan', { plan: 'CUSTOM' });
    t.clock.advance(62 * DAY_MS);
    expect((await runDuePlanRenewals(t.app.ctx)).filter((o) => o.userId === id)).toEqual([]);
    expect(await renewalsOf(id)).toHaveLength(1);
  });

  it('a paid plan without a date (chosen before renewals existed) renews a month after the first sweep', async () => {
    const user = await as(NOBILLING);
    const id = await idOf(NOBILLING.email);
    await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    await t.db.updateTable('users').set({ plan_renews_at: null }).where('id', '=', id).execute();
    t.clock.advance(3 * DAY_MS);
    expect((await runDuePlanRenewals(t.app.ctx)).filter((o) => o.userId === id)).toEqual([]);
    expect((await t.db.selectFrom('users').select('plan_renews_at').where('id', '=', id).executeTakeFirstOrThrow()).plan_renews_at).toBe(addMonth(t.clock.now().toISOString()));
  });

  it('catches up every missed period in turn while the balance lasts', async () => {
    const user = await as(NOBILLING);
    const id = await idOf(NOBILLING.email);
    await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    const left = await balanceOf(id);
    await t.app.ctx.ledger.charge(id, left - 25_000, 'admin-credit', 'test');
    // Three periods are due: two are paid ($198.00 of $250.00), the third ends the plan.
    t.clock.advance(92 * DAY_MS);
    const outcomes = (await runDuePlanRenewals(t.app.ctx)).filter((o) => o.userId === id);
    expect(outcomes.map((o) => o.status)).toEqual(['CHARGED', 'CHARGED', 'FAILED']);
    expect(await balanceOf(id)).toBe(25_000 - 2 * 9_900);
    expect((await t.db.selectFrom('users').select(['plan', 'plan_renews_at']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ plan: 'BASIC', plan_renews_at: null });
  });
});
