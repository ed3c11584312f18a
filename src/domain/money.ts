// Money is integer cents everywhere; these turn cents into the spec's display formats (000 §9).
export function formatCents(cents: number, currency = '$'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${currency}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
