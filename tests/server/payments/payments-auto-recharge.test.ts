// Auto-recharge: the settings call checks its ranges (500-10000 with the spec's message, threshold
// 50-1000), and the server recharges from the default card once per crossing of the threshold:
// falling below it twice in one crossing recharges once; rising above and falling again recharges
// a second time; a recharge with auto-recharge off, or without a card, never happens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, processingFeeCents } from '@domain/payments';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { PaymentsClient } from './payments-client';

describe.each(dialects)('auto-recharge (%s)', (dialect) => {
  let t: TestApp;
  let demo: PaymentsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await PaymentsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  const recharges = async () =>
    t.db.selectFrom('card_charges').select(['status', 'amount_cents']).where('user_id', '=', demo.userId).where('source', '=', 'auto-recharge').execute();
  /** Takes the balance to `cents` with a debit (a campaign's charge). */
  const spendTo = async (cents: number) => t.app.ctx.ledger.charge(demo.userId, (await demo.balance()) - cents, 'campaign', 'test spend');

  it('checks the recharge amount and threshold, and keeps them', async () => {
    expect((await demo.call('GET', '/payments/settings')).body).toEqual({ autoRecharge: false, rechargeVolume: 500, threshold: 100 });
    for (const volume of ['499', '10001', 'abc']) {
      const res = await demo.call('POST', `/payments/auto-recharge?recharge=on&volume=${volume}&threshold=100`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(paymentMessages.rechargeRange);
    }
    expect((await demo.call('POST', '/payments/auto-recharge?recharge=on&volume=600&threshold=49')).status).toBe(400);
    const saved = await demo.call('POST', '/payments/auto-recharge?recharge=on&volume=600&threshold=200');
    expect(saved.body).toEqual({ autoRecharge: true, rechargeVolume: 600, threshold: 200 });
    expect((await demo.call('GET', '/payments/settings')).body).toEqual(saved.body);
  });

  it('recharges once for one crossing, however often the balance falls below within it', async () => {
    await spendTo(20_500);
    expect(await recharges()).toEqual([]);
    await spendTo(19_000); // crosses $200
    await spendTo(15_000); // still below: the same crossing
    await t.app.ctx.tasks.drain();
    await t.app.ctx.tasks.drain();
    const [one, ...more] = await recharges();
    expect(more).toEqual([]);
    expect(one).toMatchObject({ status: 'succeeded' });
    expect(Number(one!.amount_cents)).toBe(60_000);
    expect(await demo.balance()).toBe(15_000 + 60_000 - processingFeeCents(60_000));
    expect(await demo.ledgerSum()).toBe(await demo.balance());
    // The user is told, once, with the card it charged.
    const told = await t.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', demo.userId).where('event', '=', 'autoRecharge').execute();
    expect(told).toEqual([{ title: 'Auto-recharge', body: '$600.00 was charged to your Visa card ending in 4242 and added to your credit.' }]);
  });

  it('recharges again once the balance rose above and falls again', async () => {
    // The recharge lifted the balance over $200, so this fall is a new crossing.
    await spendTo(10_000);
    await spendTo(5_000); // below, the same crossing
    await t.app.ctx.tasks.drain();
    expect(await recharges()).toHaveLength(2);
    expect(await demo.balance()).toBe(5_000 + 60_000 - processingFeeCents(60_000));
  });

  it('does not recharge when switched off', async () => {
    await demo.call('POST', '/payments/auto-recharge?recharge=off&volume=600&threshold=200');
    await t.app.ctx.ledger.credit(demo.userId, 100_000, 'adjustment', 'test top up');
    await spendTo(1_000);
    await t.app.ctx.tasks.drain();
    expect(await recharges()).toHaveLength(2);
    expect(await demo.balance()).toBe(1_000);
  });
});
