// The date-hour range of per-hour statistics (001 §4, §9: YYMMDDHH), shared by the DID and domain
// tables: each end optional, the start not after the end.
import { z } from 'zod';
import { messages } from './messages';

export const dateHourSchema = z.string().regex(/^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])$/, `Date hour ${messages.incorrectFormat}`);

export const dateHourRangeFields = { startDateHour: dateHourSchema.optional(), endDateHour: dateHourSchema.optional() };

/** For superRefine: a start after the end is refused on startDateHour. */
export function checkDateHourRange(q: { startDateHour?: string; endDateHour?: string }, ctx: z.RefinementCtx): void {
  if (q.startDateHour && q.endDateHour && q.startDateHour > q.endDateHour) {
    ctx.addIssue({ code: 'custom', path: ['startDateHour'], message: 'Start date hour must not be after end date hour' });
  }
}

/** The UTC hour an instant falls in, as YYMMDDHH: the key the engine files hourly figures under. */
export function utcDateHour(at: Date): string {
  return at.toISOString().slice(2, 13).replace(/[-T]/g, '');
}
