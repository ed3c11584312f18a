// Auto-optimization (000 §3, §4, §5): checked only when on, forced off for a target of 99 or
// fewer, lap 2 checked only when on and cleared when off.
import { describe, expect, it } from 'vitest';
import { composeProblems, composeMessages as m, normalizeCompose, THRESHOLD_LABELS, type ComposeInput } from '@domain/campaign-compose';
import { compose, facts } from './fixtures';

const goodLap = { testSize: 500, pausedMin: 60, threshold: 5, thresholdRevenuePerMilMessage: 10, thresholdCallRate: 20, thresholdRevenuePerMilMinute: 3, thresholdRevenuePerDeliveredCall: 1 };
const on = (overrides: ComposeInput = {}): ComposeInput => ({ autoOp: true, lap1: goodLap, evaluatedElements: ['creative'], ...overrides });
const problemsOf = (input: ComposeInput, totalTarget = 5000) => composeProblems(compose(input), facts({ totalTarget }));

describe('auto-optimization', () => {
  it('is not checked while off', () => {
    expect(problemsOf({ autoOp: false, lap1: { testSize: 1, pausedMin: 1 } })).toEqual([]);
  });

  it('passes with a complete first lap', () => {
    expect(problemsOf(on())).toEqual([]);
  });

  it.each([
    [{ testSize: 99 }, 'lap1.testSize', m.testSize(5000)],
    [{ testSize: 5000 }, 'lap1.testSize', m.testSize(5000)],
    [{ testSize: 150.5 }, 'lap1.testSize', m.testSize(5000)],
    [{ pausedMin: 9 }, 'lap1.pausedMin', m.pausedMin],
    [{ pausedMin: 2400 }, 'lap1.pausedMin', m.pausedMin],
    [{ threshold: 100 }, 'lap1.threshold', m.threshold(THRESHOLD_LABELS.threshold)],
    [{ thresholdPerBlock: -1 }, 'lap1.thresholdPerBlock', m.threshold(THRESHOLD_LABELS.thresholdPerBlock)],
    [{ threshold: null }, 'lap1.threshold', m.thresholdRequired(THRESHOLD_LABELS.threshold)],
  ])('refuses %o on %s', (lap, path, message) => {
    expect(problemsOf(on({ lap1: { ...goodLap, ...lap } }))).toContainEqual({ path, message });
  });

  it('keeps the boundaries 100 < total, 10 and 2399 minutes, 0 and 99 percent', () => {
    expect(problemsOf(on({ lap1: { ...goodLap, testSize: 100, pausedMin: 10, threshold: 0, thresholdPerOptout: 99 } }))).toEqual([]);
    expect(problemsOf(on({ lap1: { ...goodLap, testSize: 4999, pausedMin: 2399 } }))).toEqual([]);
  });

  it('asks voice campaigns for the call thresholds, not the text ones', () => {
    const voice = on({ messageType: 'VOICE', media: [23], lap1: { ...goodLap, threshold: null, thresholdRevenuePerMilMessage: null, thresholdCallRate: null } });
    expect(problemsOf(voice)).toEqual([{ path: 'lap1.thresholdCallRate', message: m.thresholdRequired(THRESHOLD_LABELS.thresholdCallRate) }]);
  });

  it('needs the evaluated elements', () => {
    expect(problemsOf(on({ evaluatedElements: [] }))).toContainEqual({ path: 'evaluatedElements', message: m.evaluatedRequired });
  });

  it('checks lap 2 only when it is on, with its creative size', () => {
    expect(problemsOf(on({ autoOpLap2: false, lap2: { testSize: 1 } }))).toEqual([]);
    const found = problemsOf(on({ autoOpLap2: true, lap2: { ...goodLap, pausedMin: 5 } }));
    expect(found).toContainEqual({ path: 'lap2.pausedMin', message: m.pausedMin });
    expect(found).toContainEqual({ path: 'autoOpLap2CreativeSize', message: m.lap2CreativeSize });
  });
});

describe('normalizing a compose', () => {
  it('forces auto-optimization and lap 2 off for a target of 99 or fewer', () => {
    const c = normalizeCompose(compose(on({ autoOpLap2: true, lap2: goodLap, autoOpLap2CreativeSize: 2 })), { totalTarget: 99 });
    expect(c.autoOp).toBe(false);
    expect(c.autoOpLap2).toBe(false);
    expect(c.lap2.testSize).toBeNull();
    expect(c.autoOpLap2CreativeSize).toBeNull();
  });

  it('keeps them for a target of 100', () => {
    const c = normalizeCompose(compose(on({ autoOpLap2: true, lap2: goodLap })), { totalTarget: 100 });
    expect(c.autoOp).toBe(true);
    expect(c.lap2.testSize).toBe(500);
  });

  it('clears lap 2 while it is off', () => {
    expect(normalizeCompose(compose(on({ autoOpLap2: false, lap2: goodLap })), { totalTarget: 5000 }).lap2.testSize).toBeNull();
  });

  it('trims the title, drops empty target filters and strips seed numbers', () => {
    const c = normalizeCompose(
      compose({
        campaignTitle: '  Spring sale ',
        target: [
          { contactField: 'city', filterType: 'INCLUDE', valueContactField: ' Austin ' },
          { contactField: 'state', filterType: 'EXCLUDE', valueContactField: '' },
          { contactField: '', filterType: 'INCLUDE', valueContactField: 'x' },
        ],
        seedNumbers: ' +1 555 000 1111, ,+15550002222 ',
      }),
      { totalTarget: 5000 },
    );
    expect(c.campaignTitle).toBe('Spring sale');
    expect(c.target).toEqual([{ contactField: 'city', filterType: 'INCLUDE', valueContactField: 'Austin' }]);
    expect(c.seedNumbers).toBe('+15550001111,+15550002222');
  });

  it('gives an empty target the default: mobiles only', () => {
    expect(normalizeCompose(compose({ target: [] }), { totalTarget: 5000 }).target).toEqual([{ contactField: 'phoneType', filterType: 'INCLUDE', valueContactField: 'MOBILE' }]);
  });

  it('sends voice with its one attachment', () => {
    expect(normalizeCompose(compose({ messageType: 'VOICE', attachmentEnabled: true, media: [23], numberOfAttachmentInMessage: 4 }), { totalTarget: 5000 }).numberOfAttachmentInMessage).toBe(1);
  });
});
