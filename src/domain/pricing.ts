// What sending costs and what credit can be bought. Message prices are finer than a cent, so they are
// integer thousandths of a cent (millicents): 750 = $0.0075. Balances and packages stay integer cents.
import { z } from 'zod';
import { messageTypeSchema } from './routes';

export const priceEntrySchema = z.object({
  country: z.string(),
  messageType: messageTypeSchema,
  /** One message, or one call for VOICE/RVM, in millicents (1 cent = 1000). */
  unitPriceMillicents: z.number().int(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

export const creditPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amountCents: z.number().int(),
  /** Extra credit granted with the package, in cents. */
  bonusCents: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** "$0.0075": dollars with as many decimals as the price needs (at least 2, at most 5). */
export function formatMillicents(millicents: number, currency = '$'): string {
  const dollars = millicents / 100_000;
  const text = dollars.toFixed(5).replace(/0{1,3}$/, '');
  return `${currency}${text}`;
}

/** Cost of `count` messages in whole cents, rounded up so a fraction of a cent is never given away. */
export function costCents(unitPriceMillicents: number, count: number): number {
  return Math.ceil((unitPriceMillicents * count) / 1000);
}
