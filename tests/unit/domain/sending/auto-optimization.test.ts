// Auto-optimization's laps: when each is due, each threshold's direction at its edge, the voice and
// text thresholds apart, the best of a kind kept running, and lap 2 keeping only the N best creatives.
import { describe, expect, it } from 'vitest';
import { composeSchema, emptyLap, type AutoOptimizationLap } from '@domain/campaign-compose/shape';
import { failedRules, judgeLap, lapDue, type ElementStats, type LapSettings } from '@domain/sending/auto-optimization';

const NOW = Date.parse('2025-01-07T12:00:00Z');
const lap = (patch: Partial<AutoOptimizationLap>): AutoOptimizationLap => ({ ...emptyLap(), testSize: 200, pausedMin: 30, ...patch });
const settings = (patch: Partial<LapSettings> = {}): LapSettings => ({
  ...composeSchema.parse({ autoOp: true, evaluatedElements: ['creative', 'offer'] }),
  lap1: lap({}),
  ...patch,
});
/** 1000 sent and delivered, 5% clicked, 2% replied, 1% converted, no blocks, no money, no calls. */
const stats = (id: number, patch: Partial<ElementStats> = {}): ElementStats => ({
  element: 'creative',
  id,
  sent: 1000,
  delivered: 1000,
  clicked: 50,
  replied: 20,
  blocked: 0,
  optout: 0,
  convertor: 10,
  revenueCents: 0,
  costMillicents: 0,
  callMinutes: 0,
  deliveredCalls: 0,
  calls: 0,
  ...patch,
});

describe('lapDue', () => {
  const both = settings({ autoOpLap2: true, lap1: lap({ testSize: 200 }), lap2: lap({ testSize: 300 }) });

  it.each([
    [1, 199, false],
    [1, 200, true],
    [2, 200, false],
    [2, 499, false],
    [2, 500, true],
  ] as const)('lap %i after %i sent: %s', (which, sent, due) => {
    expect(lapDue(which, sent, both)).toBe(due);
  });

  it('is never due with auto-optimization off, nor lap 2 with lap 2 off', () => {
    expect(lapDue(1, 10_000, { ...both, autoOp: false })).toBe(false);
    expect(lapDue(2, 10_000, { ...both, autoOpLap2: false })).toBe(false);
  });
});

describe('failedRules', () => {
  it.each([
    ['click rate below', { threshold: 3 }, { clicked: 12 }, 'Click rate 1.20% below 3%'],
    ['click rate equal', { threshold: 3 }, { clicked: 30 }, null],
    ['reply rate below', { thresholdPerReply: 2 }, { replied: 19 }, 'Reply rate 1.90% below 2%'],
    ['reply rate equal', { thresholdPerReply: 2 }, { replied: 20 }, null],
    ['conversion rate below', { thresholdPerConvertor: 1 }, { convertor: 9 }, 'Conversion rate 0.90% below 1%'],
    ['block rate above', { thresholdPerBlock: 2 }, { blocked: 21 }, 'Block rate 2.10% above 2%'],
    ['block rate equal', { thresholdPerBlock: 2 }, { blocked: 20 }, null],
    ['block rate far below', { thresholdPerBlock: 2 }, { blocked: 0 }, null],
    ['opt-out rate above', { thresholdPerOptout: 1 }, { optout: 11 }, 'Opt-out rate 1.10% above 1%'],
    ['opt-out rate equal', { thresholdPerOptout: 1 }, { optout: 10 }, null],
    // 1 cent over 1000 messages is 1000 cents ($10) per million.
    ['revenue per million messages below', { thresholdRevenuePerMilMessage: 20 }, { revenueCents: 1 }, 'Revenue per million messages $10.00 below $20.00'],
    ['revenue per million messages equal', { thresholdRevenuePerMilMessage: 20 }, { revenueCents: 2 }, null],
    ['ROI below', { thresholdRoi: 10 }, { revenueCents: 105, costMillicents: 100_000 }, 'ROI 5.00% below 10%'],
    ['ROI equal', { thresholdRoi: 10 }, { revenueCents: 110, costMillicents: 100_000 }, null],
    ['a loss under an ROI of 0', { thresholdRoi: 0 }, { revenueCents: 50, costMillicents: 100_000 }, 'ROI -50.00% below 0%'],
    ['ROI without a cost', { thresholdRoi: 10 }, { revenueCents: 0, costMillicents: 0 }, null],
  ])('judges a text message: %s', (_what, thresholds, patch, reason) => {
    expect(failedRules(stats(1, patch), lap(thresholds), 'SMS')).toEqual(reason === null ? [] : [reason]);
  });

  it('counts the click, reply and conversion rates per delivered message, blocks per sent one', () => {
    const halfDelivered = stats(1, { sent: 1000, delivered: 500, clicked: 15, blocked: 15 });
    // 15 of 500 delivered is 3%; 15 of 1000 sent is 1.5%.
    expect(failedRules(halfDelivered, lap({ threshold: 3, thresholdPerBlock: 1.5 }), 'SMS')).toEqual([]);
    expect(failedRules(stats(1, { delivered: 0, clicked: 0 }), lap({ threshold: 1 }), 'SMS')).toEqual(['Click rate 0.00% below 1%']);
  });

  it('lists every rule an element fails', () => {
    expect(failedRules(stats(1, { clicked: 10, blocked: 50 }), lap({ threshold: 3, thresholdPerBlock: 2 }), 'MMS')).toEqual([
      'Click rate 1.00% below 3%',
      'Block rate 5.00% above 2%',
    ]);
  });

  it('judges a call by its call rate and revenue per minute and per delivered call, not its click rate', () => {
    const call = stats(1, { clicked: 0, revenueCents: 4000, deliveredCalls: 100, calls: 4, callMinutes: 100 });
    const thresholds = lap({ threshold: 3, thresholdCallRate: 5, thresholdRevenuePerDeliveredCall: 0.5, thresholdRevenuePerMilMinute: 500_000 });
    // $40 over 100 minutes is 40 cents a minute, $400,000 per million; over 100 calls 40 cents a call.
    expect(failedRules(call, thresholds, 'VOICE')).toEqual([
      'Revenue per million minutes $400,000.00 below $500,000.00',
      'Revenue per delivered call $0.40 below $0.50',
      'Call rate 4.00% below 5%',
    ]);
    expect(failedRules(call, thresholds, 'RVM')).toHaveLength(3);
  });

  it('leaves the voice thresholds out of a text message', () => {
    const text = stats(1, { calls: 0, deliveredCalls: 10 });
    expect(failedRules(text, lap({ thresholdCallRate: 5, thresholdRevenuePerDeliveredCall: 1 }), 'SMS')).toEqual([]);
  });

  it('applies the common thresholds to both', () => {
    const blocked = stats(1, { blocked: 30 });
    expect(failedRules(blocked, lap({ thresholdPerBlock: 2 }), 'VOICE')).toEqual(['Block rate 3.00% above 2%']);
    expect(failedRules(blocked, lap({ thresholdPerBlock: 2 }), 'SMS2')).toEqual(['Block rate 3.00% above 2%']);
  });

  it('does not judge an element that sent nothing', () => {
    expect(failedRules(stats(1, { sent: 0, delivered: 0, clicked: 0 }), lap({ threshold: 3 }), 'SMS')).toEqual([]);
  });
});

