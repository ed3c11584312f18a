// What happens to a message in the simulated world: its delivery result and how long the report
// takes, then what its recipient does (clicks the link and maybe converts, replies or opts out,
// picks up the call). Pure functions of the settings and the message: every draw comes from
// sha256(seed:key:purpose), so the same seed and message key always give the same story (demos and
// tests repeat), and each purpose is an independent draw (whether a message is delivered says
// nothing about whether it is clicked). Times are already divided by the settings' timeFactor.
import { createHash } from 'node:crypto';
import type { MessageType } from '@domain/routes';
import { DELIVERY_RESULTS, codeOfDeliveryResult } from '@domain/sending/delivery-results';
import { overlayRates, type ResultRates, type SimSettings } from './sim-settings';

/** The message facts the model reads. */
export interface ModelMessage {
  key: string;
  type: MessageType;
  to: string;
  shortUrl: string | null;
  recipientCarrier: string | null;
  routeId: number | null;
}

export interface Delivery {
  /** Delivery result code 0-12. */
  code: number;
  /** From the carrier taking the message to its report. */
  latencyMs: number;
}

export type CallOutcome = 'answered' | 'machine' | 'missed';

/** One thing a recipient does, `afterMs` after the delivery. */
export type AudienceAction =
  | { kind: 'click'; afterMs: number }
  | { kind: 'convert'; afterMs: number; payoutCents: number }
  | { kind: 'reply'; afterMs: number; text: string; stop: boolean }
  | { kind: 'call'; afterMs: number; outcome: CallOutcome; listenSeconds: number; dtmf: string | null; callback: boolean };

// Opt-out keywords carriers and the CTIA guidelines honour, in the spellings people send.
const STOP_REPLIES = ['STOP', 'Stop', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const OTHER_REPLIES = ['Yes', 'Info please', 'Who is this?', 'YES', 'Not interested', 'How much?'];
// The keys an IVR menu usually offers: 1 to talk to someone, 2 to hear more, 9 to be removed.
const DTMF_DIGITS = ['1', '2', '9'];
const VOICE_TYPES: readonly MessageType[] = ['VOICE', 'RVM'];

/** A uniform draw in [0, 1), fixed by the seed, the message key and what it is drawn for. */
export function chance(seed: string, key: string, purpose: string): number {
  const digest = createHash('sha256').update(`${seed}:${key}:${purpose}`).digest();
  // 48 bits: as many as a double holds exactly.
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

function between(u: number, range: { min: number; max: number }): number {
  return range.min + u * (range.max - range.min);
}

function intBetween(u: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.floor(range.min + u * (range.max - range.min + 1)));
}

function pick<T>(u: number, list: readonly T[]): T {
  return list[Math.min(list.length - 1, Math.floor(u * list.length))];
}

/** The result shares for this message: the overall table, then its route's, then its carrier's changes. */
export function resultRatesOf(settings: SimSettings, message: Pick<ModelMessage, 'routeId' | 'recipientCarrier'>): ResultRates {
  let rates = settings.results;
  const byRoute = message.routeId === null ? undefined : settings.byRoute[String(message.routeId)];
  if (byRoute) rates = overlayRates(rates, byRoute);
  const byCarrier = message.recipientCarrier === null ? undefined : settings.byCarrier[message.recipientCarrier];
  if (byCarrier) rates = overlayRates(rates, byCarrier);
  return rates;
}

export function deliveryOf(settings: SimSettings, message: ModelMessage): Delivery {
  const rates = resultRatesOf(settings, message);
  const u = chance(settings.seed, message.key, 'result');
  // The last result with a share catches what rounding leaves above the cumulative sum.
  let result = DELIVERY_RESULTS.findLast((r) => rates[r] > 0) ?? 'DELIVERED';
  let cumulative = 0;
  for (const r of DELIVERY_RESULTS) {
    cumulative += rates[r];
    if (rates[r] > 0 && u < cumulative) {
      result = r;
      break;
    }
  }
  const latency = between(chance(settings.seed, message.key, 'latency'), settings.latencyMs);
  return { code: codeOfDeliveryResult(result), latencyMs: Math.round(latency / settings.timeFactor) };
}

function callOf(settings: SimSettings, key: string): AudienceAction {
  const draw = (purpose: string) => chance(settings.seed, key, purpose);
  const { voice } = settings;
  const outcome: CallOutcome =
    draw('call-answer') < voice.answerRate ? 'answered' : draw('call-machine') < voice.machineRate ? 'machine' : 'missed';
  // Only a person listens; a voicemail box records the message without anyone hearing it yet.
  const listenSeconds = outcome === 'answered' ? intBetween(draw('call-listen'), voice.listenSeconds) : 0;
  const dtmf = outcome === 'answered' && draw('call-dtmf') < voice.dtmfShareOfAnswered ? pick(draw('call-digit'), DTMF_DIGITS) : null;
  // Anyone may call the number back, a person who missed the call most of all.
  const callback = draw('call-callback') < voice.callbackRate;
  // The call's event comes when it ends.
  return { kind: 'call', afterMs: Math.round((listenSeconds * 1000) / settings.timeFactor), outcome, listenSeconds, dtmf, callback };
}

/** What the recipient of a delivered message does; an empty list when nothing. */
export function reactionOf(settings: SimSettings, message: ModelMessage): AudienceAction[] {
  if (VOICE_TYPES.includes(message.type)) return [callOf(settings, message.key)];
  const draw = (purpose: string) => chance(settings.seed, message.key, purpose);
  const { audience, timeFactor } = settings;
  const delay = (purpose: string) => Math.round(between(draw(purpose), audience.delayMs) / timeFactor);
  const actions: AudienceAction[] = [];
  if (message.shortUrl !== null && draw('click') < audience.clickRate) {
    const clickAfter = delay('click-delay');
    actions.push({ kind: 'click', afterMs: clickAfter });
    if (draw('convert') < audience.convertShareOfClicks) {
      actions.push({ kind: 'convert', afterMs: clickAfter + delay('convert-delay'), payoutCents: intBetween(draw('payout'), audience.payoutCents) });
    }
  }
  if (draw('reply') < audience.replyRate) {
    const stop = draw('reply-stop') < audience.stopShareOfReplies;
    const text = pick(draw('reply-text'), stop ? STOP_REPLIES : OTHER_REPLIES);
    actions.push({ kind: 'reply', afterMs: delay('reply-delay'), text, stop });
  }
  return actions;
}
