// Auto-optimization's two laps (000 §3 "Auto-optimization", §4, §5): once a lap's test size has been
// sent, the creatives and offers that miss the lap's thresholds are paused for its paused minutes,
// and after lap 2 only the N best creatives keep sending. Pure: the engine passes the per-element
// stats it counts, stores the pauses (campaign_paused_elements) and lets content-rotation skip them.
// The spec names the thresholds only; the choices made:
// - Due: lap 1 once sent >= lap 1's test size; lap 2 (when on) once sent >= both test sizes added.
//   Each lap is judged once; the engine keeps which laps it judged (campaign_runs.lap).
// - Which thresholds count: those the wizard shows for the message type (decision 23). Voice and
//   voicemail: call rate, revenue per million minutes, revenue per delivered call; the text types:
//   click rate, revenue per million messages; both: reply, block, opt-out, conversion, ROI. A value
//   left in a field of the other kind (from before the type changed) is ignored. Empty = not used;
//   0 is a threshold like any other (block above 0% pauses on any block).
// - Direction: block and opt-out rates pause when ABOVE their threshold; every other figure pauses
//   when BELOW it. Equal passes.
// - Figures: click, reply and conversion rates are per delivered message (the DID table's click
//   rate is too); block and opt-out rates per sent message (they are results that exclude delivery);
//   call rate is callbacks per delivered call. Percentages compare at 2 decimals, as shown; nothing
//   delivered is a rate of 0, not an escape. Revenue thresholds are dollars (as the stats show
//   revenue), compared in whole cents. ROI without a cost has no value (decision 28) and is not
//   judged; neither is an element that sent nothing.
// - Keep the best: a kind (creatives, offers) is never left with nothing running. When every
//   running one would be paused, the best of them keeps sending, reported in `kept`. "Best": fewer
//   failed rules, then a measured element before one that sent nothing (proven good, then unknown,
//   then proven bad), then more revenue per sent message, then the higher click rate (voice: call
//   rate), then the lower id (the older one).
// - Lap 2's creative size N: after lap 2, every creative outside the N best by that order (paused
//   ones included) is paused for the rest of the campaign (pausedUntil null), so only N are left
//   once the timed pauses run out. Offers have no such size.
// - Only the kinds listed in evaluatedElements are judged; domain group, route and DID group are
//   judged by their own settings (did-rotation.ts, domain-rotation.ts), not here.
import { isVoiceType } from '../campaign-compose/rules/message-types';
import { TEXT_THRESHOLDS, VOICE_THRESHOLDS } from '../campaign-compose/rules/optimization';
import type { AutoOptimizationLap, Compose } from '../campaign-compose/shape';
import { dollarsToCents, formatCents } from '../money';
import type { MessageType } from '../routes';
import { revenuePerMilMessagesCents, revenuePerMilMinutesCents, roiPercent } from './revenue';
import { MINUTE_MS } from './zone-clock';

export type OptimizedElement = 'creative' | 'offer';

/** One creative's or offer's results in the campaign so far. */
export interface ElementStats {
  element: OptimizedElement;
  id: number;
  sent: number;
  delivered: number;
  clicked: number;
  replied: number;
  blocked: number;
  optout: number;
  convertor: number;
  revenueCents: number;
  costMillicents: number;
  /** Minutes of the calls the element brought (voice). */
  callMinutes: number;
  /** The campaign's calls that were answered or left a voicemail (voice). */
  deliveredCalls: number;
  /** Calls the contacts made back to the campaign's numbers (voice). */
  calls: number;
}

type Threshold = Exclude<keyof AutoOptimizationLap, 'testSize' | 'pausedMin'>;
type Format = 'percent' | 'money';

