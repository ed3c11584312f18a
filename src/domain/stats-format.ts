// The statistics screen's numbers in the spec's formats (000 §9, 001 §9): cost per click and per
// message with 3 decimals and $, revenue with 1 decimal, percentages with 2, chart values with 6,
// other decimals rounded to 5 places. Rates are computed here too, so the table, the CSV and the
// dashboard cards agree. A rate with nothing to divide by is null and shows as a dash: 0 would
// claim a measurement that was never made.
import { roiPercent } from './sending/revenue';
import type { StatsCounters } from './stats';

export const NO_VALUE = '—';

/** Millicents (1/1000 of a cent) per dollar: the engine prices messages in millicents. */
const MILLICENTS_PER_DOLLAR = 100_000;

/** Rounded to 5 decimal places (000 §9 "decimals rounded to 5 places"). */
export function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

/** A chart value: rounded to 6 decimal places (000 §9 "chart values 6 decimals"). */
export function chartValue(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * n with `decimals` fixed decimals, rounded half away from zero as people round: toFixed works on
 * the binary value, so 0.0075 would show as "0.007". The scaled value is read back at 15
 * significant digits first (7.4999999999999 -> 7.5) and then rounded.
 */
export function toDecimals(n: number, decimals: number): string {
  const scaled = Math.round(Number((Math.abs(n) * 10 ** decimals).toPrecision(15)));
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${digits.slice(-decimals)}`;
  return n < 0 && scaled !== 0 ? `-${text}` : text;
}

/**
 * toDecimals with thousands separators, by hand (as money.ts does: the first Intl number format of
 * a page loads ICU's number data).
 */
export function fixed(n: number, decimals: number): string {
  const text = toDecimals(n, decimals);
  const sign = text.startsWith('-') ? '-' : '';
  const [whole, fraction] = text.slice(sign.length).split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A count with thousands separators: 12345 -> "12,345". */
export function formatCount(n: number): string {
  return fixed(n, 0);
}

/** Dollars with a sign before the $: -1.5 -> "-$1.500" at 3 decimals. */
function dollars(amount: number, decimals: number): string {
  const text = fixed(amount, decimals);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Cost per click or per message, 3 decimals with $: 0.0125 -> "$0.013"; null -> dash. */
export function formatUnitCost(dollarsPerUnit: number | null): string {
  return dollarsPerUnit === null ? NO_VALUE : dollars(dollarsPerUnit, 3);
}

/** Revenue (or cost, or profit) from cents, 1 decimal with $: 12345 -> "$123.5". */
export function formatRevenue(cents: number): string {
  return dollars(cents / 100, 1);
}

/** Money from millicents, 1 decimal with $, as revenue is shown: the engine's costs are millicents. */
export function formatMillicentsAsRevenue(millicents: number): string {
  return dollars(millicents / MILLICENTS_PER_DOLLAR, 1);
}

/** A percentage, 2 decimals: 12.345 -> "12.35%"; null -> dash. */
export function formatPercent(percent: number | null): string {
  return percent === null ? NO_VALUE : `${fixed(percent, 2)}%`;
}

/** A value on the chart's axis or in its tooltip: money with 6 decimals and $, counts whole. */
export function formatChartValue(n: number, kind: 'count' | 'money'): string {
  return kind === 'money' ? dollars(chartValue(n), 6) : formatCount(Math.round(n));
}

/** part / whole as a percent rounded to 5 places, or null when whole is 0. */
export function ratePercent(part: number, whole: number): number | null {
  return whole > 0 ? round5((part * 100) / whole) : null;
}

/** Millicents as dollars, rounded to 5 places (exact: a millicent is $0.00001). */
export function millicentsToDollars(millicents: number): number {
  return round5(millicents / MILLICENTS_PER_DOLLAR);
}

/** Cost per unit (click, message) in dollars, or null without units. */
export function costPerUnit(costMillicents: number, units: number): number | null {
  return units > 0 ? round5(costMillicents / MILLICENTS_PER_DOLLAR / units) : null;
}

/** Every figure a stats row shows, from its counters. */
export interface StatsFigures {
  deliveryRate: number | null;
  clickRate: number | null;
  conversionRate: number | null;
  optoutRate: number | null;
  costPerClick: number | null;
  costPerMessage: number | null;
  /** Cents; the cost rounded up to whole cents as the ledger charges it. */
  costCents: number;
  profitCents: number;
  roi: number | null;
}

export function statsFigures(c: StatsCounters): StatsFigures {
  const costCents = Math.ceil(c.costMillicents / 1000);
  const roi = roiPercent(c.revenueCents, costCents);
  return {
    deliveryRate: ratePercent(c.delivered, c.sent),
    clickRate: ratePercent(c.clicked, c.sent),
    conversionRate: ratePercent(c.convertor, c.clicked),
    optoutRate: ratePercent(c.optout, c.sent),
    costPerClick: costPerUnit(c.costMillicents, c.clicked),
    costPerMessage: costPerUnit(c.costMillicents, c.sent),
    costCents,
    profitCents: c.revenueCents - costCents,
    roi: roi === null ? null : round5(roi),
  };
}
