// The campaign's sleep timer (000 §3 sleepTimer, §5): when the engine holds a campaign's messages.
// The spec names the fields, not their meaning; decision 28 fixes it:
// - a listed weekday (Sunday 1 to Saturday 7) sleeps the whole of that calendar day in the
//   campaign's timezone;
// - start-end is a daily window, asleep from start (inclusive) to end (exclusive), which runs over
//   midnight when end is before start (22:00-06:00 sleeps 8 hours a night); start = end sleeps no time;
// - both combine: asleep when either says so, each read on the wall clock of the moment, so DST
//   lengthens or shortens a night as the clock on the wall does.
// A half-filled or malformed window sleeps no time: the compose rules refuse it before a send.
import type { Compose } from '../campaign-compose/shape';
import { DAY_MS, localMidnight, MINUTE_MS, nextInstantReaching, wallClockAt } from './zone-clock';

export type SleepTimer = Compose['sleepTimer'];

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The daily window in minutes of the day, or null when there is none. */
export function dailyWindow(sleep: SleepTimer): { start: number; end: number } | null {
  const start = CLOCK.exec(sleep.start);
  const end = CLOCK.exec(sleep.end);
  if (!start || !end) return null;
  const window = { start: Number(start[1]) * 60 + Number(start[2]), end: Number(end[1]) * 60 + Number(end[2]) };
  return window.start === window.end ? null : window;
}

function inWindow(minuteOfDay: number, window: { start: number; end: number } | null): boolean {
  if (!window) return false;
  return window.start < window.end
    ? minuteOfDay >= window.start && minuteOfDay < window.end
    : minuteOfDay >= window.start || minuteOfDay < window.end;
}

/** Asleep on a wall clock: the pure rule, which the wizard's estimate also counts with. */
export function asleepOnWallClock(weekDay: number, minuteOfDay: number, sleep: SleepTimer): boolean {
  if (!sleep.enabled) return false;
  return sleep.weekDays.includes(weekDay) || inWindow(minuteOfDay, dailyWindow(sleep));
}

/** Whether the campaign sleeps at an instant. */
export function isAsleep(instant: number, sleep: SleepTimer, timeName: string): boolean {
  const clock = wallClockAt(instant, timeName);
  return asleepOnWallClock(clock.weekDay, clock.minuteOfDay, sleep);
}

// A week of sleeping days, plus the window's tail into the day after: any search ends within this.
const MAX_HOPS = 20;

/**
 * The first instant at or after `now` when the campaign is awake: `now` itself when it is awake,
 * null when it never wakes (all seven days asleep, which the rules refuse).
 */
export function nextAwakeTime(now: number, sleep: SleepTimer, timeName: string): number | null {
  if (!sleep.enabled) return now;
  if (new Set(sleep.weekDays).size >= 7) return null;
  const window = dailyWindow(sleep);
  let at = now;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const clock = wallClockAt(at, timeName);
    if (!asleepOnWallClock(clock.weekDay, clock.minuteOfDay, sleep)) return at;
    // A sleeping day ends at the next midnight; otherwise the window ends at its end, tomorrow's
    // when it started before midnight.
    const today = localMidnight(clock.local);
    let wake: number;
    if (sleep.weekDays.includes(clock.weekDay) || !window) wake = today + DAY_MS;
    else if (window.start > window.end && clock.minuteOfDay >= window.start) wake = today + DAY_MS + window.end * MINUTE_MS;
    else wake = today + window.end * MINUTE_MS;
    const next = nextInstantReaching(wake, at, timeName);
    if (next === null) return null;
    at = next;
  }
  return null;
}

/**
 * The first instant at or after `now` when the campaign is asleep: `now` itself when it sleeps,
 * null when the timer never sleeps it. The engine stops a run of messages there.
 */
export function nextSleepTime(now: number, sleep: SleepTimer, timeName: string): number | null {
  if (!sleep.enabled) return null;
  const window = dailyWindow(sleep);
  if (!window && sleep.weekDays.length === 0) return null;
  let at = now;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const clock = wallClockAt(at, timeName);
    if (asleepOnWallClock(clock.weekDay, clock.minuteOfDay, sleep)) return at;
    // Awake: sleep comes at the window's start or at a midnight opening a sleeping day.
    const today = localMidnight(clock.local);
    const candidates = [today + DAY_MS];
    if (window) candidates.push(today + window.start * MINUTE_MS + (clock.minuteOfDay >= window.start ? DAY_MS : 0));
    const next = nextInstantReaching(Math.min(...candidates), at, timeName);
    if (next === null) return null;
    at = next;
  }
  return null;
}

