// Which number of a DID group sends each message (000 §3 "DID group" setting, decision 14's
// cycleSent), and when a number's results say it should stop (campaign check, auto release). Pure:
// the engine passes the group's numbers with their counters, the clock reading and the last number
// used, and stores what comes back; a restart with the stored counters gives the same placements.
// The spec names the settings, not their behaviour; the choices made:
// - BAD numbers never send. Numbers are used in the order given (the engine's stable order).
// - Without optimization, messages go round-robin over the ACTIVE numbers, starting after the
//   position of the last one used (`lastIndex`, a position in `dids`; -1 to start at the first).
// - concurrentCheck means "enforce maxConcurrent": with optimization on, concurrent check on and
//   maxConcurrent above 0, only that many numbers are in use at a time: the first ones in order that
//   still have room in the cycle. Without concurrent check (or at 0) every number is in use.
// - Rotation (optimization and rotation on, messagePerCycle above 0): a number sends at most
//   messagePerCycle messages in the group's cycle (cycleSent), then the next one in order takes its
//   place among those in use. When every ACTIVE number is full, the cycle resets on its own: every
//   cycleSent (BAD numbers' too, as the group's "Reset cycle" does) goes back to 0 and the first
//   numbers take over again. The engine stamps the group's cycleResetAt when `cycleReset` says so.
//   With `autoResetCycle: false` placement stops instead ('cycle_full'), for a caller that resets
//   cycles itself. messagePerCycle 0 is unlimited: no cycle, so maxConcurrent alone picks the numbers.
// - Sleep: the group's sleep timer reads the same rule as the campaign's (sleep-window.ts, Sunday 1),
//   on the clock of the group's own zone, forwardCallSetting.timezone (the only zone a group has, so
//   its numbers rest at the same hours whichever campaign uses them); the caller may pass another.
// - Health: once a number has sent at least DID_MIN_SAMPLE messages, with auto release on a delivery
//   rate below deliveredThresholdRelease or a click rate below autoReleaseClickRate answers
//   'release'; else, with campaign check on, below deliveredThreshold or clickedThreshold answers
//   'bench' (the engine marks it BAD with didHealthReason). Release is checked first: it is the
//   stronger answer and its thresholds are the lower ones. The rates are the ones the DID table
//   shows and "Release now" uses (dids.ts): delivered / sent and clicked / delivered, in percent
//   with 2 decimals, so a number is never judged on a figure the user cannot see.
import { clickRate, deliveryRate, type DidGroupSetting, type DidStatus } from '../dids';
import { isAsleep, type SleepTimer } from './sleep-window';

export interface RotationDid {
  id: number;
  phone: string;
  status: DidStatus;
  /** Messages sent in the group's current rotation cycle. */
  cycleSent: number;
  /** The number's totals the health verdict reads. */
  sent: number;
  delivered: number;
  clicked: number;
}

export type DidNoSendReason = 'no_active_did' | 'sleeping' | 'cycle_full';

export interface DidPlacementInput {
  dids: readonly RotationDid[];
  setting: DidGroupSetting;
  /** How many messages to place. */
  count: number;
  /** Position in `dids` of the last number used; -1 before the first message. */
  lastIndex: number;
  now: number;
  /** The zone the sleep timer is read in; the group's forwardCallSetting.timezone when absent. */
  timeName?: string;
  /** Reset a full cycle and go on (the default), or stop with 'cycle_full'. */
  autoResetCycle?: boolean;
}

export interface DidPlacement {
  /** The sending number's id for each placed message, in order; shorter than asked when placement stopped. */
  assignments: number[];
  /** Every number's cycleSent after the placement, in the order of `dids`. */
  cycleSent: { id: number; cycleSent: number }[];
  /** Position of the last number used, for the next call. */
  lastIndex: number;
  /** The cycle was reset (at least once) on the way. */
  cycleReset: boolean;
  /** Why fewer messages than asked were placed; null when all were. */
  reason: DidNoSendReason | null;
}

/** Fewer messages than this say nothing about a number's rates. */
export const DID_MIN_SAMPLE = 100;

/** The group's sleep timer in the campaign timer's shape, so sleep-window's helpers read it alike. */
export function didGroupSleepTimer(setting: DidGroupSetting): SleepTimer {
  const s = setting.sleepTimerSetting;
  return { enabled: s.chkSleepTimer, start: s.startSleepTime, end: s.endSleepTime, weekDays: s.weekDays };
}

