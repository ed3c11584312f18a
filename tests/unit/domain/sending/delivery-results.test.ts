// Every delivery result code 0-12: its name, the counter it adds to, whether "resend to failed"
// sends to it again, and its delivery status in the stats.
import { describe, expect, it } from 'vitest';
import {
  codeOfDeliveryResult,
  deliveryClass,
  deliveryResultOfCode,
  deliveryStatus,
  isRejected,
  isResendable,
} from '@domain/sending/delivery-results';

describe('delivery results', () => {
  it.each([
    [0, 'DELIVERED', 'delivered', false, false, 'Delivered'],
    [1, 'ATTEMPT_FAILED', 'attemptFailed', true, false, 'Initial Fail'],
    [2, 'FAILED', 'failed', true, false, 'Failed'],
    [3, 'BLOCKED', 'blocked', false, false, 'Other Failures'],
    [4, 'OPTED_OUT', 'optout', false, false, 'Other Failures'],
    [5, 'SEND_TO_SELF', 'failed', false, false, 'Other Failures'],
    [6, 'INVALID_MESSAGE', 'failed', false, false, 'Other Failures'],
    [7, 'DID_NOT_WORKING', 'failed', true, false, 'Other Failures'],
    [8, 'REJECTED_BY_VENDOR', 'failed', true, true, 'Other Failures'],
    [9, 'REJECTED_BY_EXCEED_QUOTA', 'failed', true, true, 'Other Failures'],
    [10, 'INVALID_DESTINATION', 'failed', false, false, 'Other Failures'],
    [11, 'EXPIRED', 'failed', true, false, 'Other Failures'],
    [12, 'BLOCKED_BY_SPAM', 'blocked', false, false, 'Other Failures'],
  ] as const)('code %i is %s: %s, resendable %s, rejected %s, %s in the stats', (code, name, cls, resendable, rejected, status) => {
    expect(deliveryResultOfCode(code)).toBe(name);
    expect(codeOfDeliveryResult(name)).toBe(code);
    expect(deliveryClass(name)).toBe(cls);
    expect(isResendable(name)).toBe(resendable);
    expect(isRejected(name)).toBe(rejected);
    expect(deliveryStatus(name)).toBe(status);
  });

  it('counts a message without a result yet as Sent', () => {
    expect(deliveryStatus(null)).toBe('Sent');
  });

  it.each([-1, 13, 1.5])('refuses code %s', (code) => {
    expect(() => deliveryResultOfCode(code)).toThrow();
  });
});
