// The price list (one entry per country and message type) as the table shows it: one row per
// country with a price per message type, and the message types that have a price anywhere as
// columns, in the spec's order. Prices are shown with the spec's 3 decimals for a per-message cost.
import type { Country } from '@domain/countries';
import { formatMillicents, type PriceEntry } from '@domain/pricing';
import { MESSAGE_TYPES, type MessageType } from '@domain/routes';

export interface PriceRow {
  country: string;
  /** The country's name, or its code when the country list does not name it. */
  countryName: string;
  prices: Partial<Record<MessageType, number>>;
}

export function priceRows(entries: readonly PriceEntry[], countries: readonly Country[]): PriceRow[] {
  const names = new Map(countries.map((c) => [c.code, c.name]));
  const rows = new Map<string, PriceRow>();
  for (const entry of entries) {
    const row = rows.get(entry.country) ?? { country: entry.country, countryName: names.get(entry.country) ?? entry.country, prices: {} };
    row.prices[entry.messageType] = entry.unitPriceMillicents;
    rows.set(entry.country, row);
  }
  return [...rows.values()];
}

/** By country name, A to Z or Z to A. */
export function sortByCountry(rows: readonly PriceRow[], direction: 'ASC' | 'DESC'): PriceRow[] {
  const sorted = [...rows].sort((a, b) => a.countryName.localeCompare(b.countryName));
  return direction === 'ASC' ? sorted : sorted.reverse();
}

export function pricedTypes(entries: readonly PriceEntry[]): MessageType[] {
  return MESSAGE_TYPES.filter((type) => entries.some((e) => e.messageType === type));
}

/**
 * "$0.0075" from 750 millicents, exact: a price list must not round a price (the stats' 3-decimal
 * cost format would show $0.008); a dash where there is no price.
 */
export function formatPrice(millicents: number | undefined): string {
  return millicents === undefined ? '—' : formatMillicents(millicents);
}
