// The click risk score (001 §9 "Risk score"): each fact a click shows adds its weight, the sum is
// capped at 99.99. Pure, so the server scores clicks with it and tests check it weight by weight.
export const RISK_WEIGHTS = {
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
} as const;

export type RiskFactor = keyof typeof RISK_WEIGHTS;
export const RISK_FACTORS = Object.keys(RISK_WEIGHTS) as RiskFactor[];
export const RISK_SCORE_MAX = 99.99;

/** The facts of one click: a factor is present when true. */
export type RiskFacts = Partial<Record<RiskFactor, boolean>>;

/** The factors present, in the weights' order. */
export function presentFactors(facts: RiskFacts): RiskFactor[] {
  return RISK_FACTORS.filter((f) => facts[f] === true);
}

/** Sum of the weights of the present factors, capped at 99.99, with two decimals. */
export function riskScore(facts: RiskFacts): number {
  const sum = presentFactors(facts).reduce((total, f) => total + RISK_WEIGHTS[f], 0);
  return Math.min(RISK_SCORE_MAX, Math.round(sum * 100) / 100);
}
