// The money formulas of a campaign (000 §3 campaign stats, §9): profit, ROI, revenue per mil, and
// the domain delivery rate the rotation reads. Money is integer cents in and out (../money.ts);
// ratios are plain numbers, unrounded unless the spec rounds them: formatting is the screen's.

/** Revenue minus cost, in cents. */
export function profitCents(revenueCents: number, costCents: number): number {
  return revenueCents - costCents;
}

/**
 * ROI = (revenue - cost) / cost x 100, in percent. Null without a cost (decision 28): nothing was
 * spent, so there is no return to state, and a number (0, or infinity) would rank such a creative
 * in auto-optimization as if it had been measured.
 */
export function roiPercent(revenueCents: number, costCents: number): number | null {
  if (costCents <= 0) return null;
  return ((revenueCents - costCents) / costCents) * 100;
}

/**
 * Revenue per 1,000,000 messages (Rev/mil message), in whole cents, rounded half up; null when
 * nothing was sent (no rate yet, not a rate of 0).
 */
export function revenuePerMilMessagesCents(revenueCents: number, messages: number): number | null {
  if (messages <= 0) return null;
  return Math.round((revenueCents * 1_000_000) / messages);
}

/** Revenue per 1,000,000 call minutes (Rev/mil minute), from call seconds, in whole cents; null without calls. */
export function revenuePerMilMinutesCents(revenueCents: number, callSeconds: number): number | null {
  if (callSeconds <= 0) return null;
  return Math.round((revenueCents * 60_000_000) / callSeconds);
}

/**
 * Domain delivery rate = (used - failed) / used as a rounded percent, 100 when used is 0 (000 §9).
 * More failures than uses (counters read at different moments) counts as 0, not below.
 */
export function domainDeliveryRate(used: number, failed: number): number {
  if (used <= 0) return 100;
  return Math.round((Math.max(0, used - Math.max(0, failed)) * 100) / used);
}
