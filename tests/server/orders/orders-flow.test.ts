// A bank order's life (decision 38): created waiting for payment, a proof moves it to processing,
// the Super-Admin marks the money received and releases part, then the rest; the balance grows by
// exactly the amount, once, however often the release is repeated; a rejected order fails with
// its reason. The user is notified of both ends. Only a reviewer may act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, DEMO, LOW, OrdersClient, PDF_BYTES } from './orders-client';

describe.each(dialects)('order transitions (%s)', (dialect) => {
  let t: TestApp;
  let demo: OrdersClient;
  let admin: OrdersClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await OrdersClient.signIn(t, DEMO);
    admin = await OrdersClient.signIn(t, ADMIN);
  });
  afterAll(async () => t?.close());

  const notes = async (who: OrdersClient) => (await who.call('POST', '/notifications', { action: 'get', limit: 50, offset: 0 })).body.items as { event: string; title: string; body: string; link: string }[];

  it('goes wait payment → processing → part release → succeeded, crediting the amount exactly once', async () => {
    const before = await demo.balance();
    const id = await demo.create(2500);
    expect(await demo.order(id)).toMatchObject({ status: 'wait-payment', amount: 2500, released: 0, processingFee: 25, type: 'bank', invoices: ['e-invoice', 'pre-payment'] });

    expect((await demo.upload(id, PDF_BYTES)).status).toBe(200);
    expect((await demo.order(id)).status).toBe('processing');

    // Releasing before the money is marked received is refused and credits nothing.
    expect((await admin.call('POST', `/orders/${id}/release`, { amountCents: 100_000 })).status).toBe(409);
    expect((await admin.call('POST', `/orders/${id}/receive`, {})).body.status).toBe('processing');

    const part = await admin.call('POST', `/orders/${id}/release`, { amountCents: 100_000 });
    expect(part.body).toMatchObject({ status: 'part-release', released: 1000 });
    expect(await demo.balance()).toBe(before + 100_000);

    const tooMuch = await admin.call('POST', `/orders/${id}/release`, { amountCents: 200_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Release amount must be at most $1,500.00');

    const rest = await admin.call('POST', `/orders/${id}/release`, {});
    expect(rest.body).toMatchObject({ status: 'succeeded', released: 2500, invoices: ['e-invoice', 'final'] });
    // A repeated release (a double click, a retry) answers the succeeded order and credits nothing.
    const again = await admin.call('POST', `/orders/${id}/release`, {});
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('succeeded');
    await Promise.all([admin.call('POST', `/orders/${id}/release`, { amountCents: 1 }), admin.call('POST', `/orders/${id}/release`, {})]);
    expect(await demo.balance()).toBe(before + 250_000);

    const rows = await t.db.selectFrom('credit_ledger').select(['amount_cents', 'idempotency_key']).where('reference', '=', `order:${id}`).orderBy('id').execute();
    expect(rows.map((r) => [Number(r.amount_cents), r.idempotency_key])).toEqual([
      [100_000, `order:${id}:release:100000`],
      [150_000, `order:${id}:release:250000`],
    ]);
    expect((await notes(demo))[0]).toMatchObject({ event: 'orderFinished', title: 'Bank order succeeded', link: `/settings/invoice/${id}?type=bank` });
    // A finished order takes no proof.
    expect((await demo.upload(id, PDF_BYTES)).status).toBe(409);
  });

  it('two racing releases of the same step credit once', async () => {
    const id = await demo.create(3000);
    await admin.call('POST', `/orders/${id}/receive`, {});
    const before = await demo.balance();
    const answers = await Promise.all([
      admin.call('POST', `/orders/${id}/release`, { amountCents: 50_000 }),
      admin.call('POST', `/orders/${id}/release`, { amountCents: 50_000 }),
    ]);
    const released = (await demo.order(id)).releasedCents as number;
    expect(await demo.balance()).toBe(before + released);
    expect(answers.filter((a) => a.status === 200).length * 50_000).toBe(released);
  });

  it('a rejected order fails with its reason and a credit invoice; the user is told', async () => {
    const id = await demo.create(2000);
    const failed = await admin.call('POST', `/orders/${id}/reject`, { reason: 'No transfer arrived within 30 days' });
    expect(failed.body).toMatchObject({ status: 'failed', failureMessage: 'No transfer arrived within 30 days', invoices: ['e-invoice', 'pre-payment', 'credit'] });
    expect((await admin.call('POST', `/orders/${id}/release`, {})).status).toBe(409);
    expect((await admin.call('POST', `/orders/${id}/receive`, {})).status).toBe(409);
    expect((await notes(demo))[0]).toMatchObject({ title: 'Bank order failed', body: expect.stringContaining('No transfer arrived within 30 days') });
    const list = await demo.call('POST', '/orders/list', { type: 'bank transfer', statuses: ['failed'] });
    expect(list.body.result.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.body.result.find((r: { id: number }) => r.id === id).failureMessage).toBe('No transfer arrived within 30 days');
  });

  it('refuses a part-released order a rejection, and a user without billingReview every review call', async () => {
    const id = await demo.create(2000);
    await admin.call('POST', `/orders/${id}/receive`, {});
    await admin.call('POST', `/orders/${id}/release`, { amountCents: 10_000 });
    expect((await admin.call('POST', `/orders/${id}/reject`, { reason: 'x' })).status).toBe(409);
    for (const [method, url] of [['POST', `/orders/${id}/release`], ['POST', `/orders/${id}/receive`], ['POST', `/orders/${id}/reject`], ['GET', '/orders/admin/list']] as const) {
      expect((await demo.call(method, url, method === 'POST' ? { reason: 'x' } : undefined)).status).toBe(403);
    }
    const page = await admin.call('GET', '/orders/admin/list?status=part-release');
    expect(page.body.items.map((o: { id: number }) => o.id)).toContain(id);
    expect(page.body.items.every((o: { status: string }) => o.status === 'part-release')).toBe(true);
  });

  it('creates bank orders of at least $2,000 unless a package, once per key', async () => {
    const small = await demo.call('GET', '/orders/add?amount=1999');
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ message: 'Package must be >= $2,000', field: 'amount' });
    // The Growth package costs $500: its own amount is fine.
    const pkg = await t.db.selectFrom('credit_packages').select('id').where('name', '=', 'Growth').executeTakeFirstOrThrow();
    const id = await demo.create(500, `&packageId=${pkg.id}`);
    expect((await demo.order(id)).amount).toBe(500);
    expect((await demo.call('GET', '/orders/add?amount=abc')).status).toBe(400);
    const a = await demo.create(2100, '&key=buy-1');
    const b = await demo.create(2100, '&key=buy-1');
    expect(a).toBe(b);
  });

  it('answers 404 for another user’s order, its proofs and its invoices', async () => {
    const id = await demo.create(2000);
    expect((await demo.upload(id, PDF_BYTES)).status).toBe(200);
    const proofId = (await demo.order(id)).proofs[0].id as number;
    const other = await OrdersClient.signIn(t, LOW);
    expect((await other.call('GET', `/orders/${id}`)).status).toBe(404);
    expect((await other.upload(id, PDF_BYTES)).status).toBe(404);
    expect((await other.call('GET', `/orders/pop/download?orderId=${id}&proofId=${proofId}`)).status).toBe(404);
    expect((await other.call('GET', `/orders/pop/delete?orderId=${id}&proofId=${proofId}`)).status).toBe(404);
    expect((await other.invoice(id, 'type=bank&invoiceType=pdf')).status).toBe(404);
    expect((await other.invoice(id, 'type=bank&invoiceType=xml')).status).toBe(404);
    expect((await other.call('POST', '/orders/list', { type: 'bank transfer' })).body.result).toEqual([]);
    // The proof is still there for its owner.
    expect((await demo.order(id)).proofs).toHaveLength(1);
  });
});
