// Proof limits (PDF by its bytes, 16MB, only while waiting for payment or processing; a new proof
// replaces the old) and the invoices: real PDFs whose text carries the amounts, UBL 2.1 XML that
// parses with the right totals, card charges' invoices, and the listing of card charges by afterId.
import { createRequire } from 'node:module';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, DEMO, OrdersClient, PDF_BYTES } from './orders-client';

// jsdom ships no types; its DOMParser is the standard one.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

function parseXml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const cbc = (doc: Document, name: string) => [...doc.getElementsByTagNameNS('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', name)].map((e) => e.textContent);

describe.each(dialects)('proofs and invoices (%s)', (dialect) => {
  let t: TestApp;
  let demo: OrdersClient;
  let admin: OrdersClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await OrdersClient.signIn(t, DEMO);
    admin = await OrdersClient.signIn(t, ADMIN);
  });
  afterAll(async () => t?.close());

  it('takes a PDF by its bytes only, up to 16MB, and replaces the earlier proof', async () => {
    const id = await demo.create(2000);
    const named = await demo.upload(id, Buffer.from('just text, not a pdf'), 'proof.pdf');
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ field: 'file', message: 'Only PDF files can be uploaded as proof of payment' });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(16 * 1024 * 1024)]);
    const tooBig = await demo.upload(id, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('file upload maximum 16MB');
    expect((await demo.order(id)).status).toBe('wait-payment');

    const first = await demo.upload(id, PDF_BYTES, 'first.pdf');
    expect(first).toMatchObject({ status: 200, body: { message: 'Upload proof successfully!' } });
    const second = await demo.upload(id, Buffer.concat([PDF_BYTES, Buffer.from('%second')]), 'second.pdf');
    expect(second.body.order.proofs.map((p: { fileName: string }) => p.fileName)).toEqual(['second.pdf']);
    const proofId = second.body.order.proofs[0].id as number;
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/orders/pop/download?orderId=${id}&proofId=${proofId}`, headers: { 'x-session-id': demo.token } });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toContain('%second');
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/proof?orderId=${id}&proofId=${proofId}`, headers: { 'x-session-id': admin.token } });
    expect(asAdmin.statusCode).toBe(200);

    const deleted = await demo.call('GET', `/orders/pop/delete?orderId=${id}&proofId=${proofId}`);
    expect(deleted.body).toEqual({ message: 'Delete proof successfully!' });
    expect((await demo.order(id)).proofs).toEqual([]);
  });

  it('refuses a proof for an open referral order and a succeeded one', async () => {
    const at = new Date().toISOString();
    const userId = Number((await demo.call('GET', '/users/me')).body.id);
    const referral = await t.db.insertInto('orders').values({ user_id: userId, type: 'referral', amount_cents: 12_345, status: 'open', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    const refused = await demo.upload(Number(referral.id), PDF_BYTES);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A proof can be uploaded only while the order waits for payment or is processing');
    // Referral: a pre-payment invoice while open, no eInvoice.
    expect((await demo.order(Number(referral.id))).invoices).toEqual(['pre-payment']);
    const pre = await demo.invoice(Number(referral.id), 'type=referral&invoiceType=pdf');
    expect(await pdfText(pre.bytes)).toContain('Pre-payment invoice');
    expect((await demo.invoice(Number(referral.id), 'type=referral&invoiceType=xml')).status).toBe(400);
  });

  it('writes the pre-payment, final and credit invoices as PDFs carrying the amounts', async () => {
    const id = await demo.create(2500);
    const pre = await demo.invoice(id, 'type=bank&invoiceType=pdf');
    expect(pre.status).toBe(200);
    expect(pre.headers['content-type']).toBe('application/pdf');
    expect(pre.headers['cache-control']).toBe('no-store');
    const preText = await pdfText(pre.bytes);
    expect(preText).toContain('Pre-payment invoice');
    expect(preText).toContain(`PRE-2026-${String(id).padStart(6, '0')}`);
    expect(preText).toContain('2,500.00 USD');
    expect(preText).toContain('25.00 USD');
    expect(preText).toContain('2,525.00 USD');
    expect(preText).toContain('Dana Demo');
    // No final invoice before the order succeeds.
    expect((await demo.invoice(id, 'type=bank&invoiceType=pdf&kind=final')).status).toBe(400);

    await admin.call('POST', `/orders/${id}/receive`, {});
    await admin.call('POST', `/orders/${id}/release`, {});
    const finalText = await pdfText((await demo.invoice(id, 'type=bank&invoiceType=pdf')).bytes);
    expect(finalText).toContain(`INV-2026-${String(id).padStart(6, '0')}`);
    expect(finalText).toContain('PAID');
    expect(finalText).toContain('2,525.00 USD');

    const failedId = await demo.create(3000);
    await admin.call('POST', `/orders/${failedId}/reject`, { reason: 'Wrong reference' });
    const creditText = await pdfText((await demo.invoice(failedId, 'type=bank&invoiceType=pdf')).bytes);
    expect(creditText).toContain('Credit invoice');
    expect(creditText).toContain('-3,025.00 USD');
    expect(creditText).toContain('Wrong reference');
  });

  it('writes the eInvoice as well-formed UBL 2.1 with the right totals', async () => {
    const id = await demo.create(4000);
    const pre = parseXml((await demo.invoice(id, 'type=bank&invoiceType=xml')).text);
    expect(pre.documentElement.localName).toBe('Invoice');
    expect(cbc(pre, 'UBLVersionID')).toEqual(['2.1']);
    expect(cbc(pre, 'InvoiceTypeCode')).toEqual(['386']);
    expect(cbc(pre, 'PayableAmount')).toEqual(['4025.00']);
    expect(cbc(pre, 'PriceAmount')).toEqual(['4000.00', '25.00']);

    await admin.call('POST', `/orders/${id}/reject`, { reason: 'Sender <unknown> & "odd"' });
    const credit = parseXml((await demo.invoice(id, 'type=bank&invoiceType=xml')).text);
    expect(credit.documentElement.localName).toBe('CreditNote');
    expect(cbc(credit, 'CreditNoteTypeCode')).toEqual(['381']);
    expect(cbc(credit, 'PayableAmount')).toEqual(['4025.00']);
    expect(cbc(credit, 'Note')[0]).toContain('Sender <unknown> & "odd"');
  });

  it('lists card charges newest first by afterId, with invoices for succeeded ones only', async () => {
    const userId = Number((await demo.call('GET', '/users/me')).body.id);
    const at = '2026-03-01T10:00:00.000Z';
    // Only the charges made here, not the seeded ones: the pages' lengths are counted.
    await t.db.deleteFrom('card_charges').where('user_id', '=', userId).execute();
    for (let i = 1; i <= 12; i++) {
      await t.db.insertInto('card_charges').values({
        user_id: userId, card_brand: 'Visa', card_last4: '4242', source: 'purchase', amount_cents: i * 1000, fee_cents: 30, status: i === 12 ? 'failed' : 'succeeded',
        description: i === 12 ? 'Charge for $120.00' : '', failure_message: i === 12 ? 'Your card was declined.' : null, idempotency_key: `k${i}`, created_at: at, updated_at: at,
      }).execute();
    }
    const first = await demo.call('POST', '/orders/list', { type: 'credit card', limit: 10 });
    expect(first.body.type).toBe('credit card');
    expect(first.body.result).toHaveLength(10);
    expect(first.body.result[0]).toMatchObject({ amountInCent: 12_000, status: 'failed', failureMessage: 'Your card was declined.' });
    const last = first.body.result[9].id as number;
    const next = await demo.call('POST', '/orders/list', { type: 'credit card', limit: 10, afterId: last });
    expect(next.body.result).toHaveLength(2);
    expect(next.body.result.every((r: { id: number }) => r.id < last)).toBe(true);

    const failedId = first.body.result[0].id as number;
    expect((await demo.invoice(failedId, 'type=credit%20card&invoiceType=pdf')).status).toBe(400);
    const ok = first.body.result[1];
    const text = await pdfText((await demo.invoice(ok.id, 'type=credit%20card&invoiceType=pdf')).bytes);
    expect(text).toContain('110.00 USD');
    expect(text).toContain('110.30 USD');
    const xml = parseXml((await demo.invoice(ok.id, 'type=credit%20card&invoiceType=xml')).text);
    expect(cbc(xml, 'PayableAmount')).toEqual(['110.30']);
  });

  it('filters orders by date range and statuses, paging by offset; refuses an invoice without a session', async () => {
    for (const amount of [2001, 2002, 2003]) await demo.create(amount);
    const list = await demo.call('POST', '/orders/list', { type: 'bank transfer', statuses: ['wait payment'], limit: 2, offset: 0 });
    expect(list.body.result.map((r: { amount: number }) => r.amount)).toEqual([2003, 2002]);
    const more = await demo.call('POST', '/orders/list', { type: 'bank transfer', statuses: ['wait payment'], limit: 2, offset: 2 });
    expect(more.body.result[0].amount).toBe(2001);
    expect(list.body.result.every((r: { status: string }) => r.status === 'wait-payment')).toBe(true);
    const none = await demo.call('POST', '/orders/list', { type: 'bank transfer', start: '2030-01-01T00:00:00.000Z' });
    expect(none.body.result).toEqual([]);
    expect((await demo.call('POST', '/orders/list', { type: 'cash' })).status).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/orders/invoice?id=1&type=bank&invoiceType=pdf' });
    expect(anonymous.statusCode).toBe(401);
  });
});
