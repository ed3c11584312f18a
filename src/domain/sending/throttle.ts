// The campaign's send speed (000 §3 sendSpeed, §9 "Send speed in msg/h") as arithmetic the engine
// calls on each tick: no timers, the same answer for the same numbers, so a restarted server picks
// up the plan where the stored last send left it. Anything but a positive speed (empty, 0) is
// unlimited: no throttle, the route and the engine's batch size set the pace.
import { HOUR_MS } from './zone-clock';

export type SendSpeed = number | null;

export function isUnlimited(speedPerHour: SendSpeed): boolean {
  return speedPerHour === null || !(speedPerHour > 0) || !Number.isFinite(speedPerHour);
}

/** Milliseconds between two messages (3600 msg/h: 1000 ms); 0 when unlimited. */
export function sendInterval(speedPerHour: SendSpeed): number {
  return speedPerHour === null || isUnlimited(speedPerHour) ? 0 : HOUR_MS / speedPerHour;
}

/**
 * The first instant the throttle lets the next message go, given when the last one went: a whole
 * interval later, rounded up to the millisecond so the speed is never exceeded. Null when nothing
 * holds it back (no message sent yet, or unlimited speed).
 */
export function nextSlot(lastSentAt: number | null, speedPerHour: SendSpeed): number | null {
  if (lastSentAt === null || isUnlimited(speedPerHour)) return null;
  return Math.ceil(lastSentAt + sendInterval(speedPerHour));
}

/**
 * How many messages may go in [from, to) when the first goes at `from` and each next one an
 * interval later: ceil(duration x speed / 1 h). Counting from one anchor, not message by message,
 * keeps an hour at 7 msg/h at exactly 7 however the intervals round. Infinity when unlimited.
 */
export function slotsBetween(from: number, to: number, speedPerHour: SendSpeed): number {
  if (to <= from) return 0;
  if (speedPerHour === null || isUnlimited(speedPerHour)) return Number.POSITIVE_INFINITY;
  const product = (to - from) * speedPerHour;
  // Whole numbers divide exactly; a fractional speed takes the float's answer.
  return Number.isInteger(product) ? Math.floor((product + HOUR_MS - 1) / HOUR_MS) : Math.ceil(product / HOUR_MS);
}
