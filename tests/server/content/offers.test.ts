// Offers through the API, on both databases: the field rules with messages naming the field,
// domains stored in their normal form, the list filter (url, title, message) 5 a page, update,
// delete answering 'ok', and another user's offer refused on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@domain/offers';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('offers (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    other = await signIn(t.app, 'demo@example.com', 'Demo#2026');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = me) => call(t.app, method, url, body, token);
  const valid = { title: 'Spring sale', url: 'https://shop.example.com/spring', message: 'Spring sale: 20% off everything' };
  async function create(extra: Record<string, unknown> = {}): Promise<Offer> {
    const res = await api('POST', '/offers', { ...valid, ...extra });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as Offer;
  }

  it('refuses bad fields with messages naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required field!'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be lesser 200 character(s)!'],
      [{ url: 'not a url' }, 'url', 'Url is incorrect format!'],
      [{ url: 'ftp://files.example.com/x' }, 'url', 'Url is incorrect format!'],
      [{ message: '   ' }, 'message', 'Message is required field!'],
      [{ message: 'x'.repeat(9001) }, 'message', 'Message must be lesser 9000 character(s)!'],
      [{ domains: ['good.com', 'bad domain'] }, 'domains.1', 'Domain bad domain is incorrect format!'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api('POST', '/offers', { ...valid, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
  });

  it('stores domains normalised and titles trimmed', async () => {
    const offer = await create({ title: '  Trimmed  ', domains: ['HTTPS://www.Deals.Example.com/path?q=1', 'deals.example.com', 'go.example.net:8080', ' '] });
    expect(offer.title).toBe('Trimmed');
    expect(offer.domains).toEqual(['deals.example.com', 'go.example.net']);
    expect((await api('GET', `/offers/${offer.id}`)).body).toEqual(offer);
  });

  it('lists 5 a page, newest first, filtered by url, title and message', async () => {
    const made: Offer[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await create({ title: `Paged offer ${i}`, url: `https://paged${i}.example.com/`, message: `Paged message ${i}` }));
    const first = await api('GET', '/offers?title=paged%20offer');
    expect(first.body.total).toBe(7);
    expect(first.body.items.map((o: Offer) => o.title)).toEqual(['Paged offer 6', 'Paged offer 5', 'Paged offer 4', 'Paged offer 3', 'Paged offer 2']);
    const second = await api('GET', '/offers?title=paged%20offer&offset=5');
    expect(second.body.items.map((o: Offer) => o.title)).toEqual(['Paged offer 1', 'Paged offer 0']);
    expect((await api('GET', '/offers?url=PAGED3')).body.items.map((o: Offer) => o.id)).toEqual([made[3]!.id]);
    expect((await api('GET', '/offers?message=message%204')).body.items.map((o: Offer) => o.id)).toEqual([made[4]!.id]);
    expect((await api('GET', '/offers?title=%25')).body.total).toBe(0);
  });

  it('updates and deletes with an ok reply', async () => {
    const offer = await create();
    const updated = await api('PUT', `/offers/${offer.id}`, { ...valid, title: 'Renamed', domains: ['WWW.New.io'] });
    expect(updated.body).toMatchObject({ id: offer.id, title: 'Renamed', domains: ['new.io'] });
    const gone = await api('DELETE', `/offers/${offer.id}`);
    expect(gone.body).toEqual({ message: 'ok' });
    const again = await api('DELETE', `/offers/${offer.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Offer is not existed');
  });

  it("answers 404 for another user's offer on every call", async () => {
    const offer = await create({ title: 'Private offer' });
    for (const [method, body] of [['GET'], ['PUT', valid], ['DELETE']] as const) {
      const res = await api(method, `/offers/${offer.id}`, body, other);
      expect(res.status, method).toBe(404);
    }
    expect((await api('GET', '/offers?title=private%20offer', undefined, other)).body.total).toBe(0);
    expect((await api('GET', `/offers/${offer.id}`)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/offers')).status).toBe(401);
  });
});
