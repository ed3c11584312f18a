// How every page writes numbers, money and dates (UI.md "Look"): counts with thousands separators,
// rates with 2 decimals and a percent sign, money with $ (per-message prices with 3 decimals), dates
// as DD/MM/YYYY HH:mm in the user's timezone, a dash where there is none.
import { formatDate } from './date-range-picker/date-range';

const counts = new Intl.NumberFormat('en-US');
const rates = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

export function formatCount(n: number): string {
  return counts.format(n);
}

/** 97.5 -> "97.50%". */
export function formatRate(percent: number): string {
  return `${rates.format(percent)}%`;
}

export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatDate(date, 'DD/MM/YYYY HH:mm');
}

/** Money from whole cents, e.g. "$3.60". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** Money from millicents (a per-message price), 3 decimals as the spec writes prices: "$0.003". */
export function formatMillicents(millicents: number): string {
  return dollars.format(millicents / 100_000);
}
