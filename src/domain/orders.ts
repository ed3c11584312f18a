// Bank and referral orders, card charges as transactions, proofs and invoices (issue 12; 000 §2
// Invoice detail and Payment Transactions, §3 Transaction and Order/invoice, §4 Order status;
// 001 §7 Billing and orders; decision 38). Shared by the server's routes and the web's screens.
import { z } from 'zod';
import { queryInt } from './query';

/** 000 §4 Order status, as stored ('wait payment' is 'wait-payment', 'part release' 'part-release'). */
export const ORDER_STATUSES = ['open', 'wait-payment', 'processing', 'part-release', 'succeeded', 'failed'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** A card charge's status (written by the payments slice). */
export const CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** The order kinds of the orders table. */
export const orderTypeSchema = z.enum(['bank', 'referral']);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** 000 §3 Transaction type: what the Transactions tab filters by. */
export const TRANSACTION_TYPES = ['bank transfer', 'credit card', 'referral'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const orderTypeOf = (type: TransactionType): OrderType | null =>
  type === 'bank transfer' ? 'bank' : type === 'referral' ? 'referral' : null;
export const transactionTypeOf = (type: OrderType): TransactionType => (type === 'bank' ? 'bank transfer' : 'referral');

/** Proof upload is offered only in these (000 §4). */
export const PROOF_STATUSES: readonly OrderStatus[] = ['wait-payment', 'processing'];
export const canUploadProof = (status: string) => (PROOF_STATUSES as readonly string[]).includes(status);

/** 000 §9: proof 16MB, PDF only. */
export const PROOF_MAX_BYTES = 16 * 1024 * 1024;
/** The custom bank package's minimum in dollars (001 §9). */
export const BANK_MIN_DOLLARS = 2000;
/** Bank transfers carry a flat handling fee on top of the credit bought (decision 38). */
export const BANK_PROCESSING_FEE_CENTS = 2_500;
/** Rows per page of the Transactions tab (000 §3: 10 in the UI); card charges end when fewer than 9 return. */
export const TRANSACTIONS_PAGE = 10;
export const CARD_PAGE_END = 9;

export const orderMessages = {
  bankMinimum: 'Package must be >= $2,000',
  proofTooBig: 'file upload maximum 16MB',
  proofPdfOnly: 'Only PDF files can be uploaded as proof of payment',
  proofRequired: 'Choose a PDF file to upload',
  proofStatus: 'A proof can be uploaded only while the order waits for payment or is processing',
  uploaded: 'Upload proof successfully!',
  deleted: 'Delete proof successfully!',
  packageNotFound: 'Package not found',
  notReceived: 'Mark the money received before releasing it',
  finished: 'The order is already finished',
  releaseTooMuch: (rest: string) => `Release amount must be at most ${rest}`,
  rejectPartReleased: 'Part of the order is released: release the rest instead',
  chargeNotSucceeded: 'Only a succeeded charge has an invoice',
  notAnInvoice: 'This order has no such invoice',
} as const;

/** GET /orders/add: amount in whole dollars, an optional package and idempotency key. */
export const addOrderQuerySchema = z.object({
  amount: queryInt({ min: 1, max: 10_000_000 }),
  packageId: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  key: z.string().min(1).max(100).optional(),
});
export type AddOrderQuery = z.infer<typeof addOrderQuerySchema>;
export const addOrderAnswerSchema = z.object({ data: z.object({ id: z.number().int() }) });

const isoDate = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), { error: 'is incorrect format!' });

/** POST /orders/list (000 §3 Transaction filter). */
export const transactionFilterSchema = z.object({
  type: transactionTypeSchema.default('bank transfer'),
  start: isoDate.optional(),
  end: isoDate.optional(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(50),
  statuses: z.array(z.string().max(40)).max(10).default([]),
  afterId: z.number().int().min(1).optional(),
});
export type TransactionFilter = z.input<typeof transactionFilterSchema>;

/** One row of the Transactions tab: an order, or a card charge (amountInCent, description). */
export const transactionSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  released: z.number(),
  amountInCent: z.number().int(),
  currency: z.string(),
  type: transactionTypeSchema,
  created: z.string(),
  status: z.string(),
  description: z.string(),
  failureMessage: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = z.object({ result: z.array(transactionSchema), type: transactionTypeSchema });
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const proofSchema = z.object({ id: z.number().int(), fileName: z.string(), orderId: z.number().int(), size: z.number().int(), created: z.string() });
export type Proof = z.infer<typeof proofSchema>;

/** 000 §3 Order/invoice; money in dollars as the spec shows it, and in cents for arithmetic. */
export const orderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  created: z.string(),
  released: z.number(),
  releasedCents: z.number().int(),
  status: orderStatusSchema,
  failureMessage: z.string().nullable(),
  processingFee: z.number(),
  /** A Super-Admin marked the money received: the credit may be released. */
  received: z.boolean(),
  proofs: z.array(proofSchema),
  type: orderTypeSchema,
  invoices: z.array(z.enum(['pre-payment', 'final', 'credit', 'e-invoice'])),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdQuerySchema = z.object({ orderId: queryInt({ min: 1, max: 2_147_483_647 }) });
export const proofQuerySchema = orderIdQuerySchema.extend({ proofId: queryInt({ min: 1, max: 2_147_483_647 }) });
export const messageAnswerSchema = z.object({ message: z.string() });

/** The invoices a PDF can be (000 §2 Invoice detail). */
export const INVOICE_KINDS = ['pre-payment', 'final', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export type InvoiceDownload = InvoiceKind | 'e-invoice';

/**
 * What an order offers (000 §2): referral orders a pre-payment invoice while open, else a final one;
 * other orders an eInvoice, a final invoice when succeeded (pre-payment otherwise), and a credit
 * invoice when failed (cancelling the pre-payment one).
 */
export function invoicesOf(type: OrderType, status: OrderStatus): InvoiceDownload[] {
  if (type === 'referral') return [status === 'open' ? 'pre-payment' : 'final'];
  const list: InvoiceDownload[] = ['e-invoice', status === 'succeeded' ? 'final' : 'pre-payment'];
  if (status === 'failed') list.push('credit');
  return list;
}

/** GET /orders/invoice: opened in a new window, so the session token travels as sessionId. */
export const invoiceQuerySchema = z.object({
  id: queryInt({ min: 1, max: 2_147_483_647 }),
  type: z.enum(['bank', 'referral', 'credit card', 'bank transfer', 'card']).default('bank'),
  invoiceType: z.enum(['pdf', 'xml']).default('pdf'),
  kind: z.enum(INVOICE_KINDS).optional(),
  sessionId: z.string().max(200).optional(),
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

/** Admin review. */
export const adminOrderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  offset: queryInt({ min: 0, max: 1_000_000, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: 50 }),
});
export const adminOrderPageSchema = z.object({ items: z.array(orderSchema), total: z.number().int() });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
export const releaseBodySchema = z.object({ amountCents: z.number().int().min(1).max(2_000_000_000).optional() });
export const rejectBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type RejectBody = z.infer<typeof rejectBodySchema>;

/** The review dialogs' forms: an amount in dollars (cents at most), or the rejection's reason. */
export const releaseFormSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { error: 'Amount must be a number of dollars with at most 2 decimals' })
    .refine((v) => Number(v) > 0, { error: 'Amount must be larger than 0' }),
});
export const rejectFormSchema = z.object({ value: z.string().trim().min(1, { error: 'Reason is required field!' }).max(500, { error: 'Reason must be lesser 500 character(s)!' }) });
