// The DID and domain tables filter by date-hour, which the server takes as YYMMDDHH (001 §4, §9 "YYMMDDHH for
// date-hour"). The shared DateRangePicker gives local dates; the hour is the one they fall in.
const two = (n: number) => String(n).padStart(2, '0');

export function toDateHour(date: Date): string {
  return `${two(date.getFullYear() % 100)}${two(date.getMonth() + 1)}${two(date.getDate())}${two(date.getHours())}`;
}
