// Domains, domain groups and domain buying through the API, on both databases: the group rules
// and settings, own domains (add, verify, release), the group's domains with performance over a
// date-hour range, migrate, merge and reset, buying through the simulated registrar (in full, in
// part, failing, charged per domain, refused up front without the credit), and another user's
// ids refused everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultDomainGroupSetting,
  domainMessages,
  type Domain,
  type DomainBuyingProcess,
  type DomainGroup,
  type DomainOffer,
  type GroupDomainPage,
} from '@domain/domains';
import { SimulatedRegistrar } from '@server/providers/registrar/simulated-registrar';
import { RELEASE_DELAY_MS } from '@server/modules/domains/domains-service';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const registrar = new SimulatedRegistrar(0);

describe.each(dialects)('Domains (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let poor: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    other = await signIn(t.app, 'admin@example.com', 'Admin#2026');
    poor = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = demo) => call(t.app, method, url, body, token);
  async function newGroup(token = demo): Promise<DomainGroup> {
    const res = await api('POST', '/domain-groups', { name: `Offer domains ${++n}` }, token);
    expect(res.status, res.raw.body).toBe(200);
    return res.body as DomainGroup;
  }
  async function addOwn(names: string[], groupId: number | null = null, token = demo): Promise<Domain[]> {
    const res = await api('POST', '/domains', { domains: names, groupId }, token);
    expect(res.status, res.raw.body).toBe(200);
    return res.body.added as Domain[];
  }
  /** Own domains the simulated DNS check passes (or fails), made unique per test. */
  function names(count: number, passes: boolean, stem = `own${++n}`): string[] {
    const out: string[] = [];
    for (let i = 0; out.length < count; i++) {
      const name = `${stem}-${i}.com`;
      if (registrar.checkDnsSync(name).ok === passes) out.push(name);
    }
    return out;
  }
  async function search(body: Record<string, unknown>): Promise<DomainOffer[]> {
    const res = await api('POST', '/domains/search-to-buy', body);
    expect(res.status, res.raw.body).toBe(200);
    return res.body.items as DomainOffer[];
  }
  async function buyAll(domains: string[], groupId: number): Promise<DomainBuyingProcess> {
    const res = await api('POST', '/domains/buy-by-batch', { domains, groupId });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({ status: 'PROCESSING', ordered: domains.length, results: [] });
    await t.app.ctx.tasks.drain();
    return (await api('GET', '/domains/buying-process')).body.process as DomainBuyingProcess;
  }
  const groupDomains = async (groupId: number, body: Record<string, unknown> = {}) =>
    (await api('POST', `/domain-groups/${groupId}/domains/search`, body)).body as GroupDomainPage;

  it('seeds the demo user a domain group of verified domains with a week of hourly figures, and one inactive domain', async () => {
    const groups = (await api('GET', '/domain-groups?name=main%20offers')).body.items as DomainGroup[];
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ active: true, totalDomain: 6, activeDomain: 6 });
    const page = await groupDomains(groups[0]!.id, { sortField: 'deliveryRate', sortDirection: 'ASC' });
    expect(page.items.every((d) => d.status === 'ACTIVE' && d.used > 0 && d.deliveryRate < 100)).toBe(true);
    expect(page.summary.deliveryRate).toBe(Math.round(((page.summary.used - page.summary.failed) / page.summary.used) * 100));
    const hours = await t.db.selectFrom('domain_hourly_stats').select('hour').where('domain_id', '=', page.items[0]!.id).execute();
    expect(new Set(hours.map((h) => h.hour.slice(0, 6))).size).toBeGreaterThanOrEqual(7);
    const inactive = (await api('GET', '/domains/inactive')).body.items as Domain[];
    expect(inactive.some((d) => d.status === 'FAILED' && d.errors.length > 0)).toBe(true);
  });

  it("creates, lists, reads and deletes groups with the spec's defaults and messages", async () => {
    const group = await newGroup();
    expect(group).toMatchObject({ totalDomain: 0, active: false, isBuying: false, setting: defaultDomainGroupSetting() });
    expect(group.setting).toEqual({ campaignCheck: false, deliveredThreshold: 0, autoRenew: false, deliveredThresholdRenew: 0, domainRotation: false, domainUsageThreshold: 0 });
    const taken = await api('POST', '/domain-groups', { name: ` ${group.name.toUpperCase()} ` });
    expect(taken.body).toMatchObject({ field: 'name', message: 'Name already existed, use another name' });
    expect((await api('POST', '/domain-groups', { name: 'ab' })).body).toMatchObject({ field: 'name', message: 'Name must be at least 3 character(s)!' });
    const second = await newGroup();
    const byName = await api('GET', `/domain-groups?name=${encodeURIComponent(second.name.toLowerCase())}`);
    expect(byName.body.items.map((g: DomainGroup) => g.id)).toEqual([second.id]);
    const paged = await api('GET', '/domain-groups?limit=1&offset=1');
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/domain-groups?limit=0')).status).toBe(400);
    // Deleting a group keeps its domains, in no group.
    const [own] = await addOwn(names(1, true), second.id);
    expect((await api('DELETE', `/domain-groups/${second.id}`)).body).toEqual({ ok: true });
    const missing = await api('GET', `/domain-groups/${second.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This domain group is not existed');
    const list = (await api('GET', `/domains?search=${own!.name}`)).body.items as Domain[];
    expect(list[0]).toMatchObject({ name: own!.name, groupId: null });
  });

  it('saves settings: thresholds 0-99, switched-off toggles keep no threshold', async () => {
    const group = await newGroup();
    const saved = await api('PUT', `/domain-groups/${group.id}/settings`, {
      campaignCheck: true, deliveredThreshold: 60, autoRenew: false, deliveredThresholdRenew: 40, domainRotation: true, domainUsageThreshold: 500,
    });
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.body.setting).toEqual({ campaignCheck: true, deliveredThreshold: 60, autoRenew: false, deliveredThresholdRenew: 0, domainRotation: true, domainUsageThreshold: 500 });
    expect((await api('GET', `/domain-groups/${group.id}`)).body.setting.deliveredThreshold).toBe(60);
    const high = await api('PUT', `/domain-groups/${group.id}/settings`, { campaignCheck: true, deliveredThreshold: 100 });
    expect(high.body).toMatchObject({ field: 'deliveredThreshold', message: 'Delivered threshold must be less or equal than 99!' });
    const text = await api('PUT', `/domain-groups/${group.id}/settings`, { domainUsageThreshold: '5' });
    expect(text.body).toMatchObject({ field: 'domainUsageThreshold', message: 'Domain usage threshold must be number type!' });
  });

  it('adds own domains: separators split by the client, format, accents and duplicates refused', async () => {
    const group = await newGroup();
    const fresh = names(2, true);
    const added = await addOwn([fresh[0]!.toUpperCase(), ` ${fresh[1]} `], group.id);
    expect(added.map((d) => [d.name, d.status, d.active, d.source, d.groupName])).toEqual([
      [fresh[0], 'PENDING', false, 'own', group.name],
      [fresh[1], 'PENDING', false, 'own', group.name],
    ]);
    const bad = async (domains: string[]) => (await api('POST', '/domains', { domains })).body;
    expect(await bad(['bad_name.com'])).toMatchObject({ field: 'domains', message: 'Domains: bad_name.com is incorrect format!' });
    expect(await bad(['tiếng.com'])).toMatchObject({ field: 'domains', message: 'Domains: tiếng.com must not contain accents' });
    expect(await bad(['x1.com', 'X1.com'])).toMatchObject({ field: 'domains', message: 'Domains: x1.com is duplicated' });
    expect(await bad([fresh[0]!])).toMatchObject({ field: 'domains', message: `Domains: ${fresh[0]} is already added` });
    // Another user can not add a name held here either: one row per name, system-wide.
    expect((await api('POST', '/domains', { domains: [fresh[1]] }, other)).status).toBe(400);
    expect((await api('POST', '/domains', { domains: names(1, true), groupId: 999_999 })).body).toMatchObject({ field: 'groupId', message: 'This domain group is not existed' });
  });

  it('verifies domains by their DNS, with setup errors, and verify all checks what is left', async () => {
    const good = await addOwn(names(2, true));
    const badNames = names(2, false);
    const bad = await addOwn(badNames);
    const res = await api('POST', '/domains/verify', { domains: [good[0]!.id, bad[0]!.id] });
    expect(res.status, res.raw.body).toBe(200);
    const byName = new Map((res.body.results as Array<{ domain: string; success: boolean; errors: string[] }>).map((r) => [r.domain, r]));
    expect(byName.get(good[0]!.name)).toMatchObject({ success: true, errors: [] });
    expect(byName.get(bad[0]!.name)).toMatchObject({ success: false });
    expect(byName.get(bad[0]!.name)!.errors[0]).toContain(`The A record of ${bad[0]!.name}`);
    const inactive = (await api('GET', '/domains/inactive?limit=100')).body.items as Domain[];
    expect(inactive.find((d) => d.id === bad[0]!.id)).toMatchObject({ status: 'FAILED', active: false });
    expect(inactive.find((d) => d.id === good[0]!.id)).toBeUndefined();

    const all = await api('POST', '/domains/verify-all');
    expect(all.body).toMatchObject({ message: 'Request verify all domain, the checking process is running' });
    expect(all.body.checked).toBeGreaterThanOrEqual(3);
    const left = (await api('GET', '/domains?limit=100')).body.items as Domain[];
    expect(left.find((d) => d.id === good[1]!.id)).toMatchObject({ status: 'ACTIVE', active: true });
    expect(left.find((d) => d.id === bad[1]!.id)?.status).toBe('FAILED');
  });

  it('releases domains in a few minutes, or now', async () => {
    const [a, b, c] = await addOwn(names(3, true));
    const res = await api('POST', '/domains/release', { domains: [a!.id, b!.id] });
    expect(res.body).toEqual({ message: 'Release request sent! The domain(s) will be released in few minutes!', released: 2 });
    const during = (await api('GET', '/domains/inactive?limit=100')).body.items as Domain[];
    expect(during.filter((d) => d.id === a!.id || d.id === b!.id).map((d) => d.status)).toEqual(['RELEASING', 'RELEASING']);
    t.clock.advance(RELEASE_DELAY_MS);
    const after = (await api('GET', '/domains?limit=100')).body.items as Domain[];
    expect(after.map((d) => d.id)).not.toContain(a!.id);
    // A released name is free again.
    expect((await addOwn([a!.name])).length).toBe(1);
    expect((await api('POST', '/domains/release-now', { domains: [c!.id] })).body.released).toBe(1);
    expect(((await api('GET', `/domains?search=${c!.name}`)).body.items as Domain[]).length).toBe(0);
  });

  it('lists a group\'s domains with used, failed, clicked over a date-hour range and the delivery rate', async () => {
    const group = await newGroup();
    const [a, b, c] = await addOwn(names(3, true), group.id);
    await t.db.insertInto('domain_hourly_stats').values([
      { domain_id: a!.id, hour: '26112208', used: 100, failed: 10, clicked: 7 },
      { domain_id: a!.id, hour: '26112310', used: 100, failed: 40, clicked: 1 },
      { domain_id: b!.id, hour: '26112310', used: 3, failed: 1, clicked: 0 },
    ]).execute();
    const all = await groupDomains(group.id, { sortField: 'used', sortDirection: 'DESC' });
    expect(all.items.map((d) => [d.name, d.used, d.failed, d.clicked, d.deliveryRate])).toEqual([
      [a!.name, 200, 50, 8, 75],
      [b!.name, 3, 1, 0, 67],
      [c!.name, 0, 0, 0, 100],
    ]);
    expect(all.summary).toEqual({ used: 203, failed: 51, clicked: 8, deliveryRate: 75 });
    const day = await groupDomains(group.id, { sortField: 'deliveryRate', sortDirection: 'ASC', startDateHour: '26112300', endDateHour: '26112323' });
    expect(day.items.map((d) => [d.name, d.deliveryRate])).toEqual([[a!.name, 60], [b!.name, 67], [c!.name, 100]]);
    expect(day.summary.used).toBe(103);
    const found = await groupDomains(group.id, { search: b!.name.slice(0, -4) });
    expect(found.items.map((d) => d.name)).toEqual([b!.name]);
    expect((await api('POST', `/domain-groups/${group.id}/domains/search`, { startDateHour: '26112400', endDateHour: '26112300' })).body).toMatchObject({ field: 'startDateHour' });

    // Reset: the group's counts start afresh.
    expect((await api('PUT', `/domain-groups/${group.id}/reset`)).body).toEqual({ reset: 3 });
    expect((await groupDomains(group.id)).summary).toEqual({ used: 0, failed: 0, clicked: 0, deliveryRate: 100 });
  });

  it('migrates domains by selection, by delivery threshold and by amount; merges groups', async () => {
    const from = await newGroup();
    const to = await newGroup();
    const [a, b, c, d] = await addOwn(names(4, true), from.id);
    await t.db.insertInto('domain_hourly_stats').values([
      { domain_id: a!.id, hour: '26112208', used: 10, failed: 8, clicked: 0 },
      { domain_id: b!.id, hour: '26112208', used: 10, failed: 1, clicked: 0 },
    ]).execute();
    const migrate = (body: Record<string, unknown>) => api('POST', `/domain-groups/${from.id}/migrate`, { targetGroupId: to.id, ...body });
    expect((await migrate({ deliveryThreshold: 50 })).body).toEqual({ migrated: 1 });
    expect((await migrate({ domains: [b!.id] })).body).toEqual({ migrated: 1 });
    expect((await migrate({ amount: 1 })).body).toEqual({ migrated: 1 });
    const moved = (await groupDomains(to.id)).items.map((x) => x.id).sort((x, y) => x - y);
    expect(moved).toEqual([a!.id, b!.id, c!.id]);
    expect((await groupDomains(from.id)).items.map((x) => x.id)).toEqual([d!.id]);
    expect((await migrate({})).body).toMatchObject({ field: 'domains', message: domainMessages.migrateWhat });
    expect((await migrate({ amount: 1, deliveryThreshold: 5 })).body).toMatchObject({ field: 'domains' });
    expect((await api('POST', `/domain-groups/${from.id}/migrate`, { targetGroupId: from.id, amount: 1 })).body).toMatchObject({ field: 'targetGroupId', message: domainMessages.targetSame });

    const merged = await api('POST', '/domain-groups/merge', { domainGroupIds: [from.id, to.id], newDomainGroupName: `Merged ${++n}`, deleteOriginalGroup: true });
    expect(merged.status, merged.raw.body).toBe(200);
    expect(merged.body).toMatchObject({ totalDomain: 4, active: false });
    expect((await api('GET', `/domain-groups/${from.id}`)).status).toBe(404);
    const keep = await newGroup();
    const keep2 = await newGroup();
    await addOwn(names(1, true), keep.id);
    const kept = await api('POST', '/domain-groups/merge', { domainGroupIds: [keep.id, keep2.id], newDomainGroupName: `Merged ${++n}` });
    expect(kept.body.totalDomain).toBe(1);
    expect((await api('GET', `/domain-groups/${keep.id}`)).body.totalDomain).toBe(0);
    expect((await api('POST', '/domain-groups/merge', { domainGroupIds: [keep.id], newDomainGroupName: 'Lonely' })).body).toMatchObject({ field: 'domainGroupIds', message: 'Domain groups must be at least two to merge' });
    expect((await api('POST', '/domain-groups/merge', { domainGroupIds: [keep.id, keep2.id], newDomainGroupName: kept.body.name })).body).toMatchObject({ field: 'newDomainGroupName', message: 'New domain group name already existed, use another name' });
  });

  it('searches names to buy by TLD and price, with unicode names when asked', async () => {
    const plain = await search({ tld: 'xyz', domain: 'Sunny Shop', price_from: 0, price_to: 100, quantity: 8 });
    expect(plain).toHaveLength(8);
    expect(plain.every((o) => o.domain.endsWith('.xyz') && o.domain.startsWith('sunny-shop') && !o.unicode)).toBe(true);
    expect(await search({ tld: 'xyz', domain: 'Sunny Shop', price_from: 0, price_to: 100, quantity: 8 })).toEqual(plain);
    const cheap = await search({ tld: 'com', domain: 'sunny', price_from: 0, price_to: 13, quantity: 20 });
    expect(cheap.every((o) => o.priceCents <= 1300)).toBe(true);
    const uni = await search({ tld: 'site', domain: 'café', unicodeIncluded: true, quantity: 20 });
    expect(uni.some((o) => o.unicode)).toBe(true);
    const badRange = await api('POST', '/domains/search-to-buy', { tld: 'xyz', domain: 'a', price_from: 5, price_to: 1 });
    expect(badRange.body).toMatchObject({ field: 'price_from', message: 'Price from must not be greater than price to' });
    expect((await api('POST', '/domains/search-to-buy', { tld: 'net', domain: 'a' })).body).toMatchObject({ field: 'tld' });
    expect((await api('POST', '/domains/search-to-buy', { tld: 'xyz', domain: 'a', quantity: '3' })).body).toMatchObject({ field: 'quantity', message: 'Quantity must be number type!' });
  });

  it('buys into a group: each domain charged as bought, failures reported per domain, the notice until dismissed', async () => {
    const group = await newGroup();
    const offers = await search({ tld: 'top', domain: 'partial fill', quantity: 20 });
    const failing = offers.filter((o) => registrar.failsAtRegistry(o.domain));
    const passing = offers.filter((o) => !registrar.failsAtRegistry(o.domain));
    expect(failing.length).toBeGreaterThan(0);
    const order = [...passing.slice(0, 3), failing[0]!];
    const before = await t.app.ctx.ledger.balance((await api('GET', '/users/me')).body.id);
    const process = await buyAll(order.map((o) => o.domain), group.id);
    expect(process).toMatchObject({ status: 'PARTIAL', ordered: 4, progress: 100, groupId: group.id });
    expect(process.results.map((r) => [r.domain, r.success])).toEqual(order.map((o, i) => [o.domain, i < 3]));
    expect(process.results[3]!.message).toBe(`The registry refused ${failing[0]!.domain}; try another name`);
    const paid = passing.slice(0, 3).reduce((sum, o) => sum + o.priceCents, 0);
    expect(process.chargedCents).toBe(paid);
    expect(await t.app.ctx.ledger.balance((await api('GET', '/users/me')).body.id)).toBe(before - paid);
    const inGroup = await groupDomains(group.id);
    expect(inGroup.items.map((d) => d.name).sort()).toEqual(passing.slice(0, 3).map((o) => o.domain).sort());
    expect(inGroup.items.every((d) => d.status === 'ACTIVE' && d.source === 'bought')).toBe(true);
    expect((await api('GET', `/domain-groups/${group.id}`)).body).toMatchObject({ totalDomain: 3, active: true, isBuying: false });

    // The notice stays until dismissed.
    expect((await api('GET', '/domains/buying-process')).body.process.id).toBe(process.id);
    expect((await api('POST', '/domains/buying-process/dismiss')).body).toEqual({ ok: true });
    expect((await api('GET', '/domains/buying-process')).body).toEqual({ process: null });

    // Bought names are no longer offered, nor can they be bought again.
    const again = await search({ tld: 'top', domain: 'partial fill', quantity: 20 });
    expect(again.map((o) => o.domain)).not.toContain(passing[0]!.domain);
    expect((await api('POST', '/domains/buy', { domain: passing[0]!.domain, groupId: group.id })).body).toMatchObject({ field: 'domains' });
  });

  it('fails an order the registry refuses whole, and refuses one the balance can not pay up front', async () => {
    const group = await newGroup();
    const offers = await search({ tld: 'fun', domain: 'all fail', quantity: 20 });
    const failing = offers.filter((o) => registrar.failsAtRegistry(o.domain));
    const res = await api('POST', '/domains/buy', { domain: failing[0]!.domain, groupId: group.id });
    expect(res.status, res.raw.body).toBe(200);
    await t.app.ctx.tasks.drain();
    const process = (await api('GET', '/domains/buying-process')).body.process as DomainBuyingProcess;
    expect(process).toMatchObject({ status: 'FAILED', chargedCents: 0, results: [{ domain: failing[0]!.domain, success: false }] });

    const poorGroup = await newGroup(poor);
    const refused = await api('POST', '/domains/buy', { domain: offers[0]!.domain, groupId: poorGroup.id }, poor);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Not enough credits');
    expect((await api('GET', '/domains/buying-process', undefined, poor)).body).toEqual({ process: null });
  });

  it('holds one order at a time and keeps a group being bought into', async () => {
    const group = await newGroup();
    const offers = await search({ tld: 'vip', domain: 'one at a time', quantity: 4 });
    expect((await api('POST', '/domains/buy-by-batch', { domains: offers.slice(0, 2).map((o) => o.domain), groupId: group.id })).status).toBe(200);
    expect((await api('GET', `/domain-groups/${group.id}`)).body.isBuying).toBe(true);
    expect((await api('GET', '/domains/buying-process')).body.process).toMatchObject({ status: 'PROCESSING', message: domainMessages.buying });
    expect((await api('POST', '/domains/buy', { domain: offers[2]!.domain, groupId: group.id })).status).toBe(409);
    expect((await api('DELETE', `/domain-groups/${group.id}`)).status).toBe(409);
    // Dismissing while it runs does not hide it.
    await api('POST', '/domains/buying-process/dismiss');
    expect((await api('GET', '/domains/buying-process')).body.process.status).toBe('PROCESSING');
    await t.app.ctx.tasks.drain();
    expect((await api('GET', '/domains/buying-process')).body.process).toBeNull();
    expect((await api('POST', '/domains/buy-by-batch', { domains: ['a.xyz', 'a.xyz'], groupId: group.id })).body).toMatchObject({ field: 'domains' });
  });

  it("answers 404 to every call on another user's group or domain", async () => {
    const group = await newGroup();
    const [own] = await addOwn(names(1, true), group.id);
    const mine = await newGroup(other);
    const groupCalls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/domain-groups/${group.id}`],
      ['PUT', `/domain-groups/${group.id}/settings`, {}],
      ['DELETE', `/domain-groups/${group.id}`],
      ['POST', `/domain-groups/${group.id}/domains/search`, {}],
      ['POST', `/domain-groups/${group.id}/migrate`, { targetGroupId: mine.id, amount: 1 }],
      ['PUT', `/domain-groups/${group.id}/reset`],
      ['POST', '/domain-groups/merge', { domainGroupIds: [group.id, mine.id], newDomainGroupName: 'Stolen group' }],
      ['POST', '/domains/buy', { domain: 'someone-else.xyz', groupId: group.id }],
    ];
    for (const [method, url, body] of groupCalls) {
      const res = await api(method, url, body, other);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('This domain group is not existed');
    }
    for (const url of ['/domains/verify', '/domains/release', '/domains/release-now']) {
      const res = await api('POST', url, { domains: [own!.id] }, other);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe('This domain is not existed');
    }
    const theirs = (await api('GET', '/domains?limit=100', undefined, other)).body.items as Domain[];
    expect(theirs.map((d) => d.id)).not.toContain(own!.id);
    expect((await api('POST', `/domain-groups/${mine.id}/migrate`, { targetGroupId: group.id, amount: 1 }, other)).body).toMatchObject({ field: 'targetGroupId' });
    expect((await api('GET', `/domain-groups/${group.id}`)).body.totalDomain).toBe(1);
  });
});
