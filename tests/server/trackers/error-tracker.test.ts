// The error tracker: failed results grouped by code and message over a range, from the roll-up the
// delivery reports write; shares, first and last seen, the campaigns; examples from the messages,
// masked; another user's failures and campaigns never visible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages } from '@domain/campaigns';
import { errorMessageOfCode, type ErrorExamplesAnswer, type ErrorTrackerAnswer } from '@domain/error-tracker';
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import { applyReports } from '@server/engine/delivery-reports';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER, StatsClient, toQuery } from '../stats/stats-client';
import { campaignOf, reportMessages } from './tracker-data';

const FAILED = codeOfDeliveryResult('FAILED');
const BLOCKED = codeOfDeliveryResult('BLOCKED');
const INVALID = codeOfDeliveryResult('INVALID_DESTINATION');
const DELIVERED = codeOfDeliveryResult('DELIVERED');

describe.each(dialects)('error tracker (%s)', (dialect) => {
  let t: TestApp;
  let demo: StatsClient;
  let other: StatsClient;
  let a: number;
  let b: number;
  let theirs: number;
  const at = new Date('2026-03-02T09:10:00.000Z');
  const later = new Date('2026-03-02T11:20:00.000Z');
  const day = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-02T23:59:59.999Z' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await StatsClient.signIn(t);
    other = await StatsClient.signIn(t, OTHER);
    const me = await demo.userId();
    a = await campaignOf(t, me, 'TRK campaign A');
    b = await campaignOf(t, me, 'TRK campaign B');
    theirs = await campaignOf(t, await other.userId(), 'TRK their campaign');
    await reportMessages(t, me, a, [FAILED, FAILED, FAILED, BLOCKED, INVALID], at);
    await reportMessages(t, me, b, [FAILED, BLOCKED, DELIVERED, DELIVERED], at);
    await reportMessages(t, me, a, [FAILED, FAILED, FAILED], later);
    await reportMessages(t, await other.userId(), theirs, [FAILED, FAILED], at);
  });
  afterAll(async () => t?.close());

  const groups = async (who: StatsClient, range: { from: string; to: string }) => {
    const res = await who.call('GET', `/error-tracker?${toQuery(range)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ErrorTrackerAnswer;
  };

  it('groups the failures by result code and message, with counts, shares, first and last seen and the campaigns', async () => {
    const answer = await groups(demo, day);
    expect(answer.totalFailed).toBe(10);
    expect(answer.groups.map((g) => [g.result, g.count, g.share])).toEqual([
      ['FAILED', 7, 70],
      ['BLOCKED', 2, 20],
      ['INVALID_DESTINATION', 1, 10],
    ]);
    const failed = answer.groups[0]!;
    expect(failed).toMatchObject({ code: FAILED, message: errorMessageOfCode(FAILED), firstSeen: at.toISOString(), lastSeen: later.toISOString(), campaignCount: 2 });
    expect(failed.campaigns).toEqual([
      { id: a, name: 'TRK campaign A', count: 6 },
      { id: b, name: 'TRK campaign B', count: 1 },
    ]);
    expect(answer.groups[1]!.campaigns.map((c) => c.count)).toEqual([1, 1]);
  });

  it('counts the hours the range touches, no more', async () => {
    const first = await groups(demo, { from: '2026-03-02T09:00:00.000Z', to: '2026-03-02T10:59:59.999Z' });
    expect(first.totalFailed).toBe(7);
    expect(first.groups[0]).toMatchObject({ result: 'FAILED', count: 4, share: 57.14, lastSeen: at.toISOString() });
    const second = await groups(demo, { from: '2026-03-02T11:00:00.000Z', to: '2026-03-02T11:00:00.000Z' });
    expect(second.groups.map((g) => [g.result, g.count, g.share])).toEqual([['FAILED', 3, 100]]);
    expect((await groups(demo, { from: '2026-03-03T00:00:00.000Z', to: '2026-03-03T05:00:00.000Z' })).groups).toEqual([]);
  });

  it('counts a report that comes twice once', async () => {
    const [id] = await reportMessages(t, await demo.userId(), b, [INVALID], at);
    await applyReports(t.db, [{ key: `${b}:again`, ref: id!, code: INVALID, at }], at);
    const answer = await groups(demo, day);
    expect(answer.groups.find((g) => g.result === 'INVALID_DESTINATION')!.count).toBe(2);
  });

  it('shows a few examples of an error, the phone partly hidden, busiest campaign first, or of one campaign', async () => {
    const res = await demo.call('GET', `/error-tracker/examples?${toQuery({ ...day, code: FAILED })}`);
    expect(res.status).toBe(200);
    const { items } = res.body as ErrorExamplesAnswer;
    expect(items).toHaveLength(5);
    expect(items.slice(0, 3).every((e) => e.campaignId === a && e.campaignName === 'TRK campaign A')).toBe(true);
    expect(items[0]).toMatchObject({ did: '+13125550100', at: later.toISOString() });
    expect(items.every((e) => /^\+1555•+\d{4}$/.test(e.phone))).toBe(true);
    const ofB = (await demo.call('GET', `/error-tracker/examples?${toQuery({ ...day, code: FAILED, campaignId: b })}`)).body as ErrorExamplesAnswer;
    expect(ofB.items.map((e) => e.campaignName)).toEqual(['TRK campaign B']);
    const none = (await demo.call('GET', `/error-tracker/examples?${toQuery({ from: '2026-03-03T00:00:00.000Z', to: '2026-03-03T05:00:00.000Z', code: FAILED })}`)).body;
    expect(none.items).toEqual([]);
  });

  it('never shows another user’s failures; their campaign answers 404', async () => {
    const mine = await groups(other, day);
    expect(mine.totalFailed).toBe(2);
    expect(mine.groups[0]!.campaigns).toEqual([{ id: theirs, name: 'TRK their campaign', count: 2 }]);
    const refused = await other.call('GET', `/error-tracker/examples?${toQuery({ ...day, code: FAILED, campaignId: a })}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(campaignMessages.missing);
    const theirExamples = (await other.call('GET', `/error-tracker/examples?${toQuery({ ...day, code: FAILED })}`)).body as ErrorExamplesAnswer;
    expect(theirExamples.items.map((e) => e.campaignId)).toEqual([theirs, theirs]);
    const demoAnswer = await groups(demo, day);
    expect(demoAnswer.groups.flatMap((g) => g.campaigns.map((c) => c.id))).not.toContain(theirs);
  });

  it('refuses a reversed range or a delivered code, naming the field, and needs a session', async () => {
    const reversed = await demo.call('GET', `/error-tracker?${toQuery({ from: day.to, to: day.from })}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('to');
    const delivered = await demo.call('GET', `/error-tracker/examples?${toQuery({ ...day, code: DELIVERED })}`);
    expect(delivered.status).toBe(400);
    expect(delivered.body.field).toBe('code');
    expect((await call(t.app, 'GET', `/error-tracker?${toQuery(day)}`)).status).toBe(401);
  });
});
