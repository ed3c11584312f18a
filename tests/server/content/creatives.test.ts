// Creatives through the API, on both databases: field rules naming the field, countries required
// by an approval route, the approval flow (PENDING until a Super-Admin decides, again after an
// edit; nobody else may decide), search filters and sort, CSV export, delete, spintax generate and
// preview, the template assistant, and another user's creative refused on every call.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Creative } from '@domain/creatives';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('creatives (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  let admin: string;
  let approvalRoute: number;
  let openRoute: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    other = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    admin = await signIn(t.app, 'admin@example.com', 'Admin#2026');
    const routes = await t.db.selectFrom('routes').select(['id', 'creative_approval_required']).where('status', '=', 'active').orderBy('id').execute();
    approvalRoute = Number(routes.find((r) => r.creative_approval_required === 1)!.id);
    openRoute = Number(routes.find((r) => r.creative_approval_required === 0)!.id);
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = me) => call(t.app, method, url, body, token);
  const valid = { title: 'Welcome', message: 'Hi [fName], welcome aboard!' };
  async function create(extra: Record<string, unknown> = {}): Promise<Creative> {
    const res = await api('POST', '/creatives', { ...valid, ...extra });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as Creative;
  }

  it('refuses bad fields with messages naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ' }, 'title', 'Title is required field!'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be lesser 200 character(s)!'],
      [{ message: '' }, 'message', 'Message is required field!'],
      [{ message: 'x'.repeat(9001) }, 'message', 'Message must be lesser 9000 character(s)!'],
      [{ routeId: 999_999 }, 'routeId', 'Route is incorrect format!'],
      [{ routeId: approvalRoute }, 'countries', 'Countries is required field!'],
      [{ routeId: approvalRoute, countries: ['ZZ'] }, 'countries', 'Countries is incorrect format!'],
      [{ countries: ['usa'] }, 'countries.0', 'Countries is incorrect format!'],
      [{ routeId: 'one' }, 'routeId', 'Route must be number type!'],
      [{ variables: [{ name: 'promo', value: 'X' }] }, 'variables.0.name', 'Name must be in square brackets, like [promo]'],
      [{ variables: [{ name: '[FNAME]', value: 'X' }] }, 'variables.0.name', 'Name [FNAME] is a system variable; use another name'],
      [{ variables: [{ name: '[promo]', value: 'A' }, { name: '[Promo]', value: 'B' }] }, 'variables.1.name', 'Name [Promo] is already defined'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api('POST', '/creatives', { ...valid, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
  });

  it('approves at once on an open route and waits for a Super-Admin on an approval route', async () => {
    const open = await create({ routeId: openRoute, variables: [{ name: '[promo]', value: 'SAVE10' }] });
    expect(open).toMatchObject({ approvalStatus: 'APPROVED', routeId: openRoute, variables: [{ name: '[promo]', value: 'SAVE10' }] });
    const waiting = await create({ title: 'Needs review', routeId: approvalRoute, countries: ['us', 'CA', 'US'] });
    expect(waiting).toMatchObject({ approvalStatus: 'PENDING', countries: ['US', 'CA'], owner: 'lowbalance@example.com' });

    // Only a Super-Admin decides, and sees every user's pending creatives.
    expect((await api('PUT', `/admin/creatives/${waiting.id}/approval`, { approvalStatus: 'APPROVED' })).status).toBe(403);
    expect((await api('GET', '/admin/creatives')).status).toBe(403);
    const queue = await api('GET', '/admin/creatives?approvalStatus=PENDING', undefined, admin);
    expect(queue.body.items.map((c: Creative) => c.id)).toContain(waiting.id);
    const approved = await api('PUT', `/admin/creatives/${waiting.id}/approval`, { approvalStatus: 'APPROVED' }, admin);
    expect(approved.body).toMatchObject({ id: waiting.id, approvalStatus: 'APPROVED' });
    expect((await api('GET', `/creatives/${waiting.id}`)).body.approvalStatus).toBe('APPROVED');

    // An edit resubmits it.
    const edited = await api('PUT', `/creatives/${waiting.id}`, { ...valid, title: 'Needs review', routeId: approvalRoute, countries: ['US'] });
    expect(edited.body.approvalStatus).toBe('PENDING');
    const rejected = await api('PUT', `/admin/creatives/${waiting.id}/approval`, { approvalStatus: 'REJECTED' }, admin);
    expect(rejected.body.approvalStatus).toBe('REJECTED');
    const bad = await api('PUT', `/admin/creatives/${waiting.id}/approval`, { approvalStatus: 'PENDING' }, admin);
    expect(bad.status).toBe(400);
    expect((await api('PUT', '/admin/creatives/999999/approval', { approvalStatus: 'APPROVED' }, admin)).status).toBe(404);
  });

  it('searches by message, title, route and approval, sorted and paged', async () => {
    const a = await create({ title: 'Search Alpha', message: 'Alpha zebra text', routeId: openRoute });
    const b = await create({ title: 'Search Beta', message: 'Beta zebra text', routeId: approvalRoute, countries: ['US'] });
    const c = await create({ title: 'Search Gamma', message: 'Gamma text' });
    const ids = async (query: string) => ((await api('GET', `/creatives?${query}`)).body.items as Creative[]).map((x) => x.id);
    expect(await ids('title=search&sortBy=title&sortDirection=ASC')).toEqual([a.id, b.id, c.id]);
    expect(await ids('title=search')).toEqual([c.id, b.id, a.id]);
    expect(await ids('message=ZEBRA')).toEqual([b.id, a.id]);
    expect(await ids(`title=search&routeId=${approvalRoute}`)).toEqual([b.id]);
    expect(await ids('title=search&approvalStatus=PENDING')).toEqual([b.id]);
    expect(await ids('title=search&limit=1&offset=1')).toEqual([b.id]);
    const page = await api('GET', '/creatives');
    expect(page.body.items.length).toBeLessThanOrEqual(50);
    expect((await api('GET', '/creatives?approvalStatus=MAYBE')).status).toBe(400);
  });

  it('exports the filtered creatives as CSV', async () => {
    await create({ title: 'Export, "quoted"', message: 'Line one\nLine two' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/creatives/export?title=export', headers: { 'x-session-id': me } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(res.body.trim()).data;
    expect(rows[0]).toEqual(['id', 'title', 'message', 'route', 'countries', 'attachments', 'approvalStatus', 'createdAt']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[5], r[6]])).toEqual([['Export, "quoted"', 'Line one\nLine two', '', 'APPROVED']]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/creatives/export?title=export', headers: { 'x-session-id': other } });
    expect(Papa.parse<string[]>(theirs.body.trim()).data).toHaveLength(1);
  });

  it('deletes with an ok reply, and refuses another user on every call', async () => {
    const mine = await create({ title: 'Private creative' });
    for (const [method, body] of [['GET'], ['PUT', valid], ['DELETE']] as const) {
      expect((await api(method, `/creatives/${mine.id}`, body, other)).status, method).toBe(404);
    }
    expect((await api('GET', '/creatives?title=private%20creative', undefined, other)).body.total).toBe(0);
    expect((await api('DELETE', `/creatives/${mine.id}`)).body).toEqual({ message: 'ok' });
    const again = await api('GET', `/creatives/${mine.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Creative is not existed');
  });

  it('generates spintax, or answers "fail" when nothing can vary', async () => {
    const res = await api('POST', '/creatives/spintax/generate', { message: 'Hi Ann, get your free gift now' });
    expect(res.body.message).toBe('{Hi|Hello|Hey} Ann, {get|grab|claim} your {free|complimentary|no-cost} gift {now|today|right now}');
    expect((await api('POST', '/creatives/spintax/generate', { message: 'Zzz qqq' })).body.message).toBe('fail');
    expect((await api('POST', '/creatives/spintax/generate', { message: '' })).body).toMatchObject({ field: 'message' });
  });

  it('previews one spin with markup and line breaks stripped', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await api('POST', '/creatives/spintax/preview', { message: '<b>{Hi|Hello}</b>\n{Ann|Bo}!' });
      expect(['Hi Ann!', 'Hi Bo!', 'Hello Ann!', 'Hello Bo!']).toContain(res.body.message);
    }
  });

  it('writes creatives with the template assistant', async () => {
    const res = await api('POST', '/creatives/assistant', { prompt: 'Summer shoes at half price.', count: 2, maxCharCount: 160 });
    expect(res.body.provider).toBe('template');
    const lines = (res.body.answer as string).split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^SMS 1: .*Summer shoes at half price/);
    expect(lines[1]).toMatch(/^SMS 2: /);
    expect((await api('POST', '/creatives/assistant', { prompt: 'x', count: 11 })).body).toMatchObject({ field: 'count', message: 'Count must be less or equal than 10!' });
  });
});
