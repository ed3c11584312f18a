// The risk score (001 §9): every weight on its own, sums, and the cap at 99.99.
import { describe, expect, it } from 'vitest';
import { presentFactors, RISK_FACTORS, RISK_SCORE_MAX, riskScore, type RiskFactor } from '@domain/risk-score';

const spec: Record<RiskFactor, number> = {
  vpn: 20,
  publicProxy: 15,
  residentialProxy: 10,
  tor: 25,
  hosting: 10,
  anycast: 5,
  otherConnectionType: 10,
  sharedIp: 10,
  riskyUserType: 20,
  unknownUserType: 3,
  bot: 20,
  unknownOs: 20,
  fakeIos: 10,
  desktopAsPhone: 20,
};

describe('risk score', () => {
  it('is 0 for a click with no risk fact', () => {
    expect(riskScore({})).toBe(0);
  });

  it.each(Object.entries(spec))('weighs %s as %i', (factor, weight) => {
    expect(riskScore({ [factor]: true })).toBe(weight);
    expect(riskScore({ [factor]: false })).toBe(0);
  });

  it('knows exactly the spec weights', () => {
    expect([...RISK_FACTORS].sort()).toEqual(Object.keys(spec).sort());
  });

  it('adds the weights of several facts', () => {
    expect(riskScore({ vpn: true, bot: true, unknownUserType: true })).toBe(43);
    expect(presentFactors({ bot: true, vpn: true, tor: false })).toEqual(['vpn', 'bot']);
  });

  it('caps the sum at 99.99', () => {
    expect(riskScore({ tor: true, vpn: true, bot: true, unknownOs: true, desktopAsPhone: true })).toBe(RISK_SCORE_MAX);
    expect(riskScore({ tor: true, vpn: true, bot: true, unknownOs: true, fakeIos: true })).toBe(95);
    const everything = Object.fromEntries(RISK_FACTORS.map((f) => [f, true]));
    expect(riskScore(everything)).toBe(99.99);
    // 100 exactly is over the cap too.
    expect(riskScore({ tor: true, vpn: true, bot: true, unknownOs: true, publicProxy: true })).toBe(99.99);
  });
});
