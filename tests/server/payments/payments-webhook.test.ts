// The card processor's signed callbacks (POST /payments/webhook): a card needing authentication is
// charged pending and credits nothing until the sandbox's callback, posted through the real route,
// succeeds it (package + bonus - fee, once); the same event replayed concurrently and later changes
// nothing; a wrong or missing signature answers 401 and changes nothing; a failed event fails the
// charge with its words; a processor that does not answer leaves the charge pending until its
// callback (or a retry with the same key) settles it; an event for a charge nobody has is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_SIGNATURE_HEADER, processingFeeCents, type Charge, type PaymentEvent } from '@domain/payments';
import { signPaymentEvent } from '@server/modules/payments/webhook-secret';
import type { PaymentProcessor, ProcessorCharge } from '@server/providers/payments/payment-processor';
import { SandboxProcessor } from '@server/providers/payments/sandbox-processor';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { AUTHENTICATE, PaymentsClient, SUCCEEDS } from './payments-client';

/** A processor whose answers are lost: it charges (or not) and then the call fails, as a timeout would. */
class LostAnswers implements PaymentProcessor {
  constructor(
    private readonly inner: PaymentProcessor,
    private readonly chargesFirst: boolean,
  ) {}
  tokenize: PaymentProcessor['tokenize'] = (card, now) => this.inner.tokenize(card, now);
  describe: PaymentProcessor['describe'] = (token) => this.inner.describe(token);
  async charge(token: string, cents: number, key: string): Promise<ProcessorCharge> {
    if (this.chargesFirst) await this.inner.charge(token, cents, key);
    throw new Error(this.chargesFirst ? 'Processor timed out' : 'connect ECONNREFUSED');
  }
}

