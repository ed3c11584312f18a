// Schedule and speed (000 §5): start or stop when scheduling, stop after start, the sleep timer,
// the offset, the auto-stop threshold, seed numbers and resending.
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import { isSendTime } from '../../sending/schedule-window';
import { isTimeZone } from '../../sending/zone-clock';
import type { Compose } from '../shape';
import { isInteger, isPhone, phoneList, problem, type Problems } from './problem';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SEED_NUMBERS_MAX = 10;

function schedulingProblems(c: Compose): Problems {
  if (!c.activeScheduling) return [];
  const start = c.scheduling.trim();
  const stop = c.schedulingStopTime.trim();
  if (start === '' && stop === '') return [problem('scheduling', m.schedulingRequired)];
  const found: Problems = [];
  // A real date and time ('2026-02-30 10:00' has the format but no day), as the engine reads it.
  if (start !== '' && !isSendTime(start)) found.push(problem('scheduling', m.sendTimeFormat('Start time')));
  if (stop !== '' && !isSendTime(stop)) found.push(problem('schedulingStopTime', m.sendTimeFormat('Stop time')));
  // Same format, same timezone: the texts compare as the times do.
  if (found.length === 0 && start !== '' && stop !== '' && stop <= start) found.push(problem('schedulingStopTime', m.stopAfterStart));
  return found;
}

function sleepProblems(c: Compose): Problems {
  const { enabled, start, end, weekDays } = c.sleepTimer;
  if (!enabled) return [];
  if (start === '' && end === '' && weekDays.length === 0) return [problem('sleepTimer', m.sleepNeedsTime)];
  const found: Problems = [];
  if ((start === '') !== (end === '')) found.push(problem('sleepTimer', m.sleepBothEnds));
  if ((start !== '' && !CLOCK.test(start)) || (end !== '' && !CLOCK.test(end))) found.push(problem('sleepTimer', m.sleepTimeFormat));
  if (new Set(weekDays).size === 7) found.push(problem('sleepTimer.weekDays', m.sleepWholeWeek));
  return found;
}

export function scheduleProblems(c: Compose, facts: ComposeFacts): Problems {
  const found = [...schedulingProblems(c), ...sleepProblems(c)];
  // Send times and sleep windows are read in this zone: one the engine cannot read is refused.
  if (!isTimeZone(c.timeName)) found.push(problem('timeName', m.timeZoneUnknown));
  const offset = c.campaignOffset.trim();
  if (offset !== '' && !/^-?\d+$/.test(offset)) found.push(problem('campaignOffset', m.offsetInteger));
  if (c.autoStopThreshold !== null && (!isInteger(c.autoStopThreshold) || c.autoStopThreshold <= 0)) {
    found.push(problem('autoStopThreshold', m.autoStopThreshold));
  }
  const seeds = phoneList(c.seedNumbers);
  if (seeds.length > SEED_NUMBERS_MAX) found.push(problem('seedNumbers', m.seedNumbersMax));
  for (const seed of seeds) if (!isPhone(seed)) found.push(problem('seedNumbers', m.seedNumberInvalid(seed)));
  if (c.resendFailedContactEnabled) {
    const countries = new Set(c.contactGroups.map((id) => facts.groups.get(id)?.country).filter((x) => x !== undefined));
    if (countries.size > 1) found.push(problem('resendFailedContactEnabled', m.resendOneCountry));
  }
  return found;
}
