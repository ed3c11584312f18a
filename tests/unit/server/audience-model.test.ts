// The carrier simulator's world, as a demo watcher would see it over many messages: the same seed
// tells the same story, the configured rates come out (within sampling error over 20,000
// messages), overrides per route and carrier bite, time acceleration shortens every wait, and voice
// messages are calls rather than clicks. Settings errors name the field to fix.
import { describe, expect, it } from 'vitest';
import { deliveryResultOfCode, type DeliveryResult } from '@domain/sending/delivery-results';
import type { MessageType } from '@domain/routes';
import { chance, deliveryOf, reactionOf, type AudienceAction, type ModelMessage } from '@server/providers/carrier/audience-model';
import { parseSimSettings, simSettingsSchema, type SimSettingsInput } from '@server/providers/carrier/sim-settings';

const N = 20_000;
const settings = (input: SimSettingsInput = {}) => simSettingsSchema.parse(input);

function message(i: number, over: Partial<ModelMessage> = {}): ModelMessage {
  const to = `+1555${String(i).padStart(7, '0')}`;
  return { key: `41:0:${to}`, type: 'SMS', to, shortUrl: `https://go.test/${i}`, recipientCarrier: null, routeId: null, ...over };
}

function messages(over: Partial<ModelMessage> = {}, n = N): ModelMessage[] {
  return Array.from({ length: n }, (_, i) => message(i, over));
}

function shareOf(list: readonly ModelMessage[], s = settings(), result: DeliveryResult = 'DELIVERED'): number {
  return list.filter((m) => deliveryResultOfCode(deliveryOf(s, m).code) === result).length / list.length;
}

const actionsOf = (s: ReturnType<typeof settings>, list: readonly ModelMessage[]) => list.map((m) => reactionOf(s, m));
const ofKind = <K extends AudienceAction['kind']>(actions: readonly AudienceAction[], kind: K) =>
  actions.filter((a): a is Extract<AudienceAction, { kind: K }> => a.kind === kind);

describe('chance', () => {
  it('is a fixed draw in [0, 1) per seed, key and purpose, independent across purposes', () => {
    expect(chance('demo', 'k1', 'result')).toBe(chance('demo', 'k1', 'result'));
    expect(chance('demo', 'k1', 'result')).not.toBe(chance('other', 'k1', 'result'));
    expect(chance('demo', 'k1', 'result')).not.toBe(chance('demo', 'k1', 'click'));
    const a = Array.from({ length: N }, (_, i) => chance('demo', `k${i}`, 'a'));
    const b = Array.from({ length: N }, (_, i) => chance('demo', `k${i}`, 'b'));
    expect(a.every((u) => u >= 0 && u < 1)).toBe(true);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(a)).toBeCloseTo(0.5, 1);
    // Two purposes drawn for the same keys are uncorrelated.
    const cov = mean(a.map((x, i) => (x - 0.5) * (b[i] - 0.5)));
    expect(Math.abs(cov / (1 / 12))).toBeLessThan(0.03);
  });
});

