// The wizard's live estimate (issue 9): how many segments the message takes and what the send
// costs at the price table's rate for the campaign's country and message type. An estimate only:
// the engine charges message by message, each as it goes out (decision 6).
import { countMessage } from '../message-segments';
import { costCents, type PriceEntry } from '../pricing';
import { isTextType } from './rules/message-types';
import type { Compose } from './shape';

export interface ComposeEstimate {
  /** Segments of the longest message the send may use (texts); 1 for a call or a voicemail. */
  segments: number;
  /** Price of one segment or call, in millicents; null when the price table has no entry. */
  unitPriceMillicents: number | null;
  /** Whole-send cost in cents for `audience` contacts; null without a price or an audience. */
  costCents: number | null;
}

export function estimateCompose(compose: Compose, messages: readonly string[], audience: number | null, prices: readonly PriceEntry[]): ComposeEstimate {
  const texts = compose.creativeMode === 'onfly' ? [compose.onflyMessage] : messages;
  const segments = isTextType(compose.messageType) ? Math.max(1, ...texts.map((t) => (t.trim() === '' ? 1 : countMessage(t).segments))) : 1;
  const price = prices.find((p) => p.country === compose.country && p.messageType === compose.messageType)?.unitPriceMillicents ?? null;
  return {
    segments,
    unitPriceMillicents: price,
    costCents: price === null || audience === null ? null : costCents(price, audience * segments),
  };
}