describe.each(dialects)('payment webhook (%s)', (dialect) => {
  let t: TestApp;
  let demo: PaymentsClient;
  let sandbox: SandboxProcessor;
  let growth: { id: number; amountCents: number; bonusCents: number };
  let authCard: number;
  let goodCard: number;
  const net = () => growth.amountCents + growth.bonusCents - processingFeeCents(growth.amountCents);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await PaymentsClient.signIn(t);
    sandbox = t.app.ctx.payments as SandboxProcessor;
    const packages = (await demo.call('GET', '/payments/packages')).body as Array<{ id: number; name: string; amountCents: number; bonusCents: number }>;
    growth = packages.find((p) => p.name === 'Growth')!;
    authCard = (await demo.addCard(AUTHENTICATE)).id;
    goodCard = (await demo.cards()).find((c) => c.last4 === SUCCEEDS.slice(-4))!.id;
  });
  afterAll(async () => t?.close());

  /** Posts an event as a processor would: the raw body, signed unless told otherwise. */
  async function post(event: unknown, signature?: string | null) {
    const body = JSON.stringify(event);
    const sign = signature === undefined ? signPaymentEvent(await t.app.ctx.paymentsWebhookSecret(), body) : signature;
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/payments/webhook', payload: body,
      headers: { 'content-type': 'application/json', ...(sign === null ? {} : { [PAYMENTS_SIGNATURE_HEADER]: sign }) },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const ledgerRows = async () =>
    (await t.db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', demo.userId).executeTakeFirstOrThrow()).n;
  const chargeOf = async (id: number) => ((await demo.call('GET', '/payments/charges?limit=100')).body as Charge[]).find((c) => c.id === id)!;
  const sentFor = (charge: Charge): PaymentEvent => sandbox.waiting.find((e) => e.reference === `card-charge:${charge.id}`)!;

  it('keeps a card needing authentication pending with no credit, and credits package + bonus - fee once when the callback comes', async () => {
    const before = await demo.balance();
    const rowsBefore = await ledgerRows();
    const answer = await demo.buy(growth.id, 'auth-0001', authCard);
    expect(answer.charge).toMatchObject({ status: 'pending', feeCents: 0, failureMessage: null, cardLast4: '3220' });
    expect(answer.balanceCents).toBe(before);
    expect(await ledgerRows()).toBe(rowsBefore);
    // Visible as pending in the history and in Transactions.
    expect((await chargeOf(answer.charge.id)).status).toBe('pending');
    const transactions = await demo.call('POST', '/orders/list', { type: 'credit card', limit: 10 });
    expect(transactions.body.result[0]).toMatchObject({ id: answer.charge.id, status: 'pending' });

    const event = sentFor(answer.charge);
    expect(event).toMatchObject({ type: 'charge.succeeded' });
    expect(await sandbox.drain()).toBeGreaterThanOrEqual(1);
    expect(sandbox.waiting).toEqual([]);
    expect(await chargeOf(answer.charge.id)).toMatchObject({ status: 'succeeded', feeCents: processingFeeCents(growth.amountCents) });
    expect(await demo.balance()).toBe(before + net());
    expect(await ledgerRows()).toBe(rowsBefore + 3);
    expect(await demo.ledgerSum()).toBe(await demo.balance());

    // The same event replayed five times at once, then once more later: 200, nothing moves.
    const replays = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(replays).toEqual(Array.from({ length: 5 }, () => ({ status: 200, body: { applied: false, status: 'succeeded' } })));
    t.clock.advance(60 * 60 * 1000);
    expect(await post(event)).toEqual({ status: 200, body: { applied: false, status: 'succeeded' } });
    // A different event for the settled charge (a late failure) changes nothing either.
    expect((await post({ ...event, id: 'evt_other', type: 'charge.failed', message: 'Too late' })).body).toEqual({ applied: false, status: 'succeeded' });
    expect(await demo.balance()).toBe(before + net());
    expect(await ledgerRows()).toBe(rowsBefore + 3);
    // A retried purchase with the same key answers the settled charge.
    expect((await demo.purchase(growth.id, { idempotencyKey: 'auth-0001' })).body.charge).toMatchObject({ id: answer.charge.id, status: 'succeeded' });
  });

  it('refuses a wrong or missing signature with 401 and changes nothing; a failed event fails the charge with its words', async () => {
    const before = await demo.balance();
    const answer = await demo.buy(growth.id, 'auth-0002', authCard);
    const event = sentFor(answer.charge);
    const forged = { ...event, id: 'evt_forged' };
    const otherBody = signPaymentEvent(await t.app.ctx.paymentsWebhookSecret(), JSON.stringify({ ...forged, chargeId: 'ch_other' }));
    for (const signature of [null, '', 'deadbeef', signPaymentEvent('not-the-secret-at-all-0123456789', JSON.stringify(forged)), otherBody]) {
      const res = await post(forged, signature);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Payment event signature is invalid');
    }
    expect((await chargeOf(answer.charge.id)).status).toBe('pending');
    expect(await demo.balance()).toBe(before);

    const failed = await post({ id: 'evt_fail_0002', type: 'charge.failed', chargeId: event.chargeId, message: 'Authentication failed.' });
    expect(failed).toEqual({ status: 200, body: { applied: true, status: 'failed' } });
    expect(await chargeOf(answer.charge.id)).toMatchObject({ status: 'failed', failureMessage: 'Authentication failed.', feeCents: 0 });
    // The sandbox's own success, arriving after, changes nothing.
    await sandbox.drain();
    expect((await chargeOf(answer.charge.id)).status).toBe('failed');
    expect(await demo.balance()).toBe(before);
    expect(await demo.ledgerSum()).toBe(await demo.balance());
  });

  it('leaves a charge pending when the processor does not answer; its callback, or a retry, settles it once', async () => {
    const sandboxProcessor = t.app.ctx.payments;
    const before = await demo.balance();
    let lostId: number;
    try {
      // The processor charged, but its answer was lost: no charge id kept; the event names our key.
      t.app.ctx.payments = new LostAnswers(sandboxProcessor, true);
      const lost = await demo.buy(growth.id, 'lost-0001', goodCard);
      expect(lost.charge.status).toBe('pending');
      expect(lost.balanceCents).toBe(before);
      lostId = lost.charge.id;
      // Not reachable at all: nothing charged, nothing sent.
      t.app.ctx.payments = new LostAnswers(sandboxProcessor, false);
      const unreachable = await demo.buy(growth.id, 'unreachable-0001', goodCard);
      expect(unreachable.charge.status).toBe('pending');
      expect(sandbox.waiting.map((e) => e.reference)).toEqual([`card-charge:${lost.charge.id}`]);
    } finally {
      t.app.ctx.payments = sandboxProcessor;
    }
    expect(await sandbox.drain()).toBe(1);
    expect(await chargeOf(lostId)).toMatchObject({ status: 'succeeded', feeCents: processingFeeCents(growth.amountCents) });
    expect(await demo.balance()).toBe(before + net());
    // The processor is back: the same request again charges once and settles.
    const retried = await demo.purchase(growth.id, { idempotencyKey: 'unreachable-0001', cardId: goodCard });
    expect(retried.body.charge).toMatchObject({ status: 'succeeded' });
    await sandbox.drain();
    await demo.purchase(growth.id, { idempotencyKey: 'unreachable-0001', cardId: goodCard });
    expect(await demo.balance()).toBe(before + 2 * net());
    expect(await demo.ledgerSum()).toBe(await demo.balance());
  });

  it('answers 404 for a charge nobody has, and 400 naming the field for a bad event', async () => {
    const unknown = await post({ id: 'evt_unknown', type: 'charge.succeeded', chargeId: 'ch_sbx_nothing' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This charge does not exist');
    // A key naming a charge that already has a processor id is not a match either.
    const [settled] = (await demo.call('GET', '/payments/charges?limit=1')).body as Charge[];
    expect((await post({ id: 'evt_ref', type: 'charge.succeeded', chargeId: 'ch_sbx_other', reference: `card-charge:${settled!.id}` })).status).toBe(404);
    const bad = await post({ id: 'evt_bad', type: 'charge.refunded', chargeId: 'ch_x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('type');
  });
});
