// The performance tracker (000 §2 "/performance-tracker, /performance-tracker/did"; 001 §7
// "number/performance-tracking/search and count", "user-domain/performance-tracking search, count"):
// every domain and every DID of the user, across their groups, with what they did over a date-hour
// range (YYMMDDHH, UTC hours), 50 a page (001 §9 "performance tracking 50"). Search answers a page,
// count the number of rows the same filter matches. Decision 35.
import { z } from 'zod';
import { checkDateHourRange, dateHourRangeFields } from './date-hour';
import { DID_STATUSES } from './dids';
import { DOMAIN_STATUSES } from './domains';

export const PERFORMANCE_PAGE_SIZE = 50;

/** The search call of a list: the filter, a sort field of `fields` and a page. */
function searchSchema<F extends readonly [string, ...string[]]>(fields: F, defaultField: F[number]) {
  return z
    .object({
      search: z.string().trim().max(253).default(''),
      sortField: z.enum(fields).default(defaultField),
      sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
      pageSize: z.number().int().min(1).max(100).default(PERFORMANCE_PAGE_SIZE),
      pageNumber: z.number().int().min(1).max(1_000_000).default(1),
      ...dateHourRangeFields,
    })
    .superRefine(checkDateHourRange);
}

/** What both calls filter by: a part of the domain's (or the DID's) name or of its group's, and the range. */
export const performanceFilterSchema = z
  .object({ search: z.string().trim().max(253).default(''), ...dateHourRangeFields })
  .superRefine(checkDateHourRange);
export type PerformanceFilter = z.input<typeof performanceFilterSchema>;

export const performanceCountSchema = z.object({ total: z.number().int() });
export type PerformanceCount = z.infer<typeof performanceCountSchema>;

// ---- domains -----------------------------------------------------------------------------------

export const DOMAIN_PERFORMANCE_SORT_FIELDS = ['name', 'group', 'used', 'failed', 'clicked', 'deliveryRate', 'clickRate'] as const;

export const domainPerformanceQuerySchema = searchSchema(DOMAIN_PERFORMANCE_SORT_FIELDS, 'used');
export type DomainPerformanceQuery = z.input<typeof domainPerformanceQuerySchema>;

export const domainPerformanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(DOMAIN_STATUSES),
  used: z.number().int(),
  failed: z.number().int(),
  clicked: z.number().int(),
  /** (used - failed) / used as a rounded percent, 100 when unused (domainDeliveryRate, as the group page). */
  deliveryRate: z.number().int(),
  /** clicked / (used - failed) in percent with 2 decimals; 0 when nothing was delivered. */
  clickRate: z.number(),
});
export type DomainPerformance = z.infer<typeof domainPerformanceSchema>;
export const domainPerformancePageSchema = z.object({ items: z.array(domainPerformanceSchema) });
export type DomainPerformancePage = z.infer<typeof domainPerformancePageSchema>;

// ---- DIDs --------------------------------------------------------------------------------------

export const DID_PERFORMANCE_SORT_FIELDS = ['phone', 'group', 'sent', 'delivered', 'clicked', 'deliveryRate', 'clickRate'] as const;

export const didPerformanceQuerySchema = searchSchema(DID_PERFORMANCE_SORT_FIELDS, 'sent');
export type DidPerformanceQuery = z.input<typeof didPerformanceQuerySchema>;

export const didPerformanceSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  status: z.enum(DID_STATUSES),
  badReason: z.string().nullable(),
  sent: z.number().int(),
  delivered: z.number().int(),
  clicked: z.number().int(),
  /** delivered / sent in percent, 2 decimals; 0 when nothing was sent (as the DID group page). */
  deliveryRate: z.number(),
  /** clicked / delivered in percent, 2 decimals; 0 when nothing was delivered. */
  clickRate: z.number(),
});
export type DidPerformance = z.infer<typeof didPerformanceSchema>;
export const didPerformancePageSchema = z.object({ items: z.array(didPerformanceSchema) });
export type DidPerformancePage = z.infer<typeof didPerformancePageSchema>;
