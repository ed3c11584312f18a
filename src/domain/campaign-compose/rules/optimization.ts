// Auto-optimization (000 §3, §4, §5), checked only when on, lap 2 only when it is on too. Which
// thresholds a lap must have depends on the message type: calls are judged by call rate and
// revenue per minute and per delivered call, texts by click rate and revenue per message
// (decision 23 says which is which; the spec only says some are voice-only and some are not).
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import type { AutoOptimizationLap, Compose } from '../shape';
import { isVoiceType } from './message-types';
import { isInteger, problem, type Problems } from './problem';

type Threshold = Exclude<keyof AutoOptimizationLap, 'testSize' | 'pausedMin'>;

/** "Auto-optimization is active only if total target exceeds 99" (000 §4). */
export const AUTO_OP_MIN_TARGET = 100;

export const THRESHOLD_LABELS: Record<Threshold, string> = {
  threshold: 'Click rate threshold',
  thresholdPerReply: 'Reply rate threshold',
  thresholdPerBlock: 'Block rate threshold',
  thresholdPerOptout: 'Opt-out rate threshold',
  thresholdPerConvertor: 'Conversion rate threshold',
  thresholdRevenuePerMilMessage: 'Revenue per million messages threshold',
  thresholdRevenuePerMilMinute: 'Revenue per million minutes threshold',
  thresholdRevenuePerDeliveredCall: 'Revenue per delivered call threshold',
  thresholdCallRate: 'Call rate threshold',
  thresholdRoi: 'ROI threshold',
};
/** Percentages: whole numbers 0-99 (000 §5). */
export const PERCENT_THRESHOLDS: readonly Threshold[] = ['threshold', 'thresholdPerReply', 'thresholdPerBlock', 'thresholdPerOptout', 'thresholdPerConvertor', 'thresholdCallRate'];
export const VOICE_THRESHOLDS: readonly Threshold[] = ['thresholdCallRate', 'thresholdRevenuePerMilMinute', 'thresholdRevenuePerDeliveredCall'];
export const TEXT_THRESHOLDS: readonly Threshold[] = ['threshold', 'thresholdRevenuePerMilMessage'];

function lapProblems(c: Compose, lap: AutoOptimizationLap, prefix: 'lap1' | 'lap2', totalTarget: number | null): Problems {
  const found: Problems = [];
  const { testSize, pausedMin } = lap;
  const total = totalTarget ?? Number.POSITIVE_INFINITY;
  if (!isInteger(testSize) || testSize <= 99 || testSize >= total) found.push(problem(`${prefix}.testSize`, m.testSize(totalTarget ?? 0)));
  if (!isInteger(pausedMin) || pausedMin < 10 || pausedMin > 2399) found.push(problem(`${prefix}.pausedMin`, m.pausedMin));
  const required = isVoiceType(c.messageType) ? VOICE_THRESHOLDS : TEXT_THRESHOLDS;
  for (const key of Object.keys(THRESHOLD_LABELS) as Threshold[]) {
    const value = lap[key];
    const label = THRESHOLD_LABELS[key];
    if (value === null) {
      if (required.includes(key)) found.push(problem(`${prefix}.${key}`, m.thresholdRequired(label)));
    } else if (PERCENT_THRESHOLDS.includes(key) && (!Number.isInteger(value) || value < 0 || value > 99)) {
      found.push(problem(`${prefix}.${key}`, m.threshold(label)));
    }
  }
  return found;
}

export function optimizationProblems(c: Compose, facts: ComposeFacts): Problems {
  if (!c.autoOp) return [];
  const found = lapProblems(c, c.lap1, 'lap1', facts.totalTarget);
  if (c.evaluatedElements.length === 0) found.push(problem('evaluatedElements', m.evaluatedRequired));
  if (c.autoOpLap2) {
    found.push(...lapProblems(c, c.lap2, 'lap2', facts.totalTarget));
    if (!isInteger(c.autoOpLap2CreativeSize) || c.autoOpLap2CreativeSize < 1) found.push(problem('autoOpLap2CreativeSize', m.lap2CreativeSize));
  }
  return found;
}
