// What the sending engine tells the campaign's owner: a campaign completed, or paused because the
// balance ran short; neither when its event is switched off. Driven through the real engine.
import { describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { NotificationsClient } from './notifications-client';

describe.each(dialects)('campaign notifications (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  it('tells of a completed campaign, leading to it in monitoring', async () => {
    const demo = await NotificationsClient.signIn(t);
    const campaign = await e.send('Told when done', newYorkers(5));
    await e.run(10);
    expect((await e.progress(campaign.id)).status).toBe('completed');
    const [told] = (await demo.page()).items.filter((n) => n.event === 'campaignFinished');
    expect(told).toMatchObject({ title: 'Campaign finished', link: `/monitoring?statuses=completed&campaignId=${campaign.id}`, status: 'unread' });
    expect(told!.body).toBe('Told when done: Every contact was sent to.');
  });

  it('tells of a campaign paused for lack of credit, and nothing once that event is off', async () => {
    const demo = await NotificationsClient.signIn(t);
    const campaign = await e.send('Runs dry', newYorkers(20, 300));
    await t.app.ctx.ledger.charge(demo.userId, (await e.balance(demo.userId)) - 2, 'adjustment', 'test: almost no credit');
    await e.run(3);
    expect((await e.progress(campaign.id)).status).toBe('paused');
    const [told] = (await demo.page()).items.filter((n) => n.event === 'campaignPaused');
    expect(told).toMatchObject({ title: 'Campaign paused', link: `/monitoring?statuses=paused&campaignId=${campaign.id}` });
    expect(told!.body).toContain('Runs dry');

    const finishedBefore = (await demo.of('campaignFinished')).length;
    await demo.only(['campaignFinished', 'campaignPaused']);
    await t.app.ctx.ledger.credit(demo.userId, 10_000, 'adjustment', 'test: top up');
    expect((await e.campaigns.call('POST', `/campaigns/${campaign.id}/continue`)).status).toBe(200);
    await e.run(20);
    expect((await e.progress(campaign.id)).status).toBe('completed');
    expect(await demo.of('campaignFinished')).toHaveLength(finishedBefore);
  });
});
