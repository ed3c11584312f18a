// Delivery result codes 0-12 (000 §4, 001 §4), as the carrier (simulated or real) reports a
// message's fate, and what each counts as: in the campaign's counters (delivered, failed, blocked,
// optout, attemptFailed, rejected: 000 §3 campaign stats and the monitoring table), in "resend to
// failed", and in the stats' delivery status (001 §3 stats: Delivered, Other Failures, Initial Fail,
// Failed, Sent). The classes are decision 28's reading of the names; the spec lists only the names.
import { z } from 'zod';

export const DELIVERY_RESULTS = [
  'DELIVERED',
  'ATTEMPT_FAILED',
  'FAILED',
  'BLOCKED',
  'OPTED_OUT',
  'SEND_TO_SELF',
  'INVALID_MESSAGE',
  'DID_NOT_WORKING',
  'REJECTED_BY_VENDOR',
  'REJECTED_BY_EXCEED_QUOTA',
  'INVALID_DESTINATION',
  'EXPIRED',
  'BLOCKED_BY_SPAM',
] as const;
export const deliveryResultSchema = z.enum(DELIVERY_RESULTS);
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

/** The code on the wire is the name's position: DELIVERED 0 to BLOCKED_BY_SPAM 12. */
export const deliveryResultCodeSchema = z.number().int().min(0).max(DELIVERY_RESULTS.length - 1);

export function deliveryResultOfCode(code: number): DeliveryResult {
  return DELIVERY_RESULTS[deliveryResultCodeSchema.parse(code)];
}

export function codeOfDeliveryResult(result: DeliveryResult): number {
  return DELIVERY_RESULTS.indexOf(result);
}

/** The campaign counter a result adds to; each result adds to exactly one. */
export const DELIVERY_CLASSES = ['delivered', 'attemptFailed', 'failed', 'blocked', 'optout'] as const;
export type DeliveryClass = (typeof DELIVERY_CLASSES)[number];

interface ResultFacts {
  class: DeliveryClass;
  /** Also counted in the Rejected column (a part of failed). */
  rejected: boolean;
  /** Sent again by "resend to failed": the failure may pass another time, through another DID or later. */
  resendable: boolean;
}

const f = (cls: DeliveryClass, resendable: boolean, rejected = false): ResultFacts => ({ class: cls, rejected, resendable });

export const deliveryResultFacts: Readonly<Record<DeliveryResult, ResultFacts>> = {
  DELIVERED: f('delivered', false),
  // Never reached the carrier: the next attempt may.
  ATTEMPT_FAILED: f('attemptFailed', true),
  FAILED: f('failed', true),
  // The contact's carrier or the contact said no: sending again is how numbers get banned.
  BLOCKED: f('blocked', false),
  OPTED_OUT: f('optout', false),
  // Our own number, a message the route cannot carry, a number that does not exist: the same
  // send fails the same way.
  SEND_TO_SELF: f('failed', false),
  INVALID_MESSAGE: f('failed', false),
  // The sending DID was down; another DID of the group may carry it.
  DID_NOT_WORKING: f('failed', true),
  REJECTED_BY_VENDOR: f('failed', true, true),
  REJECTED_BY_EXCEED_QUOTA: f('failed', true, true),
  INVALID_DESTINATION: f('failed', false),
  // Not delivered within its validity: later may do.
  EXPIRED: f('failed', true),
  BLOCKED_BY_SPAM: f('blocked', false),
};

export function deliveryClass(result: DeliveryResult): DeliveryClass {
  return deliveryResultFacts[result].class;
}

export function isResendable(result: DeliveryResult): boolean {
  return deliveryResultFacts[result].resendable;
}

export function isRejected(result: DeliveryResult): boolean {
  return deliveryResultFacts[result].rejected;
}

export const DELIVERY_STATUSES = ['Delivered', 'Other Failures', 'Initial Fail', 'Failed', 'Sent'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The stats' delivery status of a message: Sent while no result has come back (null), Delivered,
 * Initial Fail for a send that never reached the carrier (ATTEMPT_FAILED), Failed for the carrier's
 * plain FAILED, and Other Failures for every other result (blocked, opted out, rejected, invalid,
 * expired...).
 */
export function deliveryStatus(result: DeliveryResult | null): DeliveryStatus {
  if (result === null) return 'Sent';
  if (result === 'DELIVERED') return 'Delivered';
  if (result === 'ATTEMPT_FAILED') return 'Initial Fail';
  if (result === 'FAILED') return 'Failed';
  return 'Other Failures';
}
