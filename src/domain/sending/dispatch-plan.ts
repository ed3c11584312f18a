// The throttle, the schedule and the sleep timer composed: when the next message of a campaign may
// go, and how many may go in a tick. The engine asks on each tick with the stored last send; no
// state lives here, so a crash and a restart change nothing.
import { nextAwakeTime, nextSleepTime, type SleepTimer } from './sleep-window';
import { type ScheduleWindow } from './schedule-window';
import { nextSlot, slotsBetween, type SendSpeed } from './throttle';

export interface SendTiming {
  speedPerHour: SendSpeed;
  sleepTimer: SleepTimer;
  timeName: string;
  window: ScheduleWindow;
}

/**
 * The first instant at or after `now` a message may go: the latest of now, the schedule's start
 * and the throttle's next slot, moved on to the next awake moment when that one sleeps. Null when
 * that is at or after the stop time (the campaign is over) or the timer never wakes.
 */
export function nextSendTime(now: number, lastSentAt: number | null, timing: SendTiming): number | null {
  const earliest = Math.max(now, timing.window.startsAt ?? now, nextSlot(lastSentAt, timing.speedPerHour) ?? now);
  // Awake time is never earlier than `earliest`, so the start and the slot still hold.
  const at = nextAwakeTime(earliest, timing.sleepTimer, timing.timeName);
  if (at === null) return null;
  return timing.window.stopsAt !== null && at >= timing.window.stopsAt ? null : at;
}

/**
 * How many messages may go between `now` and `until` (a tick), the first at nextSendTime and each
 * next one an interval later, until the stop time or the campaign's next sleep. Only the first
 * awake stretch of the tick counts: the next tick resumes after the sleep. Infinity when nothing
 * but the clock holds the campaign back (unlimited speed): the caller caps it by its batch.
 */
export function sendBudget(now: number, until: number, lastSentAt: number | null, timing: SendTiming): number {
  const first = nextSendTime(now, lastSentAt, timing);
  if (first === null || first >= until) return 0;
  const sleeps = nextSleepTime(first, timing.sleepTimer, timing.timeName);
  const end = Math.min(until, timing.window.stopsAt ?? until, sleeps ?? until);
  return slotsBetween(first, end, timing.speedPerHour);
}
