// The failover route acted on (decision 46): with it on, a campaign message its route could not
// carry (rejected by the vendor, over quota, never reached the carrier) goes once more over the
// failover route, priced at that route's country price, charged and counted on the campaign and on
// the failover route's stats; a blocked message is not failed over; off, nothing is sent again.
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import { failOver, failoverKey } from '@server/engine/failover';
import { updateUserSettings } from '@server/modules/user-settings/repo';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';

// Route 1 (the ready draft's 10DLC route) rejects or blocks some messages; route 2 delivers all.
const SIM = JSON.stringify({
  results: { DELIVERED: 1 },
  byRoute: { '1': { REJECTED_BY_VENDOR: 0.3, BLOCKED: 0.2 } },
  audience: { clickRate: 0, replyRate: 0 },
});
const REJECTED = codeOfDeliveryResult('REJECTED_BY_VENDOR');
const BLOCKED = codeOfDeliveryResult('BLOCKED');
const DELIVERED = codeOfDeliveryResult('DELIVERED');

describe.each(dialects)('failover route (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let userId: number;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: SIM } });
  beforeAll(async () => {
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    const routes = await t.db.selectFrom('routes').select(['id', 'name']).where('id', 'in', [1, 2]).orderBy('id').execute();
    expect(routes.map((r) => r.name)).toEqual(['US 10DLC Two-way', 'US Toll-free One-way']);
  });

  it('off: a rejected message stays failed and nothing is sent again', async () => {
    await updateUserSettings(t.db, userId, { failoverRouteEnable: false, failoverRouteId: 2 });
    const campaign = await e.send('No failover', newYorkers(40));
    await e.run(20);
    const messages = await e.messages(campaign.id);
    expect(messages.filter((m) => m.result === REJECTED).length).toBeGreaterThan(0);
    expect(messages).toHaveLength(40);
    expect(messages.some((m) => m.idem_key.endsWith(':failover'))).toBe(false);
  });

  it('on: each message the route could not carry goes once over the failover route, charged and counted', async () => {
    await updateUserSettings(t.db, userId, { failoverRouteEnable: true, failoverRouteId: 2 });
    const campaign = await e.send('Failover', newYorkers(60, 100));
    await e.run(20);
    const messages = await e.messages(campaign.id);
    const originals = messages.filter((m) => !m.idem_key.endsWith(':failover'));
    const retries = messages.filter((m) => m.idem_key.endsWith(':failover'));
    const rejected = originals.filter((m) => m.result === REJECTED);
    expect(originals).toHaveLength(60);
    expect(rejected.length).toBeGreaterThan(0);
    expect(originals.some((m) => m.result === BLOCKED)).toBe(true);
    // One retry per rejected message, none for the blocked ones, all on route 2 from the same number.
    expect(retries.map((m) => m.idem_key).sort()).toEqual(rejected.map((m) => failoverKey(m.idem_key)).sort());
    const byKey = new Map(originals.map((m) => [failoverKey(m.idem_key), m]));
    const price = Number((await t.db.selectFrom('prices').select('unit_price_millicents').where('country', '=', 'US').where('message_type', '=', 'SMS').executeTakeFirstOrThrow()).unit_price_millicents);
    for (const r of retries) {
      const original = byKey.get(r.idem_key)!;
      expect(r).toMatchObject({ route_id: 2, did: original.did, phone: original.phone, body: original.body, state: 'reported', result: DELIVERED });
      expect(Number(r.cost_millicents)).toBe(price * Number(r.segments));
    }
    // The campaign counts the retries as sent and delivered; their cost is charged with the rest.
    const progress = await e.progress(campaign.id);
    expect(progress.sent).toBe(60 + retries.length);
    expect(progress.failed).toBe(rejected.length);
    const cost = messages.reduce((sum, m) => sum + Number(m.cost_millicents), 0);
    expect(progress.costMillicents).toBe(cost);
    expect(await e.campaignCharges(campaign.id)).toBeGreaterThanOrEqual(Math.ceil(cost / 1000));
    // The failover route's stats show them.
    const onRoute2 = await t.db.selectFrom('route_minute_stats').select((eb) => eb.fn.sum<number>('sent').as('sent')).where('campaign_id', '=', campaign.id).where('route_id', '=', 2).executeTakeFirstOrThrow();
    expect(Number(onRoute2.sent)).toBe(retries.length);

    // A report that comes again fails over nothing twice.
    const again = await failOver({ ctx: t.app.ctx, carrier: t.app.ctx.carrier }, rejected.map((m) => ({ key: m.idem_key, ref: Number(m.id), code: REJECTED, at: t.clock.now() })));
    expect(again).toBe(0);
  });

  it('does not fail over to the route the message already took', async () => {
    await updateUserSettings(t.db, userId, { failoverRouteEnable: true, failoverRouteId: 1 });
    const campaign = await e.send('Same route', newYorkers(30, 300));
    await e.run(20);
    const messages = await e.messages(campaign.id);
    expect(messages).toHaveLength(30);
    expect(messages.some((m) => m.result === REJECTED)).toBe(true);
  });
});
