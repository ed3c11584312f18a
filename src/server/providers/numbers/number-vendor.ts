// The number vendor DID purchase orders buy from: it reserves numbers matching an order (country,
// area code and how strictly to keep to it, category) and releases them. The built-in simulator is
// the default (no vendor is reachable here); a real one implements the same interface.
import type { DidPurchaseOrder } from '@domain/dids';

export type NumberRequest = Required<Pick<DidPurchaseOrder, 'country' | 'areaCode' | 'areaCodeSelectionMode' | 'phoneCategory'>>;

export interface Reservation {
  /** E.164 numbers now the buyer's; fewer than asked when the vendor ran short. */
  numbers: string[];
  /** Why fewer than asked, in words for the buyer; null when all came. */
  shortfall: string | null;
}

export interface NumberVendor {
  /** Pause between two steps of a purchase, so numbers arrive over time as a vendor delivers them. */
  readonly stepDelayMs: number;
  /** Reserves up to `count` numbers for the request, skipping those `taken` says are already owned. */
  reserve(request: NumberRequest, count: number, taken: (phone: string) => Promise<boolean>): Promise<Reservation>;
  /** Gives numbers back. */
  release(phones: readonly string[]): Promise<void>;
  /**
   * The carrier's view of numbers the buyer holds (a DID scrub): for each number, why it cannot be
   * sent from (not working, flagged as spam), or null when it is fine. Numbers it does not know
   * answer null.
   */
  check(phones: readonly string[]): Promise<Map<string, string | null>>;
}
