// The figures of a monitoring row (000 §2 "Monitoring table", §3 "Campaign stats", §9): what is
// left to send and how long it takes, the real speed from the last minutes, the rates, and the cost
// and revenue figures built on revenue.ts. Pure: the server hands it a run's counters and what it
// read for the page. Money stays in its units (revenue in cents, cost in millicents, a thousandth
// of a cent) and ratios are unrounded: the screen formats them (cost per click and per message
// 3 decimals, revenue 1, percentages 2). A figure with no base (a rate of nothing sent, ROI without
// a cost) is null, not 0: "no figure yet" is not "a figure of 0".
import { profitCents, revenuePerMilMessagesCents, revenuePerMilMinutesCents, roiPercent } from './revenue';

/** The real speed is what was sent in the last 5 minutes (the current one included), per hour. */
export const REAL_SPEED_WINDOW_MINUTES = 5;
const MINUTE_MS = 60_000;

/**
 * Contacts not sent to yet: the total less those sent and those skipped (opted out, blacklisted ...
 * when their turn came). Contacts held for their quiet hours are still left: nothing reached them.
 */
export function remainingContacts(total: number, sent: number, skipped: number): number {
  return Math.max(0, total - sent - skipped);
}

/**
 * The minutes the speed window covers: the whole window, or less for a campaign that started inside
 * it (100 messages in its first minute are 6,000 an hour, not 1,200). At least 1.
 */
export function speedWindowMinutes(now: number, startedAt: number | null, window = REAL_SPEED_WINDOW_MINUTES): number {
  if (startedAt === null || startedAt > now) return window;
  return Math.max(1, Math.min(window, Math.floor((now - startedAt) / MINUTE_MS) + 1));
}

/** Messages an hour at the pace of `sent` messages in `minutes` minutes, rounded. */
export function realSpeedPerHour(sent: number, minutes: number): number {
  if (minutes <= 0 || sent <= 0) return 0;
  return Math.round((sent * 60) / minutes);
}

/**
 * Seconds until every remaining contact is sent to: at the campaign's send speed (msg/h), or, when
 * the compose leaves the speed to the route (no max), at the real speed. Null when neither says
 * (nothing is moving and nothing caps it) — "unknown", not "never".
 */
export function timeRemainingSeconds(remaining: number, maxSpeedPerHour: number | null, realSpeed: number): number | null {
  if (remaining <= 0) return 0;
  const speed = maxSpeedPerHour !== null && maxSpeedPerHour > 0 ? maxSpeedPerHour : realSpeed;
  if (speed <= 0) return null;
  return Math.ceil((remaining / speed) * 3600);
}

/** part of whole in percent; null without a whole. */
export function ratePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return (part / whole) * 100;
}

/** One thing's share of a total, e.g. cost per click: null when there are none of the things. */
export function perEach(amount: number, count: number): number | null {
  return count <= 0 ? null : amount / count;
}

/** What a monitoring row is computed from: a run's counters, the calls' figures, the speeds. */
export interface MonitoringCounters {
  total: number;
  sent: number;
  skipped: number;
  delivered: number;
  clicked: number;
  replied: number;
  optout: number;
  blocked: number;
  convertor: number;
  callback: number;
  costMillicents: number;
  revenueCents: number;
  /** Voice and voicemail: seconds listened, calls answered by a person or a machine. */
  callSeconds: number;
  deliveredCalls: number;
  /** Voice or voicemail: Rev/mil is then per million call minutes. */
  voice: boolean;
  maxSpeedPerHour: number | null;
  realSpeedPerHour: number;
  /** Completed or uncompleted: nothing more goes, so there is no time remaining. */
  ended: boolean;
}

export interface MonitoringFigures {
  remainContact: number;
  timeRemainingSeconds: number | null;
  deliveredRate: number | null;
  clickRate: number | null;
  replyRate: number | null;
  optoutRate: number | null;
  blockRate: number | null;
  conversionRate: number | null;
  costPerClickMillicents: number | null;
  costPerMessageMillicents: number | null;
  /** Revenue minus cost, in cents (fractional: the cost is counted in millicents). */
  profitCents: number;
  roiPercent: number | null;
  /** Rev/mil: per million messages for texts, per million call minutes for voice and voicemail. */
  revPerMilCents: number | null;
  revPerMilMessageCents: number | null;
  revPerMilMinuteCents: number | null;
  /** RPC: revenue per click. */
  rpcCents: number | null;
  /** ACD: call seconds per delivered message (000 §3 "ACD (seconds / delivered)"). */
  acdSeconds: number | null;
  /** Callbacks per delivered call (auto-optimization's call rate). */
  callRatePercent: number | null;
}

/**
 * Every derived figure of a row. Rates follow auto-optimization's bases: delivery, block and opt-out
 * per sent message; click, reply and conversion per delivered one.
 */
export function monitoringFigures(c: MonitoringCounters): MonitoringFigures {
  const remainContact = remainingContacts(c.total, c.sent, c.skipped);
  const costCents = c.costMillicents / 1000;
  const perMilMessage = revenuePerMilMessagesCents(c.revenueCents, c.sent);
  const perMilMinute = revenuePerMilMinutesCents(c.revenueCents, c.callSeconds);
  return {
    remainContact,
    timeRemainingSeconds: c.ended ? null : timeRemainingSeconds(remainContact, c.maxSpeedPerHour, c.realSpeedPerHour),
    deliveredRate: ratePercent(c.delivered, c.sent),
    clickRate: ratePercent(c.clicked, c.delivered),
    replyRate: ratePercent(c.replied, c.delivered),
    optoutRate: ratePercent(c.optout, c.sent),
    blockRate: ratePercent(c.blocked, c.sent),
    conversionRate: ratePercent(c.convertor, c.delivered),
    costPerClickMillicents: perEach(c.costMillicents, c.clicked),
    costPerMessageMillicents: perEach(c.costMillicents, c.sent),
    profitCents: profitCents(c.revenueCents, costCents),
    roiPercent: roiPercent(c.revenueCents, costCents),
    revPerMilCents: c.voice ? perMilMinute : perMilMessage,
    revPerMilMessageCents: perMilMessage,
    revPerMilMinuteCents: perMilMinute,
    rpcCents: perEach(c.revenueCents, c.clicked),
    acdSeconds: perEach(c.callSeconds, c.delivered),
    callRatePercent: ratePercent(c.callback, c.deliveredCalls),
  };
}
