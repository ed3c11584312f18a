// The card processor purchases and auto-recharges charge. As with a hosted provider, card details
// never reach the product's own calls: the provider's card element (in the browser) turns them into
// a token, and the server only ever keeps and charges tokens. The built-in sandbox is the default
// (no processor is reachable here); a real one implements the same interface. A processor may
// answer `pending` (the card needs the holder's authentication, or the answer is not ready): it then
// posts the outcome to POST /payments/webhook, signed (webhook-routes.ts).
import type { CardDetails, CardToken } from '@domain/payments';

export type ChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'pending';
/** An outcome that ends a charge: what settling records. */
export type FinalOutcome = Exclude<ChargeOutcome, 'pending'>;

export interface ProcessorCharge {
  status: ChargeOutcome;
  /** The processor's id of the charge. */
  chargeId: string;
  /** In words for the user when not succeeded; null otherwise. */
  message: string | null;
}

export type SettledCharge = ProcessorCharge & { status: FinalOutcome };

export interface PaymentProcessor {
  /** What the card element does: checks the card (Luhn, expiry, CVC) and answers a token; throws CardRejected. */
  tokenize(card: CardDetails, now: Date): Promise<CardToken>;
  /** What a token stands for, or null for a token the processor never issued. */
  describe(token: string): Promise<CardToken | null>;
  /**
   * Charges a token; one idempotency key is one charge however often it is asked. Throws when the
   * processor cannot be reached or does not answer in time (it may have charged all the same).
   */
  charge(token: string, cents: number, idempotencyKey: string): Promise<ProcessorCharge>;
}

/** A card the processor refuses to tokenize, naming the field. */
export class CardRejected extends Error {
  constructor(
    readonly field: 'number' | 'expiry' | 'cvc',
    message: string,
  ) {
    super(message);
    this.name = 'CardRejected';
  }
}
