// DID groups, their numbers and purchase orders through the API, on both databases: the spec's
// name rule and messages, the settings saved with switched-off toggles zeroed, the numbers table
// (search, sort, pages, stats over a date-hour range), move and release, purchases filled by the
// simulated vendor (in full, in part, not at all), and another user's ids refused everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDidGroupSetting, didMessages, type DidGroup, type DidPage, type DidPurchaseProcess } from '@domain/dids';
import { SimulatedNumberVendor } from '@server/providers/numbers/simulated-number-vendor';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('DID groups (%s)', (dialect) => {
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
  async function newGroup(extra: Record<string, unknown> = {}): Promise<DidGroup> {
    const res = await api('POST', '/did-groups', { name: `Pool number ${++n}`, country: 'US', ...extra });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as DidGroup;
  }
  /** Places an order and runs it to its end; answers the final progress record. */
  async function buy(groupId: number, order: Record<string, unknown>): Promise<DidPurchaseProcess> {
    const res = await api('POST', `/did-groups/${groupId}/purchase`, { country: 'US', ...order });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({ status: 'PROCESSING', message: didMessages.purchaseProcessing });
    await t.app.ctx.tasks.drain();
    return (await api('GET', `/did-groups/${groupId}/purchase-process`)).body.process as DidPurchaseProcess;
  }

  it('creates a group with the name rule and its messages', async () => {
    const group = await newGroup({ voiceEnabled: true });
    expect(group).toMatchObject({ country: 'US', dids: 0, voiceEnabled: true, didBuyable: true, setting: defaultDidGroupSetting() });
    const short = await api('POST', '/did-groups', { name: 'abc', country: 'US' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'name', message: 'Name must be longer than 3 characters' });
    const taken = await api('POST', '/did-groups', { name: ` ${group.name.toUpperCase()} `, country: 'US' });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ field: 'name', message: 'You contact group has already EXISTED, please use another name!' });
    const list = await api('GET', `/did-groups?name=${encodeURIComponent(group.name.toLowerCase())}`);
    expect(list.body.items.map((g: DidGroup) => g.id)).toEqual([group.id]);
    expect((await api('GET', '/did-groups/999999')).body).toMatchObject({ message: 'Group DID is not existed' });
  });

  it('saves settings with every switched-off toggle zeroed, and checks the sleep timer', async () => {
    const group = await newGroup();
    const setting = {
      ...defaultDidGroupSetting(),
      campaignCheck: false,
      deliveredThreshold: 40,
      clickedThreshold: 5,
      autoRelease: true,
      deliveredThresholdRelease: 30,
      autoReleaseClickRate: 1.5,
      didGroupOptimizationSettings: { enable: false, concurrentCheck: true, rotation: true, maxConcurrent: 9, messagePerCycle: 50 },
      forwardCallSetting: { phone: '+13125550100', workingWeekDays: [6, 2, 2], workingHourFrom: '09:00', workingHourTo: '17:30', timezone: 'America/Chicago' },
      sleepTimerSetting: { chkSleepTimer: false, startSleepTime: '22:00', endSleepTime: '06:00', weekDays: [1] },
    };
    const saved = await api('PUT', `/did-groups/${group.id}/settings`, setting);
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.body.setting).toMatchObject({
      campaignCheck: false, deliveredThreshold: 0, clickedThreshold: 0,
      autoRelease: true, deliveredThresholdRelease: 30, autoReleaseClickRate: 1.5,
      didGroupOptimizationSettings: { enable: false, concurrentCheck: false, rotation: false, maxConcurrent: 0, messagePerCycle: 0 },
      forwardCallSetting: { workingWeekDays: [2, 6], timezone: 'America/Chicago' },
      sleepTimerSetting: { chkSleepTimer: false, startSleepTime: '', endSleepTime: '', weekDays: [] },
    });

    const none = await api('PUT', `/did-groups/${group.id}/settings`, { sleepTimerSetting: { chkSleepTimer: true } });
    expect(none.body).toMatchObject({ message: 'You must select at least start-end sleep timer or week days' });
    const week = await api('PUT', `/did-groups/${group.id}/settings`, { sleepTimerSetting: { chkSleepTimer: true, weekDays: [1, 2, 3, 4, 5, 6, 7] } });
    expect(week.body).toMatchObject({ message: 'You cannot select the whole week to sleep' });
    const hours = await api('PUT', `/did-groups/${group.id}/settings`, { forwardCallSetting: { workingHourFrom: '18:00', workingHourTo: '09:00' } });
    expect(hours.body).toMatchObject({ field: 'forwardCallSetting.workingHourFrom' });
    const badGroup = await api('PUT', `/did-groups/${group.id}/settings`, { scrubSetting: { autoScrub: true, autoMoveBadDid: true, badDidGroupId: group.id } });
    expect(badGroup.status).toBe(400);
  });

  it('buys numbers: the vendor fills the order in steps, the numbers land in the group', async () => {
    const group = await newGroup();
    const process = await buy(group.id, { areaCode: '305', bulkPurchaseCount: 12 });
    expect(process).toMatchObject({ status: 'COMPLETED', ordered: 12, filled: 12, progress: 100 });
    expect(process.numbers.every((p) => p.startsWith('+1305'))).toBe(true);
    expect((await api('GET', `/did-groups/${group.id}`)).body).toMatchObject({ dids: 12, isPurchasing: false });
    const page = (await api('POST', `/did-groups/${group.id}/dids/search`, { pageSize: 20 })).body as DidPage;
    expect(page.total).toBe(12);
    expect(page.items.map((d) => d.phone).sort()).toEqual([...process.numbers].sort());
  });

  it('fills in part when the area code runs short, and fails when it has nothing', async () => {
    const stock = new SimulatedNumberVendor(0).stock('US', '415').length;
    const group = await newGroup();
    const partial = await buy(group.id, { areaCode: '415', bulkPurchaseCount: 100 });
    expect(partial).toMatchObject({ status: 'PARTIAL', ordered: 100, filled: stock });
    expect(partial.message).toContain('area code 415');
    const empty = await buy(group.id, { areaCode: '415', bulkPurchaseCount: 5 });
    expect(empty).toMatchObject({ status: 'FAILED', filled: 0, message: 'No more numbers are available in area code 415' });
    // 'nearby' goes on to area codes that share the first two digits.
    const nearby = await buy(group.id, { areaCode: '415', areaCodeSelectionMode: 'nearby', bulkPurchaseCount: 5 });
    expect(nearby.status).toBe('COMPLETED');
    expect(nearby.numbers.every((p) => p.startsWith('+141'))).toBe(true);
  });

  it('refuses an order over the cap, a second order while one runs, and another country', async () => {
    const group = await newGroup();
    const big = await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode: '212', bulkPurchaseCount: 101 });
    expect(big.body).toMatchObject({ field: 'bulkPurchaseCount', message: 'Quantity must be at most 100' });
    const noArea = await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', bulkPurchaseCount: 1 });
    expect(noArea.body).toMatchObject({ field: 'areaCode' });
    expect((await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode: '212', bulkPurchaseCount: 2 })).status).toBe(200);
    expect((await api('GET', `/did-groups/${group.id}`)).body.isPurchasing).toBe(true);
    expect((await api('POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode: '212', bulkPurchaseCount: 2 })).status).toBe(409);
    await t.app.ctx.tasks.drain();
    const gb = await api('POST', `/did-groups/${group.id}/purchase`, { country: 'GB', areaCode: '20', bulkPurchaseCount: 2 });
    expect(gb.body).toMatchObject({ field: 'country' });
  });

  it('lists numbers with search, sort, pages and stats over a date-hour range', async () => {
    const group = await newGroup();
    const { numbers } = await buy(group.id, { areaCode: '213', bulkPurchaseCount: 6 });
    const ids = (await t.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', group.id).execute());
    const idOf = (phone: string) => Number(ids.find((d) => d.phone === phone)!.id);
    await t.db.insertInto('did_hourly_stats').values([
      { did_id: idOf(numbers[0]!), hour: '26112208', sent: 100, delivered: 90, clicked: 7 },
      { did_id: idOf(numbers[0]!), hour: '26112310', sent: 50, delivered: 10, clicked: 1 },
      { did_id: idOf(numbers[1]!), hour: '26112310', sent: 10, delivered: 10, clicked: 0 },
    ]).execute();
    const all = (await api('POST', `/did-groups/${group.id}/dids/search`, { sortField: 'sent', sortDirection: 'DESC' })).body as DidPage;
    expect(all.items[0]).toMatchObject({ phone: numbers[0], sent: 150, delivered: 100, clicked: 8, deliveryRate: 66.67 });
    const day = (await api('POST', `/did-groups/${group.id}/dids/search`, { sortField: 'deliveryRate', sortDirection: 'DESC', startDateHour: '26112300', endDateHour: '26112323' })).body as DidPage;
    expect(day.items.slice(0, 2).map((d) => [d.phone, d.deliveryRate])).toEqual([[numbers[1], 100], [numbers[0], 20]]);
    const found = (await api('POST', `/did-groups/${group.id}/dids/search`, { didSearch: numbers[3]!.slice(-7) })).body as DidPage;
    expect(found.items.map((d) => d.phone)).toEqual([numbers[3]]);
    const paged = (await api('POST', `/did-groups/${group.id}/dids/search`, { pageSize: 4, pageNumber: 2, sortField: 'phone', sortDirection: 'ASC' })).body as DidPage;
    expect(paged.items.map((d) => d.phone)).toEqual([...numbers].sort().slice(4));
    const reversed = await api('POST', `/did-groups/${group.id}/dids/search`, { startDateHour: '26112400', endDateHour: '26112300' });
    expect(reversed.body).toMatchObject({ field: 'startDateHour' });
    expect((await api('POST', `/did-groups/${group.id}/dids/search`, { startDateHour: '26133000' })).status).toBe(400);
  });

  it('moves numbers by selection or amount, and releases them back to the vendor', async () => {
    const from = await newGroup();
    const to = await newGroup();
    await buy(from.id, { areaCode: '214', bulkPurchaseCount: 8 });
    const ids = (await t.db.selectFrom('dids').select('id').where('group_id', '=', from.id).orderBy('id').execute()).map((d) => Number(d.id));
    expect((await api('POST', `/did-groups/${from.id}/dids/move`, { dids: ids.slice(0, 2), targetGroupId: to.id })).body).toEqual({ moved: 2 });
    expect((await api('POST', `/did-groups/${from.id}/dids/move`, { amount: 3, targetGroupId: to.id })).body).toEqual({ moved: 3 });
    expect((await api('GET', `/did-groups/${to.id}`)).body.dids).toBe(5);
    expect((await api('POST', `/did-groups/${from.id}/dids/move`, { amount: 1, targetGroupId: from.id })).body).toMatchObject({ field: 'targetGroupId' });
    expect((await api('POST', `/did-groups/${from.id}/dids/move`, { targetGroupId: to.id })).body).toMatchObject({ field: 'dids' });

    const left = (await t.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', from.id).execute());
    expect((await api('POST', `/did-groups/${from.id}/dids/release`, { dids: [Number(left[0]!.id)] })).body).toEqual({ released: 1 });
    expect((await api('DELETE', `/did-groups/${from.id}/dids/${Number(left[1]!.id)}`)).body).toEqual({ ok: true });
    expect((await api('GET', `/did-groups/${from.id}`)).body.dids).toBe(1);
    // A released number is free again: another order may buy it.
    expect((await api('POST', `/did-groups/${from.id}/dids/release`, { dids: [ids[0]] })).status).toBe(400);
    expect((await api('DELETE', `/did-groups/${to.id}`)).body).toEqual({ ok: true });
    expect((await api('GET', `/did-groups/${to.id}`)).status).toBe(404);
  });

  it('releases the numbers below a delivery or click rate, and by the group\'s own thresholds', async () => {
    const group = await newGroup();
    const { numbers } = await buy(group.id, { areaCode: '219', bulkPurchaseCount: 4 });
    const rows = await t.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', group.id).execute();
    const idOf = (phone: string) => Number(rows.find((d) => d.phone === phone)!.id);
    // numbers[0]: 90% delivered, 10% clicked; [1]: 40% delivered, 5% clicked; [2]: 95% delivered, 1% clicked; [3] never sent.
    await t.db.insertInto('did_hourly_stats').values([
      { did_id: idOf(numbers[0]!), hour: '26112210', sent: 100, delivered: 90, clicked: 9 },
      { did_id: idOf(numbers[1]!), hour: '26112210', sent: 100, delivered: 40, clicked: 2 },
      { did_id: idOf(numbers[2]!), hour: '26112210', sent: 200, delivered: 190, clicked: 2 },
    ]).execute();
    const left = async () => ((await api('POST', `/did-groups/${group.id}/dids/search`, { sortField: 'phone' })).body as DidPage).items.map((d) => d.phone).sort();

    expect((await api('POST', `/did-groups/${group.id}/dids/release-by-rate`, { by: 'deliveryRate', below: 50 })).body).toEqual({ released: 1 });
    expect(await left()).toEqual([numbers[0], numbers[2], numbers[3]].sort());

    const off = await api('POST', `/did-groups/${group.id}/dids/release-now`);
    expect(off.body).toMatchObject({ field: 'autoRelease', message: 'Auto release is off for this group; switch it on in Settings first' });
    await api('PUT', `/did-groups/${group.id}/settings`, { autoRelease: true, deliveredThresholdRelease: 0, autoReleaseClickRate: 5 });
    // numbers[2] clicks 1.05% of what it delivered: under 5%; the number that never sent stays.
    expect((await api('POST', `/did-groups/${group.id}/dids/release-now`)).body).toEqual({ released: 1 });
    expect(await left()).toEqual([numbers[0], numbers[3]].sort());

    const bad = await api('POST', `/did-groups/${group.id}/dids/release-by-rate`, { by: 'clickRate', below: 101 });
    expect(bad.body).toMatchObject({ field: 'below', message: 'Rate must be at most 100' });
  });

  it("answers 404 'Group DID is not existed' to every call on another user's group", async () => {
    const group = await newGroup();
    await buy(group.id, { areaCode: '216', bulkPurchaseCount: 2 });
    const did = await t.db.selectFrom('dids').select('id').where('group_id', '=', group.id).executeTakeFirstOrThrow();
    const calls: Array<[('GET' | 'POST' | 'PUT' | 'DELETE'), string, unknown?]> = [
      ['GET', `/did-groups/${group.id}`],
      ['PUT', `/did-groups/${group.id}/settings`, {}],
      ['DELETE', `/did-groups/${group.id}`],
      ['POST', `/did-groups/${group.id}/dids/search`, {}],
      ['POST', `/did-groups/${group.id}/dids/move`, { amount: 1, targetGroupId: group.id }],
      ['POST', `/did-groups/${group.id}/dids/release`, { dids: [Number(did.id)] }],
      ['DELETE', `/did-groups/${group.id}/dids/${Number(did.id)}`],
      ['POST', `/did-groups/${group.id}/dids/release-by-rate`, { by: 'clickRate', below: 100 }],
      ['POST', `/did-groups/${group.id}/dids/release-now`],
      ['POST', `/did-groups/${group.id}/purchase`, { country: 'US', areaCode: '216', bulkPurchaseCount: 1 }],
      ['GET', `/did-groups/${group.id}/purchase-process`],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, body, other);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Group DID is not existed');
    }
    // Nor does it show in their list, nor can they move numbers into it.
    expect((await api('GET', '/did-groups', undefined, other)).body.items.map((g: DidGroup) => g.id)).not.toContain(group.id);
    expect((await api('GET', `/did-groups/${group.id}`)).body.dids).toBe(2);
  });
});
