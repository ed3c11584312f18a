// Saved cards through the sandbox processor: the card element's checks (Luhn, expiry, CVC) name
// their field, a token is saved as a card the user sees (brand, phone, last 4), the first card is
// the default, default and removal move as the Payment method tab shows them, and another user's
// card ids answer 404 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@domain/payments';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { DECLINED, NO_FUNDS, PaymentsClient, SUCCEEDS } from './payments-client';

describe.each(dialects)('payment cards (%s)', (dialect) => {
  let t: TestApp;
  let demo: PaymentsClient;
  let admin: PaymentsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await PaymentsClient.signIn(t);
    admin = await PaymentsClient.signIn(t, OTHER);
  });
  afterAll(async () => t?.close());

  it('tokenizes the sandbox test numbers and refuses a bad number, expiry or CVC naming the field', async () => {
    for (const number of [SUCCEEDS, DECLINED, NO_FUNDS, '4242 4242 4242 4242']) {
      const res = await demo.tokenize(number);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ brand: 'Visa', last4: number.slice(-4), expMonth: 12, expYear: 2030 });
      expect(res.body.token).not.toContain(number.replace(/ /g, ''));
    }
    const cases = [
      [['4242424242424241', '12/30', '123'], 'number', paymentMessages.cardNumber],
      [['4242', '12/30', '123'], 'number', paymentMessages.cardNumber],
      [[SUCCEEDS, '13/30', '123'], 'expiry', paymentMessages.cardExpiry],
      // The fake clock is in March 2026: February 2026 has ended, March 2026 has not.
      [[SUCCEEDS, '02/26', '123'], 'expiry', paymentMessages.cardExpired],
      [[SUCCEEDS, '12/30', '12'], 'cvc', paymentMessages.cardCvc],
    ] as const;
    for (const [[number, expiry, cvc], field, message] of cases) {
      const res = await demo.tokenize(number, expiry, cvc);
      expect(res.status, `${number} ${expiry} ${cvc}`).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    expect((await demo.tokenize(SUCCEEDS, '03/26')).status).toBe(200);
  });

  it('saves a card from a token only, never from a made-up one, and checks the form fields', async () => {
    const made = await demo.call('POST', '/payments/cards', { name: 'X', email: 'x@example.com', phone: '+12025550100', zip: '10001', token: 'tok_4242' });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(paymentMessages.tokenUnknown);
    const token = (await demo.tokenize(SUCCEEDS)).body.token as string;
    const badZip = await demo.call('POST', '/payments/cards', { name: 'X', email: 'x@example.com', phone: '+12025550100', zip: '1000', token });
    expect(badZip.status).toBe(400);
    expect(badZip.body.message).toContain('Postal code');
    const badPhone = await demo.call('POST', '/payments/cards', { name: 'X', email: 'x@example.com', phone: '2025550100', zip: '10001', token });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toContain('Phone');
  });

  it('makes the first card the default, sets another as default, and hands the default on when it is removed', async () => {
    await admin.removeAllCards();
    const first = await admin.addCard(SUCCEEDS);
    const second = await admin.addCard(DECLINED);
    expect(first).toMatchObject({ brand: 'Visa', last4: '4242', isDefault: true, metadata: { phone: '+12025550199' } });
    expect(second.isDefault).toBe(false);

    const made = await admin.call('POST', `/payments/cards/default?cardId=${second.id}`);
    expect(made.status).toBe(200);
    expect((made.body as Array<{ id: number; isDefault: boolean }>).map((c) => [c.id, c.isDefault])).toEqual([[first.id, false], [second.id, true]]);

    const removed = await admin.call('DELETE', `/payments/cards?cardId=${second.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it("answers 404 for another user's card ids and changes nothing", async () => {
    const [theirs] = await admin.cards();
    const before = await demo.cards();
    for (const [method, url] of [['POST', `/payments/cards/default?cardId=${theirs!.id}`], ['DELETE', `/payments/cards?cardId=${theirs!.id}`]] as const) {
      const res = await demo.call(method, url);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(paymentMessages.cardNotFound);
    }
    const [pkg] = await demo.packageIds();
    const buy = await demo.purchase(pkg!, { idempotencyKey: 'not-mine-0001', cardId: theirs!.id });
    expect(buy.status).toBe(404);
    expect(await admin.cards()).toEqual([expect.objectContaining({ id: theirs!.id, isDefault: true })]);
    expect(await demo.cards()).toEqual(before);
    expect((await demo.call('DELETE', '/payments/cards?cardId=abc')).status).toBe(400);
  });

  it('lists the seeded sandbox cards of the demo user with the succeeding one as default', async () => {
    const cards = await demo.cards();
    expect(cards.map((c) => [c.last4, c.isDefault])).toEqual([['4242', true], ['0002', false], ['9995', false]]);
  });
});
