// A sent campaign goes out through the simulated carrier on both databases: every contact once,
// results counted, credit charged for exactly what went out, the recipient's quiet hours held
// rather than dropped, the campaign completed when the audience is done.
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_RESULTS } from '@domain/sending/delivery-results';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

describe.each(dialects)('sending engine (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let userId: number;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));
  beforeAll(async () => {
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
  });

  it('sends every contact once, counts the results and completes', async () => {
    const before = await e.balance(userId);
    const campaign = await e.send('Forty New Yorkers', newYorkers(40));
    await e.run(20);
    const messages = await e.messages(campaign.id);
    expect(messages).toHaveLength(40);
    expect(new Set(messages.map((m) => m.phone)).size).toBe(40);
    expect(messages.every((m) => m.state === 'reported' && m.result !== null)).toBe(true);
    // Each carries its own short link, the opt-out link, and the 10DLC route's opt-out word.
    expect(messages[0]!.body).toMatch(/https?:\/\/\S+\/[A-Za-z0-9]{10}/);
    expect(messages[0]!.body).toContain('/public/optout/confirm?token=');
    expect(messages[0]!.body).toMatch(/Reply STOP to opt out/);

    const progress = await e.progress(campaign.id);
    expect(progress).toMatchObject({ status: 'completed', total: 40, sent: 40, held: 0, percent: 100 });
    const reported = progress.delivered + progress.failed + progress.blocked + progress.optout + progress.attemptFailed;
    expect(reported).toBe(40);
    expect(progress.delivered).toBe(messages.filter((m) => m.result === DELIVERY_RESULTS.indexOf('DELIVERED')).length);

    // The credit charged is the messages' cost, rounded up to the cent once for the campaign.
    const cost = messages.reduce((sum, m) => sum + Number(m.cost_millicents), 0);
    expect(cost).toBeGreaterThan(0);
    expect(progress.costMillicents).toBe(cost);
    expect(await e.campaignCharges(campaign.id)).toBe(Math.ceil(cost / 1000));
    expect(before - (await e.balance(userId))).toBeGreaterThanOrEqual(Math.ceil(cost / 1000));
  });

  it('holds a contact in its quiet hours and sends when they end', async () => {
    // 14:30 UTC: 09:30 in New York (open), 04:30 in Honolulu (closed until 08:00 HST = 18:00 UTC);
    // 08:30 in Chicago, where the seeded DID group's sleep timer has just ended.
    const start = new Date('2026-03-04T14:30:00.000Z');
    await e.at(start);
    const contacts = [...newYorkers(2, 100), { phone: '+18085550100', type: 'MOBILE' as const, firstName: 'Kai', stateCode: 'HI' }];
    const campaign = await e.send('Quiet hours', contacts);
    await e.run(2);
    let progress = await e.progress(campaign.id);
    expect(progress).toMatchObject({ status: 'running', sent: 2, held: 1, waitReason: 'quiet_hours' });
    const held = (await e.messages(campaign.id)).find((m) => m.phone === '+18085550100')!;
    expect(held).toMatchObject({ state: 'held', hold_until: '2026-03-04T18:00:00.000Z' });

    await e.at(new Date('2026-03-04T18:00:30.000Z'));
    await e.run(20);
    progress = await e.progress(campaign.id);
    expect(progress).toMatchObject({ status: 'completed', sent: 3, held: 0 });
  });

  it('rotates the group numbers (3 at a time, 4 messages each a cycle), and waits while the group sleeps', async () => {
    const groupId = (await e.campaigns.readyCompose()).routesTwoWays[0]!.didGroupIds[0]!;
    const group = await t.db.selectFrom('did_groups').select('setting').where('id', '=', groupId).executeTakeFirstOrThrow();
    const setting = { ...JSON.parse(group.setting), didGroupOptimizationSettings: { enable: true, concurrentCheck: true, rotation: true, maxConcurrent: 3, messagePerCycle: 4 } };
    await t.db.updateTable('did_groups').set({ setting: JSON.stringify(setting) }).where('id', '=', groupId).execute();
    await t.db.updateTable('dids').set({ cycle_sent: 0 }).where('group_id', '=', groupId).execute();
    const active = await t.db.selectFrom('dids').select('phone').where('group_id', '=', groupId).where('status', '=', 'ACTIVE').orderBy('id').execute();
    expect(active.length).toBeGreaterThanOrEqual(9);

    // 07:00 in Chicago: the seeded group sleeps from 21:00 to 08:00 its time.
    await e.at(new Date('2026-03-05T13:00:00.000Z'));
    const campaign = await e.send('Rotation', newYorkers(30, 400));
    await e.run(2);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'queued', sent: 0, waitReason: 'numbers_asleep' });

    await e.at(new Date('2026-03-05T14:01:00.000Z'));
    await e.run(20);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'completed', sent: 30, waitReason: null });
    const used = (await e.messages(campaign.id)).map((m) => m.did!);
    const perDid = new Map<string, number>();
    for (const d of used) perDid.set(d, (perDid.get(d) ?? 0) + 1);
    // Three numbers in use at a time, in turn, until each has sent its 4; then the next three.
    const position = used.map((d) => active.findIndex((a) => a.phone === d));
    expect(position).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8]);
    expect(Math.max(...perDid.values())).toBe(4);
  });

  it('skips contacts who opted out, even after the campaign was sent', async () => {
    await e.at(new Date('2026-03-05T19:00:00.000Z'));
    const contacts = newYorkers(5, 200);
    const campaign = await e.send('Opt-outs honoured', contacts);
    await t.db.insertInto('opt_outs').values({ user_id: userId, phone: contacts[3]!.phone, created_at: t.clock.now().toISOString() }).execute();
    await e.run(20);
    const phones = (await e.messages(campaign.id)).map((m) => m.phone);
    expect(phones).toHaveLength(4);
    expect(phones).not.toContain(contacts[3]!.phone);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'completed', sent: 4, skipped: 1, percent: 100 });
  });

  it('pauses when the credit runs out, and continues once there is credit', async () => {
    await e.at(new Date('2026-03-06T19:00:00.000Z'));
    const campaign = await e.send('Runs dry', newYorkers(20, 300));
    // Spent elsewhere after the send: 2 cents left, a couple of messages at most.
    await t.app.ctx.ledger.charge(userId, (await e.balance(userId)) - 2, 'adjustment', 'test: almost no credit');
    await e.run(3);
    const paused = await e.progress(campaign.id);
    expect(paused).toMatchObject({ status: 'paused', pauseReason: 'credit' });
    expect(paused.sent).toBeLessThan(20);
    expect(await e.balance(userId)).toBeGreaterThanOrEqual(0);
    expect(await e.campaignCharges(campaign.id)).toBe(Math.ceil(paused.costMillicents / 1000));

    await t.app.ctx.ledger.credit(userId, 10_000, 'adjustment', 'test: top up');
    const res = await e.campaigns.call('POST', `/campaigns/${campaign.id}/continue`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Campaign has been resumed!');
    await e.run(20);
    const done = await e.progress(campaign.id);
    expect(done).toMatchObject({ status: 'completed', sent: 20, pauseReason: null });
    expect(new Set((await e.messages(campaign.id)).map((m) => m.phone)).size).toBe(20);
    expect(await e.campaignCharges(campaign.id)).toBe(Math.ceil(done.costMillicents / 1000));
  });
});
