// How the contact pages write numbers and dates: counts with thousands separators, dates as
// DD/MM/YYYY HH:mm in the user's timezone (UI.md "Look"), a dash where there is none.
import { formatDate } from '@web/ui';

const counts = new Intl.NumberFormat('en-US');

export function formatCount(n: number): string {
  return counts.format(n);
}

/** "10,000+" when the server stopped counting at its cap. */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `${formatCount(total)}+` : formatCount(total);
}

export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatDate(date, 'DD/MM/YYYY HH:mm');
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** Money from whole cents, e.g. "$3.60". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** Money from millicents (a per-message price), 3 decimals as the spec writes prices: "$0.003". */
export function formatMillicents(millicents: number): string {
  return dollars.format(millicents / 100_000);
}