interface Rule {
  label: string;
  /** Block and opt-out: a figure above the threshold is the bad one. */
  higherIsWorse: boolean;
  format: Format;
  /** The element's figure (percent, or cents for money), null when it has none. */
  figure: (s: ElementStats) => number | null;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const perDelivered = (s: ElementStats, part: number) => percent(part, s.delivered);

const RULES: Record<Threshold, Rule> = {
  threshold: { label: 'Click rate', higherIsWorse: false, format: 'percent', figure: (s) => perDelivered(s, s.clicked) },
  thresholdPerReply: { label: 'Reply rate', higherIsWorse: false, format: 'percent', figure: (s) => perDelivered(s, s.replied) },
  thresholdPerBlock: { label: 'Block rate', higherIsWorse: true, format: 'percent', figure: (s) => percent(s.blocked, s.sent) },
  thresholdPerOptout: { label: 'Opt-out rate', higherIsWorse: true, format: 'percent', figure: (s) => percent(s.optout, s.sent) },
  thresholdPerConvertor: { label: 'Conversion rate', higherIsWorse: false, format: 'percent', figure: (s) => perDelivered(s, s.convertor) },
  thresholdRevenuePerMilMessage: {
    label: 'Revenue per million messages',
    higherIsWorse: false,
    format: 'money',
    figure: (s) => revenuePerMilMessagesCents(s.revenueCents, s.sent),
  },
  thresholdRevenuePerMilMinute: {
    label: 'Revenue per million minutes',
    higherIsWorse: false,
    format: 'money',
    figure: (s) => revenuePerMilMinutesCents(s.revenueCents, s.callMinutes * 60),
  },
  thresholdRevenuePerDeliveredCall: {
    label: 'Revenue per delivered call',
    higherIsWorse: false,
    format: 'money',
    figure: (s) => (s.deliveredCalls <= 0 ? null : Math.round(s.revenueCents / s.deliveredCalls)),
  },
  thresholdCallRate: { label: 'Call rate', higherIsWorse: false, format: 'percent', figure: (s) => percent(s.calls, s.deliveredCalls) },
  thresholdRoi: {
    label: 'ROI',
    higherIsWorse: false,
    format: 'percent',
    figure: (s) => {
      const roi = roiPercent(s.revenueCents * 1000, s.costMillicents);
      return roi === null ? null : Math.round(roi * 100) / 100;
    },
  },
};

const isThreshold = (key: string): key is Threshold => key in RULES;
const ALL_THRESHOLDS = Object.keys(RULES).filter(isThreshold);

/** The thresholds that judge a message type: its own and the common ones (decision 23). */
export function applicableThresholds(messageType: MessageType): Threshold[] {
  const other = isVoiceType(messageType) ? TEXT_THRESHOLDS : VOICE_THRESHOLDS;
  return ALL_THRESHOLDS.filter((key) => !other.includes(key));
}

export type LapSettings = Pick<Compose, 'messageType' | 'autoOp' | 'lap1' | 'autoOpLap2' | 'lap2' | 'autoOpLap2CreativeSize' | 'evaluatedElements'>;

/** Whether a lap's test size has been sent (whether it was judged already is the engine's record). */
export function lapDue(lap: 1 | 2, sentSoFar: number, settings: Pick<LapSettings, 'autoOp' | 'lap1' | 'autoOpLap2' | 'lap2'>): boolean {
  if (!settings.autoOp) return false;
  const first = settings.lap1.testSize;
  if (lap === 1) return first !== null && first > 0 && sentSoFar >= first;
  const second = settings.lap2.testSize;
  if (!settings.autoOpLap2 || second === null || second <= 0) return false;
  return sentSoFar >= (first ?? 0) + second;
}

function shown(value: number, format: Format): string {
  return format === 'money' ? formatCents(value) : `${value.toFixed(2)}%`;
}

function limit(threshold: number, format: Format): string {
  return format === 'money' ? formatCents(dollarsToCents(threshold)) : `${threshold}%`;
}

/** The rules an element fails, each in words ('Click rate 1.20% below 3%'). */
export function failedRules(stats: ElementStats, lap: AutoOptimizationLap, messageType: MessageType): string[] {
  if (stats.sent <= 0) return [];
  return applicableThresholds(messageType).flatMap((key) => {
    const threshold = lap[key];
    const rule = RULES[key];
    const figure = rule.figure(stats);
    if (threshold === null || figure === null) return [];
    const bar = rule.format === 'money' ? dollarsToCents(threshold) : threshold;
    const fails = rule.higherIsWorse ? figure > bar : figure < bar;
    return fails ? [`${rule.label} ${shown(figure, rule.format)} ${rule.higherIsWorse ? 'above' : 'below'} ${limit(threshold, rule.format)}`] : [];
  });
}

export interface ElementPause {
  element: OptimizedElement;
  id: number;
  reason: string;
  /** Epoch ms; null for the rest of the campaign (lap 2's creative size). */
  pausedUntil: number | null;
}

export interface LapJudgement {
  pauses: ElementPause[];
  /** Elements that failed but keep sending as the best of their kind, with what they failed. */
  kept: { element: OptimizedElement; id: number; reason: string }[];
}

export interface LapJudgeInput {
  lap: 1 | 2;
  settings: LapSettings;
  stats: readonly ElementStats[];
  /** Elements paused right now (an earlier lap's pause not yet run out): not judged again. */
  pausedNow: readonly { element: OptimizedElement; id: number }[];
  now: number;
}

interface Verdict {
  stats: ElementStats;
  failures: string[];
  paused: boolean;
}

/** A before B when A is the better element (the header's "best"). */
function byBest(voice: boolean) {
  const revenuePerSent = (s: ElementStats) => (s.sent > 0 ? s.revenueCents / s.sent : 0);
  const primary = (s: ElementStats) => (voice ? percent(s.calls, s.deliveredCalls) : percent(s.clicked, s.delivered));
  return (a: Verdict, b: Verdict) =>
    a.failures.length - b.failures.length ||
    Number(b.stats.sent > 0) - Number(a.stats.sent > 0) ||
    revenuePerSent(b.stats) - revenuePerSent(a.stats) ||
    primary(b.stats) - primary(a.stats) ||
    a.stats.id - b.stats.id;
}

const KINDS: readonly OptimizedElement[] = ['creative', 'offer'];

export function judgeLap(input: LapJudgeInput): LapJudgement {
  const { settings, now } = input;
  const lap = input.lap === 1 ? settings.lap1 : settings.lap2;
  // The compose rules keep pausedMin within 10-2399; 10 is their floor for a lap stored without one.
  const until = now + (lap.pausedMin ?? 10) * MINUTE_MS;
  const best = byBest(isVoiceType(settings.messageType));
  const judgement: LapJudgement = { pauses: [], kept: [] };

  for (const kind of KINDS) {
    if (!settings.evaluatedElements.includes(kind)) continue;
    const pausedIds = new Set(input.pausedNow.filter((p) => p.element === kind).map((p) => p.id));
    const verdicts: Verdict[] = input.stats
      .filter((s) => s.element === kind)
      .map((s) => ({ stats: s, failures: failedRules(s, lap, settings.messageType), paused: pausedIds.has(s.id) }));
    const pauses = new Map<number, ElementPause>();
    for (const v of verdicts) {
      if (!v.paused && v.failures.length > 0) pauses.set(v.stats.id, { element: kind, id: v.stats.id, reason: v.failures.join('; '), pausedUntil: until });
    }

    const size = settings.autoOpLap2CreativeSize;
    if (input.lap === 2 && kind === 'creative' && size !== null && size >= 1) {
      for (const v of [...verdicts].sort(best).slice(size)) {
        const reason = v.failures.length > 0 ? v.failures.join('; ') : `Not among the ${size} best creatives`;
        pauses.set(v.stats.id, { element: kind, id: v.stats.id, reason, pausedUntil: null });
      }
    }

    const running = verdicts.filter((v) => !v.paused);
    if (running.length > 0 && running.every((v) => pauses.has(v.stats.id))) {
      const keep = [...running].sort(best)[0];
      judgement.kept.push({ element: kind, id: keep.stats.id, reason: pauses.get(keep.stats.id)?.reason ?? '' });
      pauses.delete(keep.stats.id);
    }
    judgement.pauses.push(...[...pauses.values()].sort((a, b) => a.id - b.id));
  }
  return judgement;
}
