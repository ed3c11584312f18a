// The built-in carrier simulator's settings (decision 29): how often messages are delivered or fail
// (overall, per route, per recipient carrier), how fast reports come back, and how the simulated
// audience behaves. Every field has a default, so an empty override is a working demo; a JSON
// override (env CARRIER_SIM) changes only what it names.
//
// Delivery result rates are shares, not probabilities that must add up: a partial table keeps the
// shares it states and spreads what is left over the other results in their default proportions
// (so { "DELIVERED": 0.5 } means half delivered, the other half failing as usual); shares adding up
// to 1 or more are weights, scaled to add up to 1 (so { "DELIVERED": 90, "FAILED": 10 } works too).
import { z } from 'zod';
import { DELIVERY_RESULTS, deliveryResultSchema, type DeliveryResult } from '@domain/sending/delivery-results';

export type ResultRates = Record<DeliveryResult, number>;
export type PartialResultRates = Partial<ResultRates>;

const DEFAULT_RESULTS: PartialResultRates = {
  DELIVERED: 0.9,
  FAILED: 0.03,
  ATTEMPT_FAILED: 0.01,
  BLOCKED: 0.015,
  INVALID_DESTINATION: 0.015,
  EXPIRED: 0.01,
  REJECTED_BY_VENDOR: 0.01,
  DID_NOT_WORKING: 0.005,
  BLOCKED_BY_SPAM: 0.005,
};

const fullRates = z.record(deliveryResultSchema, z.number());

/**
 * The full table `base` becomes once `override` is laid over it: stated results keep their share,
 * the others share the rest in proportion to `base`. Stated shares adding up to 1 or more are read
 * as weights (e.g. percentages) and scaled to 1, the others getting none. Null when no result would
 * have a share at all.
 */
function overlay(base: PartialResultRates, override: PartialResultRates): ResultRates | null {
  const stated = (r: DeliveryResult) => override[r] !== undefined;
  const statedSum = DELIVERY_RESULTS.reduce((sum, r) => sum + (override[r] ?? 0), 0);
  const othersSum = DELIVERY_RESULTS.reduce((sum, r) => sum + (stated(r) ? 0 : (base[r] ?? 0)), 0);
  const weights = statedSum >= 1 || othersSum <= 0;
  if (weights && statedSum <= 0) return null;
  const shareOf = (r: DeliveryResult): number => {
    if (stated(r)) return (override[r] ?? 0) / (weights ? statedSum : 1);
    return weights ? 0 : ((base[r] ?? 0) / othersSum) * (1 - statedSum);
  };
  return fullRates.parse(Object.fromEntries(DELIVERY_RESULTS.map((r) => [r, shareOf(r)])));
}

/** overlay() for settings already checked by simSettingsSchema, where a table is never empty. */
export function overlayRates(base: PartialResultRates, override: PartialResultRates = {}): ResultRates {
  const rates = overlay(base, override);
  if (!rates) throw new Error('Carrier simulator settings: every delivery result has a share of 0');
  return rates;
}

const NO_SHARE = 'every delivery result would have a share of 0';

const share = z.number().min(0).max(1);
const partialRates = z.partialRecord(deliveryResultSchema, z.number().min(0));

function range(min: number, max: number, int = false) {
  const bound = int ? z.number().int().min(0) : z.number().min(0);
  return z
    .strictObject({ min: bound, max: bound })
    .refine((r) => r.min <= r.max, { message: 'min must not exceed max' })
    .default({ min, max });
}

export const simSettingsSchema = z.strictObject({
  /** Another seed, other (but again repeatable) outcomes. */
  seed: z.string().min(1).default('demo'),
  /** Demo acceleration: report latencies and the audience's delays are divided by it. */
  timeFactor: z.number().min(1).default(1),
  latencyMs: range(2_000, 15_000),
  results: partialRates.default({}).transform((rates, ctx) => {
    const full = overlay(DEFAULT_RESULTS, rates);
    if (!full) ctx.addIssue({ code: 'custom', message: NO_SHARE });
    return full ?? z.NEVER;
  }),
  /** Route id -> the results that route changes. */
  byRoute: z.record(z.string(), partialRates).default({}),
  /** Recipient carrier name (as the contact list has it) -> the results that carrier changes; applied after byRoute. */
  byCarrier: z.record(z.string(), partialRates).default({}),
  audience: z
    .strictObject({
      /** Of delivered messages carrying a short link. */
      clickRate: share.default(0.08),
      /** Of delivered text messages. */
      replyRate: share.default(0.04),
      stopShareOfReplies: share.default(0.25),
      convertShareOfClicks: share.default(0.15),
      payoutCents: range(50, 500, true),
      /** From the delivery to the click or the reply, and from the click to the conversion. */
      delayMs: range(5_000, 600_000),
    })
    .default({
      clickRate: 0.08,
      replyRate: 0.04,
      stopShareOfReplies: 0.25,
      convertShareOfClicks: 0.15,
      payoutCents: { min: 50, max: 500 },
      delayMs: { min: 5_000, max: 600_000 },
    }),
  voice: z
    .strictObject({
      answerRate: share.default(0.45),
      /** Of the calls not answered: the rest ring out (missed). */
      machineRate: share.default(0.2),
      listenSeconds: range(3, 60, true),
      dtmfShareOfAnswered: share.default(0.3),
      callbackRate: share.default(0.02),
    })
    .default({ answerRate: 0.45, machineRate: 0.2, listenSeconds: { min: 3, max: 60 }, dtmfShareOfAnswered: 0.3, callbackRate: 0.02 }),
  })
  // A route's or a carrier's table, alone or together, must leave some result a share; the model
  // relies on it.
  .superRefine((s, ctx) => {
    const routes = Object.entries(s.byRoute);
    const carriers = Object.entries(s.byCarrier);
    for (const [id, rates] of routes) {
      if (!overlay(s.results, rates)) ctx.addIssue({ code: 'custom', path: ['byRoute', id], message: NO_SHARE });
    }
    for (const [name, rates] of carriers) {
      if (!overlay(s.results, rates)) ctx.addIssue({ code: 'custom', path: ['byCarrier', name], message: NO_SHARE });
    }
    for (const [id, routeRates] of routes) {
      const base = overlay(s.results, routeRates);
      for (const [name, rates] of carriers) {
        if (base && !overlay(base, rates)) ctx.addIssue({ code: 'custom', path: ['byCarrier', name], message: `${NO_SHARE} on route ${id}` });
      }
    }
  });

export type SimSettings = z.output<typeof simSettingsSchema>;
export type SimSettingsInput = z.input<typeof simSettingsSchema>;

/** The settings from an optional JSON override; an Error naming each bad field otherwise. */
export function parseSimSettings(json: string | undefined): SimSettings {
  let raw: unknown = {};
  if (json !== undefined && json.trim() !== '') {
    try {
      raw = JSON.parse(json);
    } catch (e) {
      throw new Error(`Carrier simulator settings are not valid JSON: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
  const parsed = simSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : '(settings)'}: ${i.message}`);
    throw new Error(`Invalid carrier simulator settings: ${lines.join('; ')}`);
  }
  return parsed.data;
}
