// The error tracker of a campaign the sending engine really sent (the simulated carrier, the fake
// clock, half the messages failing in three ways): every failure the campaign counts is in the
// error tracker once, under its code, and its examples are its own messages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignProgress } from '@domain/sending/campaign-progress';
import type { ErrorExamplesAnswer, ErrorTrackerAnswer } from '@domain/error-tracker';
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers, US_AFTERNOON } from '../engine/engine-client';
import { StatsClient, toQuery } from '../stats/stats-client';

const SIM = JSON.stringify({ results: { DELIVERED: 50, FAILED: 20, BLOCKED: 20, EXPIRED: 10 }, audience: { clickRate: 0, replyRate: 0 } });

describe.each(dialects)('error tracker of a sent campaign (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let demo: StatsClient;
  let campaignId: number;
  let progress: CampaignProgress;
  const range = { from: US_AFTERNOON.toISOString(), to: new Date(US_AFTERNOON.getTime() + 3 * 3_600_000).toISOString() };

  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: SIM } });
  beforeAll(async () => {
    campaignId = (await e.send('Forty for errors', newYorkers(40, 700))).id;
    await e.run(30);
    progress = await e.progress(campaignId);
    demo = await StatsClient.signIn(t);
  });

  it('counts every failure of the campaign once, under its code', async () => {
    expect(progress).toMatchObject({ status: 'completed', sent: 40 });
    const answer = (await demo.call('GET', `/error-tracker?${toQuery(range)}`)).body as ErrorTrackerAnswer;
    const mine = answer.groups.map((g) => ({ result: g.result, count: g.campaigns.find((c) => c.id === campaignId)?.count ?? 0 }));
    const failures = progress.failed + progress.blocked + progress.optout + progress.attemptFailed;
    expect(failures).toBeGreaterThan(0);
    expect(mine.reduce((n, g) => n + g.count, 0)).toBe(failures);
    const byResult = Object.fromEntries(mine.map((g) => [g.result, g.count]));
    expect((byResult.FAILED ?? 0) + (byResult.EXPIRED ?? 0)).toBe(progress.failed);
    expect(byResult.BLOCKED ?? 0).toBe(progress.blocked);
    // As many as the messages say.
    const rows = await t.db.selectFrom('messages').select(['result']).where('campaign_id', '=', campaignId).where('result', '>', 0).execute();
    expect(rows.length).toBe(failures);
  });

  it('shows the campaign’s own failed messages as examples', async () => {
    const code = codeOfDeliveryResult('BLOCKED');
    const res = await demo.call('GET', `/error-tracker/examples?${toQuery({ ...range, code, campaignId })}`);
    const { items } = res.body as ErrorExamplesAnswer;
    expect(items.length).toBe(Math.min(5, progress.blocked));
    expect(items.every((i) => i.campaignName === 'Forty for errors' && i.phone.startsWith('+1212') && i.did !== null)).toBe(true);
  });
});
