// The monitoring row's figures: contacts left, the speed window, real speed, time remaining from the
// send speed (or the real one when the route decides), rates on their bases, and the cost group on
// revenue.ts (profit, ROI, revenue per mil, RPC); no figure without a base.
import { describe, expect, it } from 'vitest';
import {
  monitoringFigures,
  perEach,
  ratePercent,
  realSpeedPerHour,
  remainingContacts,
  speedWindowMinutes,
  timeRemainingSeconds,
  type MonitoringCounters,
} from '@domain/sending/monitoring-figures';

const at = (minutes: number) => Date.UTC(2026, 2, 3, 19, 0) + minutes * 60_000;

const counters = (over: Partial<MonitoringCounters> = {}): MonitoringCounters => ({
  total: 1000, sent: 400, skipped: 100, delivered: 300, clicked: 60, replied: 15, optout: 4, blocked: 8, convertor: 6, callback: 0,
  costMillicents: 300_000, revenueCents: 450, callSeconds: 0, deliveredCalls: 0, voice: false, maxSpeedPerHour: 600, realSpeedPerHour: 480, ended: false,
  ...over,
});

describe('monitoring figures', () => {
  it('leaves the contacts neither sent to nor skipped, never below 0', () => {
    expect(remainingContacts(1000, 400, 100)).toBe(500);
    expect(remainingContacts(10, 12, 0)).toBe(0);
  });

  it('measures the speed over the window, or the minutes since the start inside it', () => {
    expect(speedWindowMinutes(at(30), at(0))).toBe(5);
    expect(speedWindowMinutes(at(0.5), at(0))).toBe(1);
    expect(speedWindowMinutes(at(2.5), at(0))).toBe(3);
    expect(speedWindowMinutes(at(1), null)).toBe(5);
    expect(realSpeedPerHour(50, 5)).toBe(600);
    expect(realSpeedPerHour(100, 1)).toBe(6000);
    expect(realSpeedPerHour(0, 5)).toBe(0);
  });

  it('takes the time remaining from the send speed, else from the real speed', () => {
    expect(timeRemainingSeconds(500, 600, 100)).toBe(3000);
    expect(timeRemainingSeconds(1, 3600, 0)).toBe(1);
    expect(timeRemainingSeconds(7, 600, 0)).toBe(42);
    expect(timeRemainingSeconds(500, null, 1000)).toBe(1800);
    expect(timeRemainingSeconds(500, null, 0)).toBeNull();
    expect(timeRemainingSeconds(0, null, 0)).toBe(0);
  });

  it('has no rate and no per-thing cost without a base', () => {
    expect(ratePercent(1, 3)).toBeCloseTo(33.333, 3);
    expect(ratePercent(0, 0)).toBeNull();
    expect(perEach(300, 0)).toBeNull();
    expect(perEach(300, 4)).toBe(75);
  });

  it('computes a text campaign’s row', () => {
    expect(monitoringFigures(counters())).toEqual({
      remainContact: 500,
      timeRemainingSeconds: 3000,
      deliveredRate: 75,
      clickRate: 20,
      replyRate: 5,
      optoutRate: 1,
      blockRate: 2,
      conversionRate: 2,
      costPerClickMillicents: 5000,
      costPerMessageMillicents: 750,
      // $4.50 revenue, $3.00 cost.
      profitCents: 150,
      roiPercent: 50,
      revPerMilCents: 1_125_000,
      revPerMilMessageCents: 1_125_000,
      revPerMilMinuteCents: null,
      rpcCents: 7.5,
      // No call seconds over 300 delivered.
      acdSeconds: 0,
      callRatePercent: null,
    });
  });

  it('counts revenue per mil by minute for voice, with ACD and the call rate', () => {
    const f = monitoringFigures(counters({ voice: true, callSeconds: 6_000, deliveredCalls: 200, callback: 10 }));
    // 450 cents over 100 minutes: 4.5 cents a minute, 4,500,000 per million.
    expect(f.revPerMilMinuteCents).toBe(4_500_000);
    expect(f.revPerMilCents).toBe(4_500_000);
    expect(f.acdSeconds).toBe(20);
    expect(f.callRatePercent).toBe(5);
  });

  it('has no time remaining once ended, and no ROI without a cost', () => {
    const f = monitoringFigures(counters({ ended: true, costMillicents: 0, sent: 0, delivered: 0, clicked: 0 }));
    expect(f).toMatchObject({ timeRemainingSeconds: null, roiPercent: null, profitCents: 450, deliveredRate: null, clickRate: null, costPerMessageMillicents: null, revPerMilCents: null });
  });
});
