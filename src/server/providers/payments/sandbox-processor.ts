// The sandbox processor (decision 37): any Luhn-valid, unexpired card tokenizes; what a charge does
// is decided by the card number, like a hosted provider's test cards:
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  declined ('Your card was declined.')
//   4000 0000 0000 9995  insufficient funds ('Your card has insufficient funds.')
//   4000 0000 0000 3220  authentication required: answers pending, succeeds later by callback
// A token carries its outcome, brand, last 4 digits and expiry (never the number), so saved cards
// survive a restart without the sandbox storing anything. Charges answered for an idempotency key
// are remembered for the process's life, as a real processor remembers them for a day.
//
// Like a real processor, it posts an event for every charge it takes (`deliver`, which the app
// wires to POST /payments/webhook in process, signed): for a pending charge the event is its
// outcome; for one answered at once it repeats the answer, which the product must ignore. Events
// go out `callbackDelayMs` after the charge; with null they wait for drain() (tests). An event not
// answered 2xx is posted again later, a few times, as processors retry.
import { randomBytes } from 'node:crypto';
import { cardBrand, cardDetailsSchema, cardExpired, paymentMessages, parseExpiry, type CardDetails, type CardToken, type PaymentEvent } from '@domain/payments';
import { CardRejected, type ChargeOutcome, type PaymentProcessor, type ProcessorCharge } from './payment-processor';

export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000000000003220',
} as const;

const OUTCOMES: Record<string, ChargeOutcome> = {
  [SANDBOX_CARDS.declined]: 'declined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_CARDS.authenticationRequired]: 'pending',
};
const CODES: Record<ChargeOutcome, string> = { succeeded: 'ok', declined: 'dc', insufficient_funds: 'nf', pending: 'au' };
const MESSAGES: Record<ChargeOutcome, string | null> = {
  succeeded: null,
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  pending: null,
};

const TOKEN = /^tok_sbx_(ok|dc|nf|au)_([a-z]+)_(\d{4})_(\d{2})(\d{4})_[0-9a-f]{16}$/;
const BRAND_CODES: Record<string, string> = { Visa: 'visa', MasterCard: 'mc', 'American Express': 'amex', Discover: 'disc', Card: 'card' };
const BRANDS = Object.fromEntries(Object.entries(BRAND_CODES).map(([name, code]) => [code, name]));

/** How long the sandbox takes to tell a pending charge's outcome in a running server. */
export const SANDBOX_CALLBACK_MS = 1500;
const DELIVERY_ATTEMPTS = 5;

export interface SandboxOptions {
  /** Posts an event to the product's webhook; answers the HTTP status. Without it, no events. */
  deliver?: (event: PaymentEvent) => Promise<number>;
  /** After how long an event goes out; null: only on drain(). */
  callbackDelayMs?: number | null;
}

interface Queued {
  event: PaymentEvent;
  attempts: number;
  timer: NodeJS.Timeout | null;
}

export class SandboxProcessor implements PaymentProcessor {
  private readonly charges = new Map<string, ProcessorCharge>();
  private readonly queue = new Set<Queued>();
  private stopped = false;

  constructor(private readonly options: SandboxOptions = {}) {}

  async tokenize(card: CardDetails, now: Date): Promise<CardToken> {
    const parsed = cardDetailsSchema.safeParse(card);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CardRejected(issue.path[0] as 'number' | 'expiry' | 'cvc', issue.message);
    }
    const { month, year } = parseExpiry(parsed.data.expiry);
    if (cardExpired(month, year, now)) throw new CardRejected('expiry', paymentMessages.cardExpired);
    const number = parsed.data.number;
    const brand = cardBrand(number);
    const outcome = OUTCOMES[number] ?? 'succeeded';
    const last4 = number.slice(-4);
    const token = `tok_sbx_${CODES[outcome]}_${BRAND_CODES[brand]}_${last4}_${String(month).padStart(2, '0')}${year}_${randomBytes(8).toString('hex')}`;
    return { token, brand, last4, expMonth: month, expYear: year };
  }

  async describe(token: string): Promise<CardToken | null> {
    const m = TOKEN.exec(token);
    if (!m) return null;
    return { token, brand: BRANDS[m[2]] ?? 'Card', last4: m[3], expMonth: Number(m[4]), expYear: Number(m[5]) };
  }

  async charge(token: string, cents: number, idempotencyKey: string): Promise<ProcessorCharge> {
    const earlier = this.charges.get(idempotencyKey);
    if (earlier) return earlier;
    const m = TOKEN.exec(token);
    const found = m ? (Object.entries(CODES).find(([, code]) => code === m[1])?.[0] as ChargeOutcome) : 'declined';
    const outcome = cents > 0 ? found : 'declined';
    const result: ProcessorCharge = { status: outcome, chargeId: `ch_sbx_${randomBytes(8).toString('hex')}`, message: MESSAGES[outcome] };
    this.charges.set(idempotencyKey, result);
    // The holder's authentication (a pending charge) succeeds; any other outcome is told again.
    const failed = outcome === 'declined' || outcome === 'insufficient_funds';
    this.enqueue({
      id: `evt_sbx_${randomBytes(8).toString('hex')}`,
      type: failed ? 'charge.failed' : 'charge.succeeded',
      chargeId: result.chargeId,
      reference: idempotencyKey,
      ...(result.message ? { message: result.message } : {}),
    });
    return result;
  }

  /** Posts every waiting event now, once each; answers how many were answered 2xx. */
  async drain(): Promise<number> {
    let delivered = 0;
    for (const item of [...this.queue]) if (await this.post(item)) delivered++;
    return delivered;
  }

  /** Events still waiting (one not yet answered 2xx is posted again). */
  get waiting(): PaymentEvent[] {
    return [...this.queue].map((q) => q.event);
  }

  /** The app closes: no more posts. */
  stop(): void {
    this.stopped = true;
    for (const item of this.queue) if (item.timer) clearTimeout(item.timer);
    this.queue.clear();
  }

  private enqueue(event: PaymentEvent) {
    if (!this.options.deliver || this.stopped) return;
    const item: Queued = { event, attempts: 0, timer: null };
    this.queue.add(item);
    this.schedule(item);
  }

  private schedule(item: Queued) {
    const delay = this.options.callbackDelayMs ?? null;
    if (delay === null || this.stopped) return;
    item.timer = setTimeout(() => void this.post(item), delay * (item.attempts + 1));
    item.timer.unref();
  }

  private async post(item: Queued): Promise<boolean> {
    if (!this.queue.has(item) || !this.options.deliver) return false;
    if (item.timer) clearTimeout(item.timer);
    item.timer = null;
    item.attempts++;
    let status = 0;
    try {
      status = await this.options.deliver(item.event);
    } catch {
      // Not reached: posted again below.
    }
    const done = (status >= 200 && status < 300) || item.attempts >= DELIVERY_ATTEMPTS;
    if (done) this.queue.delete(item);
    else this.schedule(item);
    return status >= 200 && status < 300;
  }
}
