// How the DID pages write numbers and dates: counts with thousands separators, rates with 2
// decimals and a percent sign (UI.md "percentages 2 decimals"), dates as DD/MM/YYYY HH:mm in the
// user's timezone, a dash where there is none.
import { formatDate } from '@web/ui';

const counts = new Intl.NumberFormat('en-US');
const rates = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
