// How the monitoring table writes its figures (000 §9): cost per click and per message in dollars
// with 3 decimals, revenue (and the revenue family: profit, Rev/mil, RPC) with 1, percentages with
// 2; total costs as money, 2 decimals; counts with thousands separators; a dash where a figure has
// no base. Pure, so the formats have their own tests.
const counts = new Intl.NumberFormat('en-US');
const fixed = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const oneDecimal = fixed(1);
const twoDecimals = fixed(2);
const threeDecimals = fixed(3);

export const NONE = '—';

const dollars = (amount: number, format: Intl.NumberFormat) => {
  // "-$0.0" would read as a loss of nothing: a figure that rounds to zero has no sign.
  const text = format.format(Math.abs(amount));
  const zero = Number(text.replace(/,/g, '')) === 0;
  return `${amount < 0 && !zero ? '-' : ''}$${text}`;
};

export function formatCount(n: number): string {
  return counts.format(n);
}

/** 12.3456 -> "12.35%"; null -> "—". */
export function formatPercent(percent: number | null): string {
  return percent === null ? NONE : `${twoDecimals.format(percent)}%`;
}

/** Revenue and its family, from cents: 1234.5 -> "$12.3". */
export function formatRevenue(cents: number | null): string {
  return cents === null ? NONE : dollars(cents / 100, oneDecimal);
}

/** A cost per click or per message, from millicents: 3750 -> "$0.038". */
export function formatUnitCost(millicents: number | null): string {
  return millicents === null ? NONE : dollars(millicents / 100_000, threeDecimals);
}

/** A total cost, from millicents: 750000 -> "$7.50". */
export function formatCost(millicents: number): string {
  return dollars(millicents / 100_000, twoDecimals);
}

/** 3725 -> "1h 02m"; 95 -> "1m 35s"; 40 -> "40s"; 2 days and more -> "2d 5h". */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return NONE;
  const s = Math.max(0, Math.round(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(s % 60)}s`;
  return `${s}s`;
}

/** Seconds of a call on average, one decimal: 20.25 -> "20.3s". */
export function formatSeconds(seconds: number | null): string {
  return seconds === null ? NONE : `${oneDecimal.format(seconds)}s`;
}
