// The Order service tab (000 §2 "order-service", §5 "Volume 1,000 to 10,000,000", "Duration 1 to 365
// days"; 001 §3 "Volume order: duration, volume, messageType", §7 "Premium endpoints: list-order,
// create-order, check-credit"): a request for a volume of messages over some days. Its price is the
// volume at the price table's unit price for the message type (the highest over the countries: the
// order names none), and the balance must cover it. An order charges nothing: an admin accepts or
// declines it (docs/decisions/0043-settings-tabs.md).
import { z } from 'zod';
import { messages } from './messages';
import { costCents, type PriceEntry } from './pricing';
import { queryInt } from './query';
import { messageTypeSchema, type MessageType } from './routes';

export const VOLUME_MIN = 1_000;
export const VOLUME_MAX = 10_000_000;
export const DURATION_MIN = 1;
export const DURATION_MAX = 365;

export const VOLUME_ORDER_STATUSES = ['Pending', 'Accepted', 'Declined'] as const;
export const volumeOrderStatusSchema = z.enum(VOLUME_ORDER_STATUSES);
export type VolumeOrderStatus = z.infer<typeof volumeOrderStatusSchema>;

export const volumeOrderMessages = {
  notPriced: 'This message type has no price yet',
  created: 'Created',
  notFound: 'Order is not existed',
  notPending: 'This order was already decided',
  short: (price: string, balance: string) => `Your balance of ${balance} does not cover this order's ${price}: please add credit first`,
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} ${messages.numberType}` })
    .int(`${label} ${messages.integer}`)
    .min(min, `${label} ${messages.atLeast(min)}`)
    .max(max, `${label} ${messages.atMost(max)}`);

export const checkCreditSchema = z.object({
  duration: whole('Duration', DURATION_MIN, DURATION_MAX),
  volume: whole('Volume', VOLUME_MIN, VOLUME_MAX),
  messageType: messageTypeSchema.default('SMS'),
});
export const createVolumeOrderSchema = checkCreditSchema;
export type CreateVolumeOrder = z.input<typeof createVolumeOrderSchema>;

export const creditCheckSchema = z.object({
  priceCents: z.number().int(),
  balanceCents: z.number().int(),
  enough: z.boolean(),
});
export type CreditCheck = z.infer<typeof creditCheckSchema>;

export const volumeOrderSchema = z.object({
  id: z.number().int(),
  duration: z.number().int(),
  volume: z.number().int(),
  messageType: messageTypeSchema,
  priceCents: z.number().int(),
  status: volumeOrderStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VolumeOrder = z.infer<typeof volumeOrderSchema>;

export const volumeOrderListSchema = z.object({ items: z.array(volumeOrderSchema) });
export const decideVolumeOrderSchema = z.object({ status: z.enum(['Accepted', 'Declined']) });

/** GET /admin/premium: every user's orders for the Super-Admin's Volume orders page. */
export const adminVolumeOrderQuerySchema = z.object({
  status: volumeOrderStatusSchema.optional(),
  offset: queryInt({ min: 0, max: 1_000_000, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: 50 }),
});
export type AdminVolumeOrderQuery = z.input<typeof adminVolumeOrderQuerySchema>;
export const adminVolumeOrderSchema = volumeOrderSchema.extend({ username: z.string(), email: z.string() });
export type AdminVolumeOrder = z.infer<typeof adminVolumeOrderSchema>;
export const adminVolumeOrderPageSchema = z.object({ items: z.array(adminVolumeOrderSchema), total: z.number().int() });
export type AdminVolumeOrderPage = z.infer<typeof adminVolumeOrderPageSchema>;

/** The order's price in cents: the volume at the highest unit price of its type; null when unpriced. */
export function volumeOrderPriceCents(prices: readonly PriceEntry[], messageType: MessageType, volume: number): number | null {
  const units = prices.filter((p) => p.messageType === messageType).map((p) => p.unitPriceMillicents);
  if (units.length === 0) return null;
  return costCents(Math.max(...units), volume);
}
