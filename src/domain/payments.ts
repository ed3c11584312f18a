// Card payments (issue 12; 000 §2 Payment screen, §3 Card / Payment setting, §4 Card purchase and
// Auto-recharge, §5 Recharge amount and card details; 001 §7 "Cards: ...", §8 Cards/billing): saved
// cards, packages, the purchase challenge, charges and auto-recharge, shared by the server's routes
// and the payment area's forms. Money is integer cents; the forms' amounts are whole dollars.
// Why the sandbox processor, the challenge and the fee rule: docs/decisions/0037-card-payments.md.
import { z } from 'zod';
import { messages } from './messages';
import { creditPackageSchema } from './pricing';
import { queryInt } from './query';

export const paymentMessages = {
  makeDefaultFailed: 'FAIL, try again or report me this issue',
  addCardFailed: 'Something went wrong. Please contact our supporters!',
  purchaseFailed: 'FAIL! Please contact to our supporters!',
  bankInProgress: 'Your request is in progress! Please check the progress in Transactions tab',
  noCardNotice: "You don't have any payment method, please come and add a payment method",
  noPackage: 'No package has available!',
  noCards: "You don't have any payment method!",
  deleteWarning: "Deleting it means you won't be able to use this payment method!",
  bankMinimum: 'Package must be >= $2,000',
  rechargeRange: 'Input has the minimum is 500 and the maximum 10000',
  // Where the spec is silent (decision 37).
  cardNotFound: 'This card does not exist',
  packageNotFound: 'This package does not exist',
  challengeRequired: 'Please solve the verification code first',
  challengeWrong: 'Verification code is not correct',
  challengeExpired: 'The verification code has expired, please take a new one',
  challengeUsed: 'The verification code was already used, please take a new one',
  cardNumber: 'Card number is invalid',
  cardExpiry: 'Card expiry is invalid',
  cardExpired: 'Card has expired',
  cardCvc: 'Card CVC is invalid',
  tokenUnknown: 'Card token is invalid, please enter the card again',
  chargeNotFound: 'This charge does not exist',
  signatureInvalid: 'Payment event signature is invalid',
} as const;

// ---- The fee (001 §9 "Card processing fee is deducted from credit balance") ----

/** The processor's fee: 3% of the charge plus 30 cents, rounded to the cent. */
export const FEE_PERCENT = 3;
export const FEE_FIXED_CENTS = 30;

export function processingFeeCents(amountCents: number): number {
  return Math.round((amountCents * FEE_PERCENT) / 100) + FEE_FIXED_CENTS;
}

// ---- Cards ----

/** Luhn's checksum, which every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** What the provider's card element collects; only the provider's tokenize call ever sees it. */
export const cardDetailsSchema = z.object({
  number: z.string().transform((s) => s.replace(/[\s-]/g, '')).refine(luhnValid, { error: paymentMessages.cardNumber }),
  /** MM/YY as typed. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: paymentMessages.cardExpiry }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: paymentMessages.cardCvc }),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

export function parseExpiry(expiry: string): { month: number; year: number } {
  const [mm, yy] = expiry.split('/').map((p) => Number(p.trim()));
  return { month: mm, year: 2000 + yy };
}

/** The sandbox tokenize answer: what the card form may show and keep. */
export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** 001 §7 "POST add card (name, phone, email, zip, token)"; 000 §5: phone international, postal code 5 digits. */
export const addCardSchema = z.object({
  name: z.string().trim().min(1, { error: messages.required('Name') }).max(100),
  email: z.email({ error: `Email ${messages.incorrectFormat}` }).max(200),
  phone: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, { error: 'Phone must be an international number like +12025550123' }),
  zip: z.string().trim().regex(/^\d{5}$/, { error: 'Postal code must be 5 digits' }),
  token: z.string().trim().min(1, { error: messages.required('Card') }).max(200),
});
export type AddCard = z.infer<typeof addCardSchema>;

/** 000 §3 Card: id, brand, last4, metadata.phone. */
export const cardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  metadata: z.object({ phone: z.string(), email: z.string(), postalCode: z.string() }),
});
export type Card = z.infer<typeof cardSchema>;

export const cardIdQuerySchema = z.object({ cardId: queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER }) });

// ---- Auto-recharge (000 §3 Payment setting; §4; §5 Recharge amount) ----

/** The slider: the balance (whole dollars) below which a recharge starts. */
export const THRESHOLD_MIN = 50;
export const THRESHOLD_MAX = 1000;
/** The number: how much (whole dollars) one recharge buys. */
export const RECHARGE_MIN = 500;
export const RECHARGE_MAX = 10_000;
export const DEFAULT_THRESHOLD = 100;
export const DEFAULT_RECHARGE = 500;

