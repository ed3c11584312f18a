// Referral commission arithmetic (issue 15; decision 52), in integer cents only. A program's rate is
// held in basis points (1 bp = 0.01 %), so 12.5 % is 1250 and no float ever touches money.
//
// Rounding rule: a commission is the revenue times the rate, rounded DOWN to the whole cent
// (floor). The platform never pays out a fraction of a cent it did not earn, and the fraction is
// not carried to the next purchase: each purchase's commission stands alone, so a statement can be
// re-computed line by line from its purchases.

export const MAX_RATE_BP = 10_000;

/** A percentage typed in a form (at most 2 decimals) as basis points: 12.5 -> 1250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points as the percentage a person reads: 1250 -> 12.5. */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/** The commission of one purchase: floor(revenueCents * rateBp / 10000), exact in integers. */
export function commissionCents(revenueCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(revenueCents) || revenueCents < 0) throw new Error(`revenue must be a non-negative integer of cents, got ${revenueCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP) throw new Error(`rate must be 0..${MAX_RATE_BP} basis points, got ${rateBp}`);
  // BigInt keeps the product exact past 2^53 (a $90 trillion purchase at 100 % would still be right).
  return Number((BigInt(revenueCents) * BigInt(rateBp)) / BigInt(MAX_RATE_BP));
}
