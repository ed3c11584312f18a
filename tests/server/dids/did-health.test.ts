// Scrubbing a DID group's numbers, handling the bad ones and resetting the rotation cycle, on both
// databases: the carrier check's marks and the delivered-threshold rule, auto-scrub's move and
// refill, the scrub countries, the group held while a scrub runs, auto-scrub's schedule, and
// another user's groups refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTask } from '@domain/background-tasks';
import { defaultDidGroupSetting, didMessages, type DidGroup, type DidPage } from '@domain/dids';
import { queueDueScrubs } from '@server/modules/dids/auto-scrub';
import { MIN_SENT_TO_JUDGE } from '@server/modules/dids/scrub';
import { SimulatedNumberVendor } from '@server/providers/numbers/simulated-number-vendor';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const DAY = 24 * 3_600_000;

describe.each(dialects)('DID scrub, bad DIDs and cycles (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    other = await signIn(t.app, 'admin@example.com', 'Admin#2026');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = demo) => call(t.app, method, url, body, token);
  async function groupWith(count: number, areaCode: string, extra: Record<string, unknown> = {}): Promise<{ group: DidGroup; numbers: string[] }> {
    const res = await api('POST', '/did-groups', { name: `Scrub pool ${++n}`, country: 'US', ...extra });
    expect(res.status, res.raw.body).toBe(200);
    const group = res.body as DidGroup;
    if (count > 0) {
      expect((await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode, bulkPurchaseCount: count, areaCodeSelectionMode: 'nearby' })).status).toBe(200);
      await t.app.ctx.tasks.drain();
    }
    const numbers = (await t.db.selectFrom('dids').select('phone').where('group_id', '=', group.id).orderBy('id').execute()).map((d) => d.phone);
    return { group, numbers };
  }
  const dids = async (groupId: number) => ((await api('POST', `/did-groups/${groupId}/dids/search`, { pageSize: 100 })).body as DidPage).items;
  async function scrub(groupId: number): Promise<BackgroundTask> {
    const res = await api('POST', `/did-groups/${groupId}/dids/scrub`);
    expect(res.status, res.raw.body).toBe(200);
    await t.app.ctx.tasks.drain();
    return (await api('GET', `/background-tasks/${(res.body as BackgroundTask).id}`)).body as BackgroundTask;
  }
  /** What the carrier says of each number (the simulator is deterministic). */
  const carrierBad = async (numbers: string[]) => {
    const answers = await new SimulatedNumberVendor(0).check(numbers);
    return numbers.filter((p) => answers.get(p) !== null);
  };

  it('marks the numbers the carrier finds not working or flagged, with the reason, and counts them on the group', async () => {
    const { group, numbers } = await groupWith(60, '312');
    const expected = await carrierBad(numbers);
    expect(expected.length).toBeGreaterThan(0);
    const task = await scrub(group.id);
    expect(task).toMatchObject({ kind: 'DID_SCRUB', status: 'COMPLETED', result: { checked: numbers.length, bad: expected.length, moved: 0, refilled: 0 } });
    const rows = await dids(group.id);
    const bad = rows.filter((d) => d.status === 'BAD');
    expect(bad.map((d) => d.phone).sort()).toEqual([...expected].sort());
    expect(bad.every((d) => ['Not working at the carrier', 'Flagged as spam by carriers'].includes(d.badReason ?? ''))).toBe(true);
    expect(rows.every((d) => d.checkedAt !== null)).toBe(true);
    const after = (await api('GET', `/did-groups/${group.id}`)).body as DidGroup;
    expect(after).toMatchObject({ badDids: expected.length, busyTaskId: null, isPurchasing: false });
    expect(after.scrubbedAt).not.toBeNull();
  });

  it("marks numbers under the delivered threshold when the campaign check is on, over enough messages to judge", async () => {
    const { group, numbers } = await groupWith(10, '415');
    const flagged = new Set(await carrierBad(numbers));
    const good = numbers.filter((p) => !flagged.has(p));
    const [low, few, fine] = good;
    const idOf = async (phone: string) => Number((await t.db.selectFrom('dids').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id);
    await t.db.insertInto('did_hourly_stats').values([
      { did_id: await idOf(low!), hour: '26030108', sent: 100, delivered: 40 },
      { did_id: await idOf(few!), hour: '26030108', sent: MIN_SENT_TO_JUDGE - 1, delivered: 0 },
      { did_id: await idOf(fine!), hour: '26030108', sent: 100, delivered: 95 },
    ]).execute();
    await api('PUT', `/did-groups/${group.id}/settings`, { ...defaultDidGroupSetting(), campaignCheck: true, deliveredThreshold: 60 });
    await scrub(group.id);
    const byPhone = new Map((await dids(group.id)).map((d) => [d.phone, d]));
    expect(byPhone.get(low!)).toMatchObject({ status: 'BAD', badReason: "Delivery rate 40% is under the group's delivered threshold of 60%" });
    expect(byPhone.get(few!)).toMatchObject({ status: 'ACTIVE', badReason: null });
    expect(byPhone.get(fine!)).toMatchObject({ status: 'ACTIVE' });
  });

  it('moves the bad numbers to another group on request (MOVE), keeping their mark', async () => {
    const { group, numbers } = await groupWith(40, '213');
    const { group: target } = await groupWith(0, '213');
    const expected = await carrierBad(numbers);
    const none = await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE', targetGroupId: target.id });
    expect(none.body).toMatchObject({ field: 'groupId', message: didMessages.noBadDids });
    await scrub(group.id);
    const moved = await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE', targetGroupId: target.id });
    expect(moved.body).toEqual({ moved: expected.length });
    expect((await dids(target.id)).map((d) => [d.phone, d.status]).sort()).toEqual(expected.map((p) => [p, 'BAD']).sort());
    expect((await api('GET', `/did-groups/${group.id}`)).body).toMatchObject({ badDids: 0, dids: numbers.length - expected.length });
    expect((await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'RELEASE', targetGroupId: target.id })).body).toMatchObject({ field: 'action' });
    expect((await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE', targetGroupId: group.id })).body).toMatchObject({ field: 'targetGroupId', message: didMessages.targetSame });
    expect((await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE' })).body).toMatchObject({ field: 'targetGroupId' });
  });

  it("with auto-scrub on, moves bad numbers to the bad-DID group and refills as many near their area codes", async () => {
    const { group, numbers } = await groupWith(50, '305');
    const { group: badGroup } = await groupWith(0, '305');
    const expected = await carrierBad(numbers);
    const setting = { ...defaultDidGroupSetting(), scrubSetting: { autoScrub: true, autoScrubInterval: 1, autoRefillBadDid: true, autoMoveBadDid: true, badDidGroupId: badGroup.id } };
    expect((await api('PUT', `/did-groups/${group.id}/settings`, setting)).status).toBe(200);
    const task = await scrub(group.id);
    expect(task.result).toMatchObject({ bad: expected.length, moved: expected.length, refilled: expected.length });
    const left = await dids(group.id);
    expect(left).toHaveLength(numbers.length);
    expect(left.filter((d) => numbers.includes(d.phone)).every((d) => d.status === 'ACTIVE')).toBe(true);
    expect((await dids(badGroup.id)).map((d) => d.phone).sort()).toEqual([...expected].sort());
  });

  it('queues auto-scrubs when their interval has passed, once per group', async () => {
    const { group } = await groupWith(5, '404');
    const setting = { ...defaultDidGroupSetting(), scrubSetting: { autoScrub: true, autoScrubInterval: 2, autoRefillBadDid: false, autoMoveBadDid: false, badDidGroupId: null } };
    await api('PUT', `/did-groups/${group.id}/settings`, setting);
    expect(await queueDueScrubs(t.app.ctx)).toContain(group.id); // never scrubbed: due now
    expect(await queueDueScrubs(t.app.ctx)).not.toContain(group.id); // held by the queued scrub
    await t.app.ctx.tasks.drain();
    t.clock.advance(DAY);
    expect(await queueDueScrubs(t.app.ctx)).not.toContain(group.id);
    t.clock.advance(DAY + 1000);
    expect(await queueDueScrubs(t.app.ctx)).toContain(group.id);
    await t.app.ctx.tasks.drain();
    // Two days on, the sessions have expired: the next tests sign in again.
    demo = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    other = await signIn(t.app, 'admin@example.com', 'Admin#2026');
  });

  it('refuses a scrub while the group is busy, and outside the scrub countries', async () => {
    const { group } = await groupWith(5, '206');
    expect((await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode: '206', bulkPurchaseCount: 1 })).status).toBe(200);
    const busy = await api('POST', `/did-groups/${group.id}/dids/scrub`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(didMessages.groupBusy);
    await t.app.ctx.tasks.drain();
    const gb = (await api('POST', '/did-groups', { name: `London pool ${++n}`, country: 'GB' })).body as DidGroup;
    expect((await api('POST', `/did-groups/${gb.id}/dids/scrub`)).body).toMatchObject({ field: 'groupId', message: didMessages.scrubCountry });
    expect((await api('GET', '/did-groups/scrub-countries')).body).toEqual({ countries: ['US', 'CA'] });
  });

  it("resets the rotation cycle: every number's count in the cycle goes back to 0", async () => {
    const { group, numbers } = await groupWith(4, '512');
    await t.db.updateTable('dids').set({ cycle_sent: 37 }).where('group_id', '=', group.id).execute();
    expect((await dids(group.id)).every((d) => d.cycleSent === 37)).toBe(true);
    expect((await api('PUT', `/did-groups/${group.id}/reset-cycle`)).body).toEqual({ reset: numbers.length });
    expect((await dids(group.id)).every((d) => d.cycleSent === 0)).toBe(true);
    expect(((await api('GET', `/did-groups/${group.id}`)).body as DidGroup).cycleResetAt).toBe(t.clock.now().toISOString());
  });

  it("answers 404 'Group DID is not existed' for another user's group", async () => {
    const { group } = await groupWith(2, '617');
    const { group: mine } = await groupWith(0, '617');
    for (const [method, url, body] of [
      ['POST', `/did-groups/${group.id}/dids/scrub`],
      ['POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE', targetGroupId: mine.id }],
      ['PUT', `/did-groups/${group.id}/reset-cycle`],
    ] as const) {
      const res = await api(method, url, body, other);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe(didMessages.groupMissing);
    }
    // Nor can a user move their bad numbers into someone else's group.
    const theirs = (await api('POST', '/did-groups', { name: `Their pool ${++n}`, country: 'US' }, other)).body as DidGroup;
    expect((await api('POST', `/did-groups/${group.id}/dids/handle-bad`, { action: 'MOVE', targetGroupId: theirs.id })).body).toMatchObject({ field: 'targetGroupId', message: didMessages.groupMissing });
  });
});