describe('judgeLap', () => {
  const clickAt3 = settings({ lap1: lap({ threshold: 3, pausedMin: 30 }) });

  it('pauses the elements under a threshold for the lap’s paused minutes, with the rule as the reason', () => {
    const judged = judgeLap({
      lap: 1,
      settings: clickAt3,
      stats: [stats(1), stats(2, { clicked: 12 }), stats(10, { element: 'offer' }), stats(20, { element: 'offer', clicked: 20 })],
      pausedNow: [],
      now: NOW,
    });
    expect(judged.pauses).toEqual([
      { element: 'creative', id: 2, reason: 'Click rate 1.20% below 3%', pausedUntil: NOW + 30 * 60_000 },
      { element: 'offer', id: 20, reason: 'Click rate 2.00% below 3%', pausedUntil: NOW + 30 * 60_000 },
    ]);
    expect(judged.kept).toEqual([]);
  });

  it('judges only the kinds among the evaluated elements', () => {
    const judged = judgeLap({
      lap: 1,
      settings: { ...clickAt3, evaluatedElements: ['offer', 'route'] },
      stats: [stats(1), stats(2, { clicked: 12 }), stats(10, { element: 'offer' }), stats(20, { element: 'offer', clicked: 20 })],
      pausedNow: [],
      now: NOW,
    });
    expect(judged.pauses.map((p) => `${p.element}${p.id}`)).toEqual(['offer20']);
  });

  it('keeps the best creative running when every one fails', () => {
    const judged = judgeLap({ lap: 1, settings: clickAt3, stats: [stats(1, { clicked: 10 }), stats(2, { clicked: 25 }), stats(3, { clicked: 5 })], pausedNow: [], now: NOW });
    expect(judged.pauses.map((p) => p.id)).toEqual([1, 3]);
    expect(judged.kept).toEqual([{ element: 'creative', id: 2, reason: 'Click rate 2.50% below 3%' }]);
  });

  it('ranks fewer failed rules above more revenue when keeping the best', () => {
    const twoRules = settings({ lap1: lap({ threshold: 3, thresholdPerBlock: 1 }) });
    const judged = judgeLap({
      lap: 1,
      settings: twoRules,
      stats: [stats(1, { clicked: 10, blocked: 20, revenueCents: 900 }), stats(2, { clicked: 10, revenueCents: 100 })],
      pausedNow: [],
      now: NOW,
    });
    expect(judged.kept.map((k) => k.id)).toEqual([2]);
  });

  it('keeps the best of the running ones when the others are paused already', () => {
    const judged = judgeLap({
      lap: 1,
      settings: clickAt3,
      stats: [stats(1, { clicked: 100 }), stats(2, { clicked: 10 }), stats(3, { clicked: 20 })],
      pausedNow: [{ element: 'creative', id: 1 }],
      now: NOW,
    });
    expect(judged.pauses.map((p) => p.id)).toEqual([2]);
    expect(judged.kept.map((k) => k.id)).toEqual([3]);
  });

  it('does not pause again an element whose pause has not run out', () => {
    const judged = judgeLap({ lap: 1, settings: clickAt3, stats: [stats(1, { clicked: 10 }), stats(2)], pausedNow: [{ element: 'creative', id: 1 }], now: NOW });
    expect(judged).toEqual({ pauses: [], kept: [] });
  });

  it('uses lap 2’s own thresholds and paused minutes on lap 2', () => {
    const laps = settings({ autoOpLap2: true, lap1: lap({ threshold: 1, pausedMin: 10 }), lap2: lap({ threshold: 3, pausedMin: 60 }) });
    const judged = judgeLap({ lap: 2, settings: laps, stats: [stats(1), stats(2, { clicked: 20 })], pausedNow: [], now: NOW });
    expect(judged.pauses).toEqual([{ element: 'creative', id: 2, reason: 'Click rate 2.00% below 3%', pausedUntil: NOW + 60 * 60_000 }]);
  });

  describe('lap 2 creative size', () => {
    const sized = (size: number | null) => settings({ autoOpLap2: true, autoOpLap2CreativeSize: size, lap2: lap({ threshold: 1 }) });
    // Best first: most revenue per sent message, then the higher click rate.
    const four = [
      stats(1, { revenueCents: 100, clicked: 20 }),
      stats(2, { revenueCents: 500, clicked: 20 }),
      stats(3, { revenueCents: 100, clicked: 40 }),
      stats(4, { revenueCents: 0, clicked: 90 }),
    ];

    it('keeps only the N best creatives running for the rest of the campaign', () => {
      const judged = judgeLap({ lap: 2, settings: sized(2), stats: four, pausedNow: [], now: NOW });
      expect(judged.pauses).toEqual([
        { element: 'creative', id: 1, reason: 'Not among the 2 best creatives', pausedUntil: null },
        { element: 'creative', id: 4, reason: 'Not among the 2 best creatives', pausedUntil: null },
      ]);
    });

    it('ranks a creative that failed the lap below every one that passed', () => {
      const failing = [stats(1, { revenueCents: 900, clicked: 5 }), stats(2, { revenueCents: 100 }), stats(3, { revenueCents: 50 })];
      const judged = judgeLap({ lap: 2, settings: sized(2), stats: failing, pausedNow: [], now: NOW });
      expect(judged.pauses).toEqual([{ element: 'creative', id: 1, reason: 'Click rate 0.50% below 1%', pausedUntil: null }]);
    });

    it('ranks a creative that sent nothing below the ones that passed and above the ones that failed', () => {
      // 1 never sent; 2 passes with nothing to its name; 3 has no replies.
      const unknown = [stats(1, { sent: 0, delivered: 0, clicked: 0 }), stats(2, { clicked: 0 }), stats(3, { clicked: 0, replied: 0 })];
      const replies = (size: number) => settings({ autoOpLap2: true, autoOpLap2CreativeSize: size, lap2: lap({ thresholdPerReply: 1 }) });
      const cut = (size: number) => judgeLap({ lap: 2, settings: replies(size), stats: unknown, pausedNow: [], now: NOW }).pauses.map((p) => p.id);
      expect(cut(1)).toEqual([1, 3]);
      expect(cut(2)).toEqual([3]);
    });

    it('makes the pause of a creative paused in lap 1 last when it is not among the best', () => {
      const judged = judgeLap({ lap: 2, settings: sized(1), stats: four.slice(0, 2), pausedNow: [{ element: 'creative', id: 1 }], now: NOW });
      expect(judged.pauses).toEqual([{ element: 'creative', id: 1, reason: 'Not among the 1 best creatives', pausedUntil: null }]);
    });

    it('still keeps one running when the best creative is paused right now', () => {
      const judged = judgeLap({ lap: 2, settings: sized(1), stats: four.slice(0, 2), pausedNow: [{ element: 'creative', id: 2 }], now: NOW });
      expect(judged.pauses).toEqual([]);
      expect(judged.kept).toEqual([{ element: 'creative', id: 1, reason: 'Not among the 1 best creatives' }]);
    });

    it('leaves the creatives alone on lap 1 and without a size', () => {
      expect(judgeLap({ lap: 1, settings: { ...sized(1), lap1: lap({}) }, stats: four, pausedNow: [], now: NOW }).pauses).toEqual([]);
      expect(judgeLap({ lap: 2, settings: sized(null), stats: four, pausedNow: [], now: NOW }).pauses).toEqual([]);
    });
  });
});