describe('delivery', () => {
  it('gives the same result and latency for the same seed and key, and other outcomes for another seed', () => {
    const list = messages({}, 2_000);
    const first = list.map((m) => deliveryOf(settings(), m));
    expect(list.map((m) => deliveryOf(settings(), m))).toEqual(first);
    const reseeded = list.map((m) => deliveryOf(settings({ seed: 'other' }), m));
    expect(reseeded.filter((d, i) => d.code !== first[i].code).length).toBeGreaterThan(50);
    // Another story, the same world: the delivered share stays the configured one.
    expect(reseeded.filter((d) => d.code === 0).length / list.length).toBeCloseTo(0.9, 1);
  });

  it('honours the default rates over 20,000 messages, with only the results that have a share', () => {
    const list = messages();
    const codes = new Map<DeliveryResult, number>();
    for (const m of list) {
      const r = deliveryResultOfCode(deliveryOf(settings(), m).code);
      codes.set(r, (codes.get(r) ?? 0) + 1);
    }
    expect(Math.abs((codes.get('DELIVERED') ?? 0) / N - 0.9)).toBeLessThan(0.015);
    expect(Math.abs((codes.get('FAILED') ?? 0) / N - 0.03)).toBeLessThan(0.006);
    for (const never of ['OPTED_OUT', 'SEND_TO_SELF', 'INVALID_MESSAGE', 'REJECTED_BY_EXCEED_QUOTA'] as const) expect(codes.get(never)).toBeUndefined();
  });

  it('lets a route and a recipient carrier change the rates of their messages only', () => {
    const s = settings({ byRoute: { '7': { DELIVERED: 0.5 } }, byCarrier: { 'T-Mobile USA': { BLOCKED_BY_SPAM: 0.3 } } });
    expect(Math.abs(shareOf(messages({ routeId: 7 }), s) - 0.5)).toBeLessThan(0.015);
    expect(Math.abs(shareOf(messages({ routeId: 8 }), s) - 0.9)).toBeLessThan(0.015);
    const tmobile = messages({ recipientCarrier: 'T-Mobile USA' });
    expect(Math.abs(shareOf(tmobile, s, 'BLOCKED_BY_SPAM') - 0.3)).toBeLessThan(0.015);
    // The other 70% keep their default proportions: 0.9 / 0.995 of them delivered.
    expect(Math.abs(shareOf(tmobile, s) - 0.7 * (0.9 / 0.995))).toBeLessThan(0.015);
    // Both apply, the carrier's last: route 7 to T-Mobile is 30% spam-blocked, then half of the rest delivered.
    expect(Math.abs(shareOf(messages({ routeId: 7, recipientCarrier: 'T-Mobile USA' }), s) - 0.7 * (0.5 / 0.995))).toBeLessThan(0.015);
  });

  it('keeps report latencies within bounds, divided by the time factor', () => {
    const list = messages({}, 2_000);
    const normal = list.map((m) => deliveryOf(settings(), m).latencyMs);
    expect(Math.min(...normal)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...normal)).toBeLessThanOrEqual(15_000);
    expect(Math.max(...normal) - Math.min(...normal)).toBeGreaterThan(12_000);
    const fast = list.map((m) => deliveryOf(settings({ timeFactor: 10 }), m).latencyMs);
    expect(fast.every((ms, i) => Math.abs(ms - normal[i] / 10) <= 0.5)).toBe(true);
  });
});

