// Money is integer cents everywhere; these turn cents into the spec's display formats (000 §9).
export function formatCents(cents: number, currency = '$'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Thousands separators by hand: the first toLocaleString / Intl.NumberFormat of a page loads
  // ICU's number data (~20 ms on a phone, in the task that draws the top bar's balance).
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${currency}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
