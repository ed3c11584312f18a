// Small date helpers over the injectable clock; stored times are ISO-8601 UTC text.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function iso(date: Date): string {
  return date.toISOString();
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
