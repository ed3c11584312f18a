// Auto-optimization in a running campaign, on both databases: the lap's test size goes out and
// waits for its results; then the creative below the click threshold is paused (the best one of a
// kind always keeps sending), the pause and its reason are in the campaign's history, and the rest
// of the audience gets the kept creative only.
import { describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { statsBy } from '@server/engine/optimization-laps';
import { EngineClient, engineSuite, newYorkers } from './engine-client';
import { ResponderClient } from './responder-client';

describe.each(dialects)('auto-optimization (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  it('pauses the losing creative after lap 1 and sends the rest with the winner', async () => {
    const ready = await e.campaigns.readyCompose();
    const second = await e.campaigns.call('POST', '/creatives', { title: 'Second voice', message: 'Hey [fName], one more look at spring prices?' });
    expect(second.status).toBe(200);
    // Only the click rate can fail: every other threshold is one nothing falls below (or above, for blocks and opt-outs).
    const lap1 = { testSize: 100, pausedMin: 600, threshold: 99, thresholdPerReply: 0, thresholdPerBlock: 99, thresholdPerOptout: 99, thresholdPerConvertor: 0, thresholdRevenuePerMilMessage: 0, thresholdRoi: -100 };
    const campaign = await e.send('Optimized', newYorkers(300, 5000), {
      creativeIds: [ready.creativeIds[0]!, second.body.id],
      autoOp: true,
      lap1,
      evaluatedElements: ['creative'],
    });

    // The test goes out and waits for its results before anything else is sent.
    await t.app.ctx.engine.drain();
    expect((await e.progress(campaign.id)).sent).toBe(100);
    await e.run(20);

    const history = (await e.campaigns.call('GET', `/campaigns/${campaign.id}/history`)).body.items as { kind: string; detail: string }[];
    const paused = history.filter((h) => h.kind === 'optimization');
    expect(paused).toHaveLength(1);
    expect(paused[0]!.detail).toMatch(/^Lap 1: creative #\d+ paused: Click rate \d+\.\d\d% below 99%$/);
    const loser = Number(/#(\d+)/.exec(paused[0]!.detail)![1]);

    const messages = await e.messages(campaign.id);
    expect(messages).toHaveLength(300);
    const test = messages.slice(0, 100);
    const rest = messages.slice(100);
    // Both creatives took turns in the test; after the verdict only the winner sends.
    expect(new Set(test.map((m) => Number(m.creative_id)))).toEqual(new Set([ready.creativeIds[0]!, second.body.id]));
    expect(rest.every((m) => Number(m.creative_id) !== loser)).toBe(true);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'completed', sent: 300 });
  });

  it('counts the calls the carrier reports, once each, for the call thresholds', async () => {
    const campaign = await e.send('Call figures', newYorkers(4, 8800));
    await e.run(3);
    const messages = await e.messages(campaign.id);
    const r = new ResponderClient(e);
    const report = (i: number, outcome: 'answered' | 'machine' | 'missed', listenSeconds: number, callback: boolean) =>
      r.callEvent({ key: messages[i]!.idem_key, ref: Number(messages[i]!.id), from: messages[i]!.did, to: messages[i]!.phone, outcome, listenSeconds, callback });
    await report(0, 'answered', 90, true);
    await report(1, 'machine', 30, false);
    await report(2, 'missed', 0, true);
    // The carrier repeating an event changes nothing.
    await report(0, 'answered', 90, true);
    const [stats] = await statsBy(t.db, campaign.id, 'creative');
    expect(stats).toMatchObject({ deliveredCalls: 2, calls: 2, callMinutes: 2 });
    const run = await t.db.selectFrom('campaign_runs').select('callback').where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(Number(run.callback)).toBe(2);
  });

  it('benches a number under the group delivered threshold and sends through the others', async () => {
    const groupId = (await e.campaigns.readyCompose()).routesTwoWays[0]!.didGroupIds[0]!;
    const weak = await t.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', groupId).where('status', '=', 'ACTIVE').orderBy('id').executeTakeFirstOrThrow();
    // 200 sent, 50 delivered: 25% against the seeded group threshold of 60%.
    await t.db.deleteFrom('did_hourly_stats').where('did_id', '=', weak.id).execute();
    await t.db.insertInto('did_hourly_stats').values({ did_id: weak.id, hour: '26030100', sent: 200, delivered: 50, clicked: 10 }).execute();
    await e.at(new Date('2026-03-07T19:00:00.000Z'));
    const campaign = await e.send('Checked numbers', newYorkers(20, 6000));
    await e.run(20);
    const did = await t.db.selectFrom('dids').select(['status', 'bad_reason']).where('id', '=', weak.id).executeTakeFirstOrThrow();
    expect(did.status).toBe('BAD');
    expect(did.bad_reason).toMatch(/Delivered/i);
    expect((await e.messages(campaign.id)).some((m) => m.did === weak.phone)).toBe(false);
    const history = (await e.campaigns.call('GET', `/campaigns/${campaign.id}/history`)).body.items as { kind: string; detail: string }[];
    expect(history.some((h) => h.kind === 'did' && h.detail.startsWith(`${weak.phone} benched`))).toBe(true);
  });

  it('rotates the short links over the group domains, 5 links each a turn, and counts their use', async () => {
    const groupId = (await e.campaigns.readyCompose()).domain!;
    const group = await t.db.selectFrom('domain_groups').select(['setting', 'user_id']).where('id', '=', groupId).executeTakeFirstOrThrow();
    const setting = { ...JSON.parse(group.setting), domainRotation: true, domainUsageThreshold: 5, campaignCheck: false };
    await t.db.updateTable('domain_groups').set({ setting: JSON.stringify(setting) }).where('id', '=', groupId).execute();
    // Two fresh active domains of the group's own, nothing used yet.
    await t.db.updateTable('domains').set({ group_id: null }).where('group_id', '=', groupId).execute();
    const at = t.clock.now().toISOString();
    for (const name of ['rotate-one.example', 'rotate-two.example']) {
      await t.db.insertInto('domains').values({ user_id: group.user_id, group_id: groupId, name, name_key: name, status: 'ACTIVE', active: 1, source: 'own', price_cents: null, purchase_task_id: null, release_at: null, created_at: at }).execute();
    }
    await e.at(new Date('2026-03-09T19:00:00.000Z'));
    const campaign = await e.send('Rotating domains', newYorkers(20, 8000));
    await e.run(5);
    const domains = (await e.messages(campaign.id)).map((m) => m.domain);
    const one = 'rotate-one.example';
    const two = 'rotate-two.example';
    expect(domains).toEqual([...Array(5).fill(one), ...Array(5).fill(two), ...Array(5).fill(one), ...Array(5).fill(two)]);
    const used = await t.db
      .selectFrom('domain_hourly_stats as h')
      .innerJoin('domains as d', 'd.id', 'h.domain_id')
      .select((eb) => ['d.name', eb.fn.sum<number>('h.used').as('used')])
      .where('d.name', 'in', [one, two])
      .groupBy('d.name')
      .execute();
    expect(Object.fromEntries(used.map((u) => [u.name, Number(u.used)]))).toEqual({ [one]: 10, [two]: 10 });
  });
});