describe('the audience of text messages', () => {
  it('clicks, converts and replies at the configured rates, after realistic delays', () => {
    const actions = actionsOf(settings(), messages()).flat();
    const clicks = ofKind(actions, 'click');
    const converts = ofKind(actions, 'convert');
    const replies = ofKind(actions, 'reply');
    expect(Math.abs(clicks.length / N - 0.08)).toBeLessThan(0.006);
    expect(Math.abs(converts.length / clicks.length - 0.15)).toBeLessThan(0.03);
    expect(Math.abs(replies.length / N - 0.04)).toBeLessThan(0.005);
    expect(Math.abs(replies.filter((r) => r.stop).length / replies.length - 0.25)).toBeLessThan(0.05);
    for (const a of [...clicks, ...replies]) expect(a.afterMs).toBeGreaterThanOrEqual(5_000);
    for (const a of [...clicks, ...replies]) expect(a.afterMs).toBeLessThanOrEqual(600_000);
    for (const c of converts) expect(c.payoutCents).toBeGreaterThanOrEqual(50);
    for (const c of converts) expect(c.payoutCents).toBeLessThanOrEqual(500);
  });

  it('converts only after its click, and opts out with real keywords', () => {
    const s = settings({ audience: { clickRate: 1, convertShareOfClicks: 1, replyRate: 1, stopShareOfReplies: 0.5 } });
    for (const actions of actionsOf(s, messages({}, 500))) {
      const [click] = ofKind(actions, 'click');
      const [convert] = ofKind(actions, 'convert');
      expect(convert.afterMs).toBeGreaterThan(click.afterMs);
    }
    const replies = ofKind(actionsOf(s, messages({}, 2_000)).flat(), 'reply');
    expect(new Set(replies.filter((r) => r.stop).map((r) => r.text))).toEqual(new Set(['STOP', 'Stop', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']));
    expect(new Set(replies.filter((r) => !r.stop).map((r) => r.text))).toEqual(new Set(['Yes', 'Info please', 'Who is this?', 'YES', 'Not interested', 'How much?']));
  });

  it('never clicks a message without a short link, and waits less when time is accelerated', () => {
    const s = settings({ audience: { clickRate: 1 } });
    expect(ofKind(actionsOf(s, messages({ shortUrl: null }, 500)).flat(), 'click')).toEqual([]);
    const normal = ofKind(actionsOf(s, messages({}, 500)).flat(), 'click');
    const fast = ofKind(actionsOf(settings({ audience: { clickRate: 1 }, timeFactor: 60 }), messages({}, 500)).flat(), 'click');
    expect(fast.every((c, i) => Math.abs(c.afterMs - normal[i].afterMs / 60) <= 0.5)).toBe(true);
  });
});

describe('the audience of calls', () => {
  it.each<MessageType>(['VOICE', 'RVM'])('%s: one call each, answered, machine or missed at the configured rates; never a click', (type) => {
    const actions = actionsOf(settings(), messages({ type })).flat();
    expect(actions.length).toBe(N);
    const calls = ofKind(actions, 'call');
    expect(calls.length).toBe(N);
    const answered = calls.filter((c) => c.outcome === 'answered');
    const machine = calls.filter((c) => c.outcome === 'machine');
    expect(Math.abs(answered.length / N - 0.45)).toBeLessThan(0.015);
    expect(Math.abs(machine.length / N - 0.55 * 0.2)).toBeLessThan(0.015);
    expect(Math.abs(answered.filter((c) => c.dtmf !== null).length / answered.length - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(calls.filter((c) => c.callback).length / N - 0.02)).toBeLessThan(0.005);
    for (const c of answered) expect(c.listenSeconds).toBeGreaterThanOrEqual(3);
    for (const c of answered) expect(c.listenSeconds).toBeLessThanOrEqual(60);
    for (const c of calls.filter((c) => c.outcome !== 'answered')) expect([c.listenSeconds, c.dtmf]).toEqual([0, null]);
  });
});

describe('parseSimSettings', () => {
  it('gives the defaults without an override and changes only what the override names', () => {
    const s = parseSimSettings(undefined);
    expect(s.seed).toBe('demo');
    expect(s.results.DELIVERED).toBeCloseTo(0.9);
    const o = parseSimSettings('{"timeFactor": 60, "audience": {"clickRate": 0.5}, "results": {"DELIVERED": 0.5}}');
    expect(o.timeFactor).toBe(60);
    expect(o.audience).toMatchObject({ clickRate: 0.5, replyRate: 0.04 });
    // Half delivered, the other half failing in the default proportions.
    expect(o.results.DELIVERED).toBeCloseTo(0.5);
    expect(o.results.FAILED).toBeCloseTo(0.5 * (0.03 / 0.1));
  });

  it('normalises rates that do not add up to 1', () => {
    const s = parseSimSettings('{"results": {"DELIVERED": 90, "FAILED": 10}}');
    expect(s.results.DELIVERED).toBeCloseTo(0.9);
    expect(s.results.FAILED).toBeCloseTo(0.1);
    expect(Object.values(s.results).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('rejects bad input, naming the field', () => {
    expect(() => parseSimSettings('{"results": {"FAILED": -0.1}}')).toThrow(/results\.FAILED: Too small/);
    expect(() => parseSimSettings('{"byRoute": {"3": {"DELIVERED": -1}}}')).toThrow(/byRoute\.3\.DELIVERED/);
    expect(() => parseSimSettings('{"audience": {"clickRate": 1.5}}')).toThrow(/audience\.clickRate/);
    expect(() => parseSimSettings('{"timeFactor": 0.5}')).toThrow(/timeFactor/);
    expect(() => parseSimSettings('{"latencyMs": {"min": 9000, "max": 1000}}')).toThrow(/latencyMs: min must not exceed max/);
    expect(() => parseSimSettings('{"timefactor": 3}')).toThrow(/"timefactor"/);
    expect(() => parseSimSettings('{"results": {"DELIVERD": 1}}')).toThrow(/results: .*"DELIVERD"/);
    expect(() => parseSimSettings('{"results": {"DELIVERED": 0}, "byRoute": {"3": {"DELIVERED": 0, "FAILED": 0, "ATTEMPT_FAILED": 0, "BLOCKED": 0, "INVALID_DESTINATION": 0, "EXPIRED": 0, "REJECTED_BY_VENDOR": 0, "DID_NOT_WORKING": 0, "BLOCKED_BY_SPAM": 0}}}')).toThrow(/byRoute\.3: every delivery result/);
    expect(() => parseSimSettings('{seed: 1}')).toThrow(/not valid JSON/);
  });
});
