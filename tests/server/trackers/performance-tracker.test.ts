// The performance tracker: every domain and DID of the user across groups, summed over a date-hour
// range from the hourly tables, with the group page's rates; search by name or group, sort, pages
// and the count call; another user's numbers and domains never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DidPerformancePage, DomainPerformancePage } from '@domain/performance-tracker';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER, StatsClient } from '../stats/stats-client';
import { didGroupWith, domainGroupWith } from './tracker-data';

describe.each(dialects)('performance tracker (%s)', (dialect) => {
  let t: TestApp;
  let demo: StatsClient;
  let other: StatsClient;
  const range = { startDateHour: '26030108', endDateHour: '26030110' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await StatsClient.signIn(t);
    other = await StatsClient.signIn(t, OTHER);
    const me = await demo.userId();
    await domainGroupWith(t, me, 'TRK alpha group', {
      'alpha-one.com': [
        { hour: '26030107', a: 1000, b: 0, clicked: 0 },
        { hour: '26030108', a: 100, b: 10, clicked: 9 },
        { hour: '26030110', a: 50, b: 40, clicked: 1 },
        { hour: '26030111', a: 7, b: 7, clicked: 0 },
      ],
      'alpha-two.com': [{ hour: '26030109', a: 10, b: 0, clicked: 0 }],
      'alpha-three.com': [],
    });
    await didGroupWith(t, me, 'TRK numbers', {
      '+13125550001': [
        { hour: '26030108', a: 100, b: 90, clicked: 9 },
        { hour: '26030110', a: 50, b: 10, clicked: 1 },
        { hour: '26030112', a: 500, b: 500, clicked: 0 },
      ],
      '+13125550002': [{ hour: '26030109', a: 10, b: 10, clicked: 0 }],
    });
    const them = await other.userId();
    await domainGroupWith(t, them, 'TRK theirs', { 'theirs.com': [{ hour: '26030108', a: 5, b: 1, clicked: 1 }] });
    await didGroupWith(t, them, 'TRK their numbers', { '+13125550099': [{ hour: '26030108', a: 5, b: 5, clicked: 1 }] });
  });
  afterAll(async () => t?.close());

  const domains = async (who: StatsClient, body: object) => {
    const res = await who.call('POST', '/performance-tracker/domains/search', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as DomainPerformancePage).items;
  };
  const dids = async (who: StatsClient, body: object) => {
    const res = await who.call('POST', '/performance-tracker/dids/search', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as DidPerformancePage).items;
  };

  it('sums each domain over the date-hour range, both ends included, with the group page’s rates', async () => {
    const items = await domains(demo, { search: 'TRK alpha', ...range, sortField: 'used', sortDirection: 'DESC' });
    expect(items).toEqual([
      expect.objectContaining({ name: 'alpha-one.com', groupName: 'TRK alpha group', status: 'ACTIVE', used: 150, failed: 50, clicked: 10, deliveryRate: 67, clickRate: 10 }),
      expect.objectContaining({ name: 'alpha-two.com', used: 10, failed: 0, clicked: 0, deliveryRate: 100, clickRate: 0 }),
      expect.objectContaining({ name: 'alpha-three.com', used: 0, failed: 0, clicked: 0, deliveryRate: 100, clickRate: 0 }),
    ]);
    const lastHour = await domains(demo, { search: 'alpha-one', startDateHour: '26030110', endDateHour: '26030110' });
    expect(lastHour[0]).toMatchObject({ used: 50, failed: 40, clicked: 1, deliveryRate: 20, clickRate: 10 });
    const allTime = await domains(demo, { search: 'alpha-one' });
    expect(allTime[0]).toMatchObject({ used: 1157, failed: 57, clicked: 10 });
  });

  it('sums each DID over the range with delivery and click rates, its group and status', async () => {
    const items = await dids(demo, { search: 'TRK numbers', ...range, sortField: 'sent' });
    expect(items).toEqual([
      expect.objectContaining({ phone: '+13125550001', groupName: 'TRK numbers', status: 'ACTIVE', sent: 150, delivered: 100, clicked: 10, deliveryRate: 66.67, clickRate: 10 }),
      expect.objectContaining({ phone: '+13125550002', sent: 10, delivered: 10, clicked: 0, deliveryRate: 100, clickRate: 0 }),
    ]);
    const byDigits = await dids(demo, { search: '555-0002', ...range });
    expect(byDigits.map((d) => d.phone)).toEqual(['+13125550002']);
  });

  it('searches by name or group, sorts, pages by the page size and counts what the search matches', async () => {
    expect((await domains(demo, { search: 'alpha-two' })).map((d) => d.name)).toEqual(['alpha-two.com']);
    const byRate = await domains(demo, { search: 'TRK alpha', ...range, sortField: 'deliveryRate', sortDirection: 'ASC' });
    expect(byRate[0]!.name).toBe('alpha-one.com');
    const byName = await domains(demo, { search: 'TRK alpha', sortField: 'name', sortDirection: 'ASC', pageSize: 2, pageNumber: 2 });
    expect(byName.map((d) => d.name)).toEqual(['alpha-two.com']);
    const count = await demo.call('POST', '/performance-tracker/domains/count', { search: 'TRK alpha', ...range });
    expect(count.body).toEqual({ total: 3 });
    expect((await demo.call('POST', '/performance-tracker/dids/count', { search: 'TRK numbers' })).body).toEqual({ total: 2 });
    // The demo's own seeded domains and numbers are there too: 50 a page by default.
    const all = await demo.call('POST', '/performance-tracker/domains/count', {});
    expect((all.body as { total: number }).total).toBeGreaterThan(3);
    expect((await domains(demo, {})).length).toBe(Math.min(50, (all.body as { total: number }).total));
  });

  it('never shows another user’s domains or numbers', async () => {
    expect(await domains(other, { search: 'TRK alpha' })).toEqual([]);
    expect(await dids(other, { search: 'TRK numbers' })).toEqual([]);
    expect((await other.call('POST', '/performance-tracker/domains/count', { search: 'alpha' })).body).toEqual({ total: 0 });
    expect((await domains(other, { search: 'TRK' })).map((d) => d.name)).toEqual(['theirs.com']);
    expect((await dids(demo, { search: 'TRK' })).map((d) => d.phone)).not.toContain('+13125550099');
    expect((await domains(demo, { search: 'theirs' }))).toEqual([]);
  });

  it('refuses a start after the end and a malformed date hour, naming the field, and needs a session', async () => {
    const reversed = await demo.call('POST', '/performance-tracker/dids/search', { startDateHour: '26030111', endDateHour: '26030110' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('startDateHour');
    const malformed = await demo.call('POST', '/performance-tracker/domains/count', { endDateHour: '26133110' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('endDateHour');
    expect((await call(t.app, 'POST', '/performance-tracker/domains/search', {})).status).toBe(401);
  });

  it('lists the tracker calls in /api/docs', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object);
    for (const path of ['domains/search', 'domains/count', 'dids/search', 'dids/count']) expect(paths).toContain(`/api/v1/performance-tracker/${path}`);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/error-tracker', '/api/v1/error-tracker/examples']));
  });
});
