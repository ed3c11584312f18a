// The credit ledger as the client sees it: every change to a balance is one row, in integer cents.
import { z } from 'zod';
import { queryInt } from './query';

/** Below this balance the web app shows the minimum-balance wall ($1.00). */
export const MIN_BALANCE_CENTS = 100;

export const LEDGER_KINDS = [
  'purchase', 'bonus', 'admin-credit', 'move-credit', 'campaign', 'scrub', '10dlc-fee', 'processing-fee', 'domain',
  'refund', 'adjustment', 'subscription',
] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: positive adds credit, negative spends it. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  kind: ledgerKindSchema,
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Rows per page of the ledger. */
export const MAX_LEDGER_PAGE = 100;

export const ledgerQuerySchema = z.object({
  limit: queryInt({ min: 1, max: MAX_LEDGER_PAGE, default: 20 }),
  // The largest 32-bit integer: an OFFSET every database takes.
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;