export function isDidGroupAsleep(setting: DidGroupSetting, now: number, timeName = setting.forwardCallSetting.timezone): boolean {
  return isAsleep(now, didGroupSleepTimer(setting), timeName);
}

/** 0 = no limit, for both. */
function rotationLimits(setting: DidGroupSetting): { perCycle: number; concurrent: number } {
  const o = setting.didGroupOptimizationSettings;
  if (!o.enable) return { perCycle: 0, concurrent: 0 };
  return { perCycle: o.rotation ? o.messagePerCycle : 0, concurrent: o.concurrentCheck ? o.maxConcurrent : 0 };
}

export function placeDidMessages(input: DidPlacementInput): DidPlacement {
  const { dids, setting, count } = input;
  const cycle = dids.map((d) => d.cycleSent);
  const assignments: number[] = [];
  let last = input.lastIndex;
  let cycleReset = false;
  const answer = (reason: DidNoSendReason | null): DidPlacement => ({
    assignments,
    cycleSent: dids.map((d, i) => ({ id: d.id, cycleSent: cycle[i] })),
    lastIndex: last,
    cycleReset,
    reason: assignments.length < count ? reason : null,
  });

  const active = dids.flatMap((d, i) => (d.status === 'ACTIVE' ? [i] : []));
  if (count <= 0) return answer(null);
  if (active.length === 0) return answer('no_active_did');
  if (isDidGroupAsleep(setting, input.now, input.timeName)) return answer('sleeping');

  const { perCycle, concurrent } = rotationLimits(setting);
  while (assignments.length < count) {
    let open = perCycle === 0 ? active : active.filter((i) => cycle[i] < perCycle);
    if (open.length === 0) {
      if (input.autoResetCycle === false) return answer('cycle_full');
      cycle.fill(0);
      cycleReset = true;
      open = active;
    }
    const inUse = concurrent === 0 ? open : open.slice(0, concurrent);
    // Round-robin: the first number in use after the last one, wrapping to the first.
    const next = inUse.find((i) => i > last) ?? inUse[0];
    assignments.push(dids[next].id);
    cycle[next] += 1;
    last = next;
  }
  return answer(null);
}

export type DidHealthVerdict = 'ok' | 'bench' | 'release';
type DidTotals = Pick<RotationDid, 'sent' | 'delivered' | 'clicked'>;

function judge(did: DidTotals, setting: DidGroupSetting, minSample: number): { verdict: DidHealthVerdict; reason: string | null } {
  if (did.sent < minSample) return { verdict: 'ok', reason: null };
  const delivered = deliveryRate(did.sent, did.delivered);
  const clicked = clickRate(did.delivered, did.clicked);
  if (setting.autoRelease) {
    if (delivered < setting.deliveredThresholdRelease) {
      return { verdict: 'release', reason: `Delivery rate ${delivered}% is under the group's delivered threshold to release of ${setting.deliveredThresholdRelease}%` };
    }
    if (clicked < setting.autoReleaseClickRate) {
      return { verdict: 'release', reason: `Click rate ${clicked}% is under the group's click rate to release of ${setting.autoReleaseClickRate}%` };
    }
  }
  if (setting.campaignCheck) {
    // The scrub's wording for the same rule (server dids/scrub.ts), so one number reads the same either way.
    if (delivered < setting.deliveredThreshold) {
      return { verdict: 'bench', reason: `Delivery rate ${delivered}% is under the group's delivered threshold of ${setting.deliveredThreshold}%` };
    }
    if (clicked < setting.clickedThreshold) {
      return { verdict: 'bench', reason: `Click rate ${clicked}% is under the group's clicked threshold of ${setting.clickedThreshold}%` };
    }
  }
  return { verdict: 'ok', reason: null };
}

/** Whether a number keeps sending ('ok'), is benched (marked BAD) or released, by the group's thresholds. */
export function didHealthVerdict(did: DidTotals, setting: DidGroupSetting, minSample = DID_MIN_SAMPLE): DidHealthVerdict {
  return judge(did, setting, minSample).verdict;
}

/** The verdict's reason in words (the BAD number's badReason), or null when the number is fine. */
export function didHealthReason(did: DidTotals, setting: DidGroupSetting, minSample = DID_MIN_SAMPLE): string | null {
  return judge(did, setting, minSample).reason;
}
