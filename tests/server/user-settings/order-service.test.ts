// The Order service tab's volume orders: the spec's limits (volume 1,000-10,000,000, duration
// 1-365 days), the price from the price table shown before the order is made, an order refused with
// a clear message when the balance does not cover it, the list with each order's status, every
// user's own, and an admin's accept or decline. Nothing is charged by an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from '../contacts/contacts-client';

describe.each(dialects)('order service (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let admin: ContactsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    admin = await ContactsClient.signIn(t, OTHER);
  });
  afterAll(async () => t?.close());

  const balance = async (who: ContactsClient) => (await who.call('GET', '/users/me')).body.balanceCents as number;
  /** The price table's highest SMS price for `volume` messages, in cents rounded up. */
  const smsPrice = async (volume: number) => {
    const prices = (await demo.call('GET', '/config/price-table')).body as { messageType: string; unitPriceMillicents: number }[];
    const unit = Math.max(...prices.filter((p) => p.messageType === 'SMS').map((p) => p.unitPriceMillicents));
    return Math.ceil((unit * volume) / 1000);
  };

  it('refuses a volume or duration out of the spec limits, naming the field', async () => {
    const asks = async (body: Record<string, unknown>) => (await demo.call('POST', '/premium/check-credit', body)).body;
    expect(await asks({ duration: 30, volume: 999, messageType: 'SMS' })).toMatchObject({ field: 'volume', message: 'Volume must be equal or larger than 1000!' });
    expect(await asks({ duration: 30, volume: 10_000_001, messageType: 'SMS' })).toMatchObject({ field: 'volume', message: 'Volume must be less or equal than 10000000!' });
    expect(await asks({ duration: 0, volume: 5000, messageType: 'SMS' })).toMatchObject({ field: 'duration', message: 'Duration must be equal or larger than 1!' });
    expect(await asks({ duration: 366, volume: 5000, messageType: 'SMS' })).toMatchObject({ field: 'duration', message: 'Duration must be less or equal than 365!' });
    expect(await asks({ duration: 30, volume: 5000, messageType: 'FAX' })).toMatchObject({ field: 'messageType' });
    expect((await demo.call('POST', '/premium/create-order', { duration: 30, volume: 999, messageType: 'SMS' })).status).toBe(400);
  });

  it('prices the order from the price table and says whether the balance covers it', async () => {
    const res = await demo.call('POST', '/premium/check-credit', { duration: 30, volume: 20_000, messageType: 'SMS' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ priceCents: await smsPrice(20_000), balanceCents: await balance(demo), enough: true });
  });

  it('creates a pending order without charging, lists it, and refuses one the balance does not cover', async () => {
    const before = await balance(demo);
    const listed = (await demo.call('POST', '/premium/list-order')).body.items as unknown[];
    const made = await demo.call('POST', '/premium/create-order', { duration: 14, volume: 20_000, messageType: 'SMS' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ duration: 14, volume: 20_000, messageType: 'SMS', priceCents: await smsPrice(20_000), status: 'Pending', decidedAt: null });
    expect(await balance(demo)).toBe(before);
    const after = (await demo.call('POST', '/premium/list-order')).body.items;
    expect(after).toHaveLength(listed.length + 1);
    expect(after[0]).toEqual(made.body);

    const short = await demo.call('POST', '/premium/create-order', { duration: 365, volume: 10_000_000, messageType: 'SMS' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('volume');
    expect(short.body.message).toMatch(/^Your balance of \$[\d,.]+ does not cover this order's \$[\d,.]+: please add credit first$/);
    expect((await demo.call('POST', '/premium/list-order')).body.items).toHaveLength(listed.length + 1);
    // Another user sees none of it.
    expect((await admin.call('POST', '/premium/list-order')).body.items.map((o: { id: number }) => o.id)).not.toContain(made.body.id);
  });

  it("lets the Super-Admin accept or decline a pending order, once; a user cannot decide their own", async () => {
    const made = (await demo.call('POST', '/premium/create-order', { duration: 7, volume: 1000, messageType: 'SMS' })).body;
    expect((await demo.call('POST', `/admin/premium/${made.id}/decide`, { status: 'Accepted' })).status).toBe(403);
    const accepted = await admin.call('POST', `/admin/premium/${made.id}/decide`, { status: 'Accepted' });
    expect(accepted.body).toMatchObject({ id: made.id, status: 'Accepted' });
    expect((await admin.call('POST', `/admin/premium/${made.id}/decide`, { status: 'Declined' })).body).toMatchObject({ message: 'This order was already decided' });
    expect((await demo.call('POST', '/premium/list-order')).body.items.find((o: { id: number }) => o.id === made.id).status).toBe('Accepted');
    expect((await admin.call('POST', '/admin/premium/999999/decide', { status: 'Declined' })).status).toBe(404);
  });

  it("lists every user's orders for the Super-Admin, filtered by status, with who made them; others get 403", async () => {
    const made = (await demo.call('POST', '/premium/create-order', { duration: 3, volume: 2000, messageType: 'SMS' })).body;
    const all = await admin.call('GET', '/admin/premium');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(all.body.items.length);
    expect(all.body.items[0]).toMatchObject({ id: made.id, status: 'Pending', username: expect.any(String), email: 'demo@example.com' });
    const pending = (await admin.call('GET', '/admin/premium?status=Pending')).body.items as { status: string }[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((o) => o.status === 'Pending')).toBe(true);
    const declined = await admin.call('POST', `/admin/premium/${made.id}/decide`, { status: 'Declined' });
    expect(declined.body.status).toBe('Declined');
    expect((await admin.call('GET', '/admin/premium?status=Pending')).body.items.map((o: { id: number }) => o.id)).not.toContain(made.id);
    expect((await admin.call('GET', '/admin/premium?status=Declined')).body.items.map((o: { id: number }) => o.id)).toContain(made.id);
    expect((await admin.call('GET', '/admin/premium?status=Lost')).body).toMatchObject({ field: 'status' });
    expect((await admin.call('GET', '/admin/premium?limit=0')).body).toMatchObject({ field: 'limit' });
    expect((await demo.call('GET', '/admin/premium')).status).toBe(403);
  });

  it('shows the seeded demo orders: one accepted, one pending', async () => {
    const statuses = (await demo.call('POST', '/premium/list-order')).body.items.map((o: { status: string }) => o.status);
    expect(statuses).toEqual(expect.arrayContaining(['Accepted', 'Pending']));
  });
});
