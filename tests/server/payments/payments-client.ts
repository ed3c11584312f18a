// The payment calls for server tests, as a signed-in user makes them: cards through the sandbox's
// tokenize call, the challenge read from its SVG's text the way the e2e test reads it, purchases.
import type { Card, ChallengeAnswer, PurchaseAnswer } from '@domain/payments';
import { ContactsClient, DEMO } from '../contacts/contacts-client';
import type { TestApp } from '../fixtures/test-app';

export const SUCCEEDS = '4242424242424242';
export const DECLINED = '4000000000000002';
export const NO_FUNDS = '4000000000009995';
/** Needs the holder's authentication: pending, then the processor's callback. */
export const AUTHENTICATE = '4000000000003220';

/** The challenge's characters, in order, from its SVG's text nodes. */
export const readSvg = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join('');

export class PaymentsClient {
  constructor(
    readonly user: ContactsClient,
    readonly userId: number,
  ) {}

  static async signIn(t: TestApp, who = DEMO): Promise<PaymentsClient> {
    const user = await ContactsClient.signIn(t, who);
    return new PaymentsClient(user, Number((await user.call('GET', '/users/me')).body.id));
  }

  get t(): TestApp {
    return this.user.t;
  }

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return this.user.call(method, url, body);
  }

  tokenize(number: string, expiry = '12/30', cvc = '123') {
    return this.call('POST', '/payments/sandbox/tokens', { number, expiry, cvc });
  }

  async addCard(number: string): Promise<Card> {
    const token = await this.tokenize(number);
    if (token.status !== 200) throw new Error(`tokenize answered ${token.status}: ${token.raw.body}`);
    const res = await this.call('POST', '/payments/cards', { name: 'Test Card', email: 'card@example.com', phone: '+12025550199', zip: '10001', token: token.body.token });
    if (res.status !== 200) throw new Error(`add card answered ${res.status}: ${res.raw.body}`);
    return res.body as Card;
  }

  async cards(): Promise<Card[]> {
    return (await this.call('GET', '/payments/cards')).body as Card[];
  }

  async removeAllCards(): Promise<void> {
    for (const card of await this.cards()) await this.call('DELETE', `/payments/cards?cardId=${card.id}`);
  }

  async challenge(): Promise<ChallengeAnswer> {
    return (await this.call('GET', '/payments/challenge')).body as ChallengeAnswer;
  }

  /** A solved challenge's id, or undefined when none is asked. */
  async solve(): Promise<number | undefined> {
    const { required, challenge } = await this.challenge();
    if (!required || !challenge) return undefined;
    const res = await this.call('POST', '/payments/challenge/verify', { challengeId: challenge.id, answer: readSvg(challenge.svg) });
    if (res.status !== 200) throw new Error(`verify answered ${res.status}: ${res.raw.body}`);
    return challenge.id;
  }

  purchase(packageId: number, body: { idempotencyKey: string; challengeId?: number; cardId?: number }) {
    return this.call('POST', `/payments/purchase?packageId=${packageId}`, body);
  }

  async buy(packageId: number, key: string, cardId?: number): Promise<PurchaseAnswer> {
    const challengeId = await this.solve();
    const res = await this.purchase(packageId, { idempotencyKey: key, challengeId, cardId });
    if (res.status !== 200) throw new Error(`purchase answered ${res.status}: ${res.raw.body}`);
    return res.body as PurchaseAnswer;
  }

  async balance(): Promise<number> {
    return this.t.app.ctx.ledger.balance(this.userId);
  }

  /** Sum of the user's ledger rows, to hold against the balance. */
  async ledgerSum(): Promise<number> {
    const rows = await this.t.db.selectFrom('credit_ledger').select('amount_cents').where('user_id', '=', this.userId).execute();
    return rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  }

  async packageIds(): Promise<number[]> {
    return ((await this.call('GET', '/payments/packages')).body as Array<{ id: number }>).map((p) => p.id);
  }
}
