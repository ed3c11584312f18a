// The rules of an inbox thread as plain functions (decision 31): where a message of ours came from,
// what its delivery state reads as, whether the contact is waiting for an answer, and the two
// directions of a conversation merged in time. The server's list query applies the same rules in
// SQL (modules/inbox/thread-filters.ts); its tests check the two agree.
import { deliveryStatus, type DeliveryResult } from './sending/delivery-results';
import type { OutboundSource, ThreadMessage } from './inbox';

/**
 * Where a message of ours came from: its campaign, else its idempotency key's prefix (decisions
 * 29 and 30: resp:<action>, auto:<inbound>, test:<batch>:<phone>; inbox:<thread>:<uuid> is a reply
 * from the inbox; api: is kept for the public API of a later issue). Anything else is a message.
 */
export function outboundSource(key: string, campaignId: number | null): OutboundSource {
  if (campaignId !== null) return 'campaign';
  const prefix = key.slice(0, key.indexOf(':') + 1);
  switch (prefix) {
    case 'resp:':
      return 'responder';
    case 'auto:':
      return 'keyword';
    case 'inbox:':
      return 'inbox';
    case 'api:':
      return 'api';
    case 'test:':
      return 'test';
    default:
      return 'message';
  }
}

/** Whether a message of ours answers the contact (a campaign's broadcast or a test does not). */
export const isAnswer = (source: OutboundSource): boolean => source === 'responder' || source === 'keyword' || source === 'inbox' || source === 'api';

export type DeliveryTone = 'success' | 'danger' | 'primary' | 'pending';

/**
 * A message of ours as the conversation shows it: held for quiet hours, queued, sent (the carrier
 * has it), then the stats' delivery status once the result is in (Delivered, Failed, ...).
 */
export function deliveryLabel(state: string, result: DeliveryResult | null): { label: string; tone: DeliveryTone } {
  if (state === 'held') return { label: 'Held', tone: 'pending' };
  if (state === 'queued') return { label: 'Queued', tone: 'pending' };
  if (state !== 'reported' || result === null) return { label: 'Sent', tone: 'primary' };
  const status = deliveryStatus(result);
  return { label: status, tone: status === 'Delivered' ? 'success' : 'danger' };
}

/** A message of ours failed: its result is in and is not DELIVERED. */
export const isFailed = (state: string, result: DeliveryResult | null): boolean => state === 'reported' && result !== null && result !== 'DELIVERED';

/** What the thread row keeps of its two sides (ISO times sort as text). */
export interface ThreadSides {
  lastInboundId: number | null;
  lastInboundAt: string | null;
  lastInboundKind: string | null;
  readInboundId: number;
  lastReplyAt: string | null;
}

/** The contact wrote since the thread was last read. */
export const isUnread = (t: ThreadSides): boolean => (t.lastInboundId ?? 0) > t.readInboundId;

/**
 * The contact had the last word: their latest message is newer than our latest answer. A reply
 * written in the same millisecond as their message answers it (a responder reacts at once).
 */
export const contactHadLastWord = (t: ThreadSides): boolean => t.lastInboundAt !== null && (t.lastReplyAt === null || t.lastInboundAt > t.lastReplyAt);

/** Needs Response: the contact had the last word, it was not STOP, and they have not opted out. */
export const needsResponse = (t: ThreadSides, optedOut: boolean): boolean => contactHadLastWord(t) && t.lastInboundKind !== 'stop' && !optedOut;

/** The digits of a phone search ('(312) 555-01' -> '31255501'); empty when none were typed. */
export const searchDigits = (text: string | undefined): string => (text ?? '').replace(/\D/g, '');

/**
 * Both directions in time order, the newest `max` of them. At the same instant the contact's
 * message comes first: an answer written in the millisecond it arrived follows it.
 */
export function mergeThread(outbound: readonly ThreadMessage[], inbound: readonly ThreadMessage[], max: number): ThreadMessage[] {
  const all = [...inbound, ...outbound];
  const rank = (m: ThreadMessage) => (m.direction === 'inbound' ? 0 : 1);
  all.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : rank(a) - rank(b) || a.id - b.id));
  return all.slice(Math.max(0, all.length - max));
}
