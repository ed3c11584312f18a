// Card purchases: the challenge asked when there is no settled charge or the last one failed
// (solved, wrong, reused), a package bought on the default card credits the package and its bonus
// and takes the processing fee as its own ledger row, declined and short-of-funds cards fail with
// the processor's words and credit nothing, one idempotency key is one charge however often it is
// sent, and 1,000 concurrent purchases leave the balance equal to the sum of the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, processingFeeCents } from '@domain/payments';
import { settleCharge } from '@server/modules/payments/charges';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { DECLINED, NO_FUNDS, PaymentsClient, readSvg, SUCCEEDS } from './payments-client';

describe.each(dialects)('card purchases (%s)', (dialect) => {
  let t: TestApp;
  let demo: PaymentsClient;
  let admin: PaymentsClient;
  let starter: { id: number; amountCents: number; bonusCents: number };
  let growth: { id: number; amountCents: number; bonusCents: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await PaymentsClient.signIn(t);
    admin = await PaymentsClient.signIn(t, OTHER);
    const packages = (await demo.call('GET', '/payments/packages')).body as Array<{ id: number; name: string; amountCents: number; bonusCents: number }>;
    starter = packages.find((p) => p.name === 'Starter')!;
    growth = packages.find((p) => p.name === 'Growth')!;
  });
  afterAll(async () => t?.close());

  it('asks the challenge after a failed last charge; refuses without it, with a wrong answer, and when reused', async () => {
    // The demo's seeded history ends with a declined charge.
    const asked = await demo.challenge();
    expect(asked.required).toBe(true);
    expect(readSvg(asked.challenge!.svg)).toMatch(/^[A-Z2-9]{6}$/);
    expect(asked.challenge!.svg).not.toContain('answer');

    const without = await demo.purchase(starter.id, { idempotencyKey: 'no-challenge-1' });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ field: 'challengeId', message: paymentMessages.challengeRequired });
    const unsolved = await demo.purchase(starter.id, { idempotencyKey: 'no-challenge-2', challengeId: asked.challenge!.id });
    expect(unsolved.body.message).toBe(paymentMessages.challengeRequired);

    const wrong = await demo.call('POST', '/payments/challenge/verify', { challengeId: asked.challenge!.id, answer: 'ZZZZZZ' === readSvg(asked.challenge!.svg) ? 'YYYYYY' : 'ZZZZZZ' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(paymentMessages.challengeWrong);
    // Another user cannot answer it.
    const theirs = await admin.call('POST', '/payments/challenge/verify', { challengeId: asked.challenge!.id, answer: readSvg(asked.challenge!.svg) });
    expect(theirs.status).toBe(400);
    // Lower case is the same answer.
    const solved = await demo.call('POST', '/payments/challenge/verify', { challengeId: asked.challenge!.id, answer: readSvg(asked.challenge!.svg).toLowerCase() });
    expect(solved.status).toBe(200);

    // A declined card uses the challenge up; the next purchase needs a new one.
    const cards = await demo.cards();
    const declined = cards.find((c) => c.last4 === '0002')!;
    const failed = await demo.purchase(starter.id, { idempotencyKey: 'declined-0001', challengeId: asked.challenge!.id, cardId: declined.id });
    expect(failed.status).toBe(200);
    expect(failed.body.charge).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', cardLast4: '0002' });
    const reused = await demo.purchase(starter.id, { idempotencyKey: 'reused-0001', challengeId: asked.challenge!.id });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(paymentMessages.challengeUsed);
    expect((await demo.challenge()).required).toBe(true);
  });

  it('credits the package and bonus and takes the fee as its own row; then asks no challenge', async () => {
    const before = await demo.balance();
    const answer = await demo.buy(growth.id, 'growth-0001');
    const fee = processingFeeCents(growth.amountCents);
    expect(answer.charge).toMatchObject({ status: 'succeeded', amountCents: growth.amountCents, feeCents: fee, description: 'Package $500.00', cardLast4: '4242', source: 'purchase' });
    expect(answer.balanceCents).toBe(before + growth.amountCents + growth.bonusCents - fee);
    expect(fee).toBe(1530);
    const rows = await t.db.selectFrom('credit_ledger').select(['kind', 'amount_cents', 'idempotency_key']).where('user_id', '=', demo.userId).orderBy('id', 'desc').limit(3).execute();
    expect(rows.map((r) => [r.kind, Number(r.amount_cents), r.idempotency_key])).toEqual([
      ['processing-fee', -fee, `card-charge:${answer.charge.id}:fee`],
      ['bonus', growth.bonusCents, `card-charge:${answer.charge.id}:bonus`],
      ['purchase', growth.amountCents, `card-charge:${answer.charge.id}`],
    ]);
    expect(await demo.challenge()).toEqual({ required: false, challenge: null });
    const history = (await demo.call('GET', '/payments/charges')).body as Array<{ id: number; status: string }>;
    expect(history[0]).toMatchObject({ id: answer.charge.id, status: 'succeeded' });
    const older = (await demo.call('GET', `/payments/charges?afterId=${answer.charge.id}&limit=1`)).body as Array<{ id: number; status: string }>;
    expect(older).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('charges once for a double-clicked, retried or replayed purchase', async () => {
    const before = await demo.balance();
    const [a, b] = await Promise.all([
      demo.purchase(starter.id, { idempotencyKey: 'double-click-1' }),
      demo.purchase(starter.id, { idempotencyKey: 'double-click-1' }),
    ]);
    const retried = await demo.purchase(starter.id, { idempotencyKey: 'double-click-1' });
    expect([a.status, b.status, retried.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.charge.id, b.body.charge.id, retried.body.charge.id]).size).toBe(1);
    // The processor's answer delivered again (a replayed callback) changes nothing.
    await settleCharge(t.app.ctx, a.body.charge.id, 0, { status: 'succeeded', chargeId: 'ch_replay', message: null });
    expect(await demo.balance()).toBe(before + starter.amountCents - processingFeeCents(starter.amountCents));
    expect(await demo.ledgerSum()).toBe(await demo.balance());
  });

  it('fails a card without funds with its message, credits nothing, and asks the challenge again', async () => {
    const poor = (await demo.cards()).find((c) => c.last4 === '9995')!;
    const before = await demo.balance();
    const answer = await demo.buy(starter.id, 'no-funds-0001', poor.id);
    expect(answer.charge).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.', feeCents: 0 });
    expect(answer.balanceCents).toBe(before);
    expect((await demo.challenge()).required).toBe(true);
    expect(NO_FUNDS.endsWith(poor.last4) && DECLINED.endsWith('0002') && SUCCEEDS.endsWith('4242')).toBe(true);
  });

  it('refuses an unknown package with 404 and a user without a card with the no-card notice', async () => {
    expect((await demo.purchase(999_999, { idempotencyKey: 'no-package-1' })).status).toBe(404);
    const low = await PaymentsClient.signIn(t, { email: 'lowbalance@example.com', password: 'LowBalance#2026' });
    const res = await low.purchase(starter.id, { idempotencyKey: 'no-card-0001' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(paymentMessages.noCardNotice);
  });

  it('keeps the balance equal to the ledger under 1,000 concurrent purchases, one charge per key', async () => {
    // Solve once so the last settled charge succeeds and no challenge is asked.
    await demo.buy(starter.id, 'warm-up-0001');
    const before = await demo.balance();
    const charged = await t.db.selectFrom('card_charges').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
    // 500 keys, each sent twice at once: 1,000 purchase calls.
    const keys = Array.from({ length: 500 }, (_, i) => `concurrent-${String(i).padStart(4, '0')}`);
    const answers = await Promise.all([...keys, ...keys].map((idempotencyKey) => demo.purchase(starter.id, { idempotencyKey })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const after = await t.db.selectFrom('card_charges').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(charged.n)).toBe(500);
    const net = starter.amountCents + starter.bonusCents - processingFeeCents(starter.amountCents);
    expect(await demo.balance()).toBe(before + 500 * net);
    expect(await demo.ledgerSum()).toBe(await demo.balance());
    const dup = await t.db
      .selectFrom('credit_ledger')
      .select(['idempotency_key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', demo.userId)
      .where('idempotency_key', 'is not', null)
      .groupBy('idempotency_key')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(dup).toEqual([]);
  }, 120_000);
});