export const paymentSettingsSchema = z.object({
  autoRecharge: z.boolean(),
  /** Dollars one recharge buys. */
  rechargeVolume: z.number().int(),
  /** Dollars below which it recharges. */
  threshold: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const inRange = (min: number, max: number, message: string) =>
  z.string().regex(/^\d+$/, { error: message }).transform(Number).pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** 001 §7 "POST auto-recharge with recharge on/off and volume query" (threshold: decision 37). */
export const autoRechargeQuerySchema = z.object({
  recharge: z.enum(['on', 'off']),
  volume: inRange(RECHARGE_MIN, RECHARGE_MAX, paymentMessages.rechargeRange),
  threshold: inRange(THRESHOLD_MIN, THRESHOLD_MAX, `Threshold must be from ${THRESHOLD_MIN} to ${THRESHOLD_MAX}`),
});

/** The payment area's form (numbers as the inputs hold them). */
export const autoRechargeFormSchema = z.object({
  autoRecharge: z.boolean(),
  rechargeVolume: z.number({ error: paymentMessages.rechargeRange }).int({ error: paymentMessages.rechargeRange })
    .min(RECHARGE_MIN, { error: paymentMessages.rechargeRange }).max(RECHARGE_MAX, { error: paymentMessages.rechargeRange }),
  threshold: z.number().int().min(THRESHOLD_MIN).max(THRESHOLD_MAX),
});

// ---- Packages and the bank amount ----

export const packagesAnswerSchema = z.array(creditPackageSchema);
export const BANK_MINIMUM_DOLLARS = 2000;

/** The custom bank package (000 §5): numeric, required, at least $2,000. */
export const bankAmountSchema = z.object({
  amount: z.number({ error: paymentMessages.bankMinimum }).int({ error: paymentMessages.bankMinimum }).min(BANK_MINIMUM_DOLLARS, { error: paymentMessages.bankMinimum }),
});

// ---- The purchase challenge ----

export const CHALLENGE_LENGTH = 6;
/** No 0/O, 1/I/L: read from an image, they would be guesses. */
export const CHALLENGE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const challengeSchema = z.object({ id: z.number().int(), svg: z.string(), expiresAt: z.string() });
export const challengeAnswerSchema = z.object({
  /** 000 §4: no past card charge, or the last one did not succeed. */
  required: z.boolean(),
  challenge: challengeSchema.nullable(),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

export const verifyChallengeSchema = z.object({
  challengeId: z.number().int().positive(),
  answer: z.string().trim().length(CHALLENGE_LENGTH, { error: `Verification code must be ${CHALLENGE_LENGTH} characters` }),
});
export const verifiedSchema = z.object({ solved: z.literal(true) });

// ---- Charges ----

export const packageIdQuerySchema = z.object({ packageId: queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER }) });

export const purchaseBodySchema = z.object({
  /** One per dialog opening: a double click or a retry finds the first charge. */
  idempotencyKey: z.string().trim().min(8).max(100),
  /** The solved challenge, when one is required. */
  challengeId: z.number().int().positive().optional(),
  /** The card to charge; the default card (or the first) when absent. */
  cardId: z.number().int().positive().optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const chargeSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  source: z.string(),
  status: z.enum(CHARGE_STATUSES),
  description: z.string(),
  failureMessage: z.string().nullable(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const purchaseAnswerSchema = z.object({ charge: chargeSchema, balanceCents: z.number().int() });
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

// ---- The processor's callbacks (decision 37 "Pending charges and signed callbacks") ----

/** Hex HMAC-SHA256 of the raw body with the webhook secret. */
export const PAYMENTS_SIGNATURE_HEADER = 'x-payments-signature';

/** POST /payments/webhook: the processor tells how a charge it answered `pending` (or whose answer was lost) ended. */
export const paymentEventSchema = z.object({
  /** The processor's id of the event; a replay carries the same one. */
  id: z.string().trim().min(1).max(200),
  type: z.enum(['charge.succeeded', 'charge.failed']),
  /** The processor's id of the charge. */
  chargeId: z.string().trim().min(1).max(200),
  /** The idempotency key the product gave the charge (`card-charge:<id>`), echoed as processors echo metadata. */
  reference: z.string().trim().max(200).optional(),
  /** In words for the user, on charge.failed. */
  message: z.string().trim().max(500).optional(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export const paymentEventAnswerSchema = z.object({
  /** Whether this event moved the charge; a replay, or an event for a settled charge, moves nothing. */
  applied: z.boolean(),
  status: z.enum(CHARGE_STATUSES),
});

export const CHARGES_PAGE = 10;
export const chargesQuerySchema = z.object({
  afterId: queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
  limit: queryInt({ min: 1, max: 100, default: CHARGES_PAGE }),
});

/** A bank order made from the Buy package tab (GET /orders/add, the orders slice's call). */
export const orderCreatedSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** 000 §2: query paymentTab. */
export const PAYMENT_TABS = ['BuyPackage', 'PaymentMethod', 'Transactions'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
