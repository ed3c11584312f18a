// The wizard's live estimate (issue 9): how many segments the message takes and what the send
// costs at the price table's rate for the campaign's country and message type. An estimate only:
// the engine charges message by message, each as it goes out (decision 6).
import { countMessage } from '../message-segments';
import { costCents, type PriceEntry } from '../pricing';
import { asleepOnWallClock } from '../sending/sleep-window';
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

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * Share of a week the sleep timer lets the campaign send, counted minute by minute of a wall-clock
 * week with the engine's own rule (sending/sleep-window.ts: sleeping days whole, the daily window
 * over midnight when it ends before it starts). DST nights are left out: an estimate.
 */
export function awakeShare(sleep: Compose['sleepTimer']): number {
  if (!sleep.enabled) return 1;
  let awake = 0;
  for (let minute = 0; minute < WEEK_MINUTES; minute++) {
    if (!asleepOnWallClock(Math.floor(minute / 1440) + 1, minute % 1440, sleep)) awake++;
  }
  return awake / WEEK_MINUTES;
}

/**
 * Hours from start to the last message at `sendSpeed` messages an hour, the sleep windows
 * counted in (the engine pauses through them); null while the speed is the route's or the
 * audience is unknown.
 */
export function hoursToFinish(compose: Compose, audience: number | null): number | null {
  const speed = compose.sendSpeed;
  if (audience === null || speed === null || speed < 1) return null;
  const share = awakeShare(compose.sleepTimer);
  return share <= 0 ? null : Math.ceil(audience / speed / share);
}
