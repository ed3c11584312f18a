// The lists the Price table and Routes info tabs show (001 §7 "Config lists by GET"): what each
// message costs the user, the countries' names and the routes open to the user.
import { z } from 'zod';
import { availableCountriesSchema, type Country } from '@domain/countries';
import { priceEntrySchema, type PriceEntry } from '@domain/pricing';
import { routeSchema, type Route } from '@domain/routes';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

// The tabs show a failed load themselves, with a retry: no toast on top.
const quiet = { ignoreShowMessage: true } as const;

export async function getPriceTable(signal?: AbortSignal): Promise<PriceEntry[]> {
  const { data } = await api.get<unknown>('/config/price-table', { signal, ...quiet });
  return parseAnswer(z.array(priceEntrySchema), data);
}

export async function listCountries(signal?: AbortSignal): Promise<Country[]> {
  const { data } = await api.get<unknown>('/config/countries', { signal, ...quiet });
  return parseAnswer(availableCountriesSchema, data).availableCountries;
}

export async function listRoutes(signal?: AbortSignal): Promise<Route[]> {
  const { data } = await api.get<unknown>('/config/routes', { signal, ...quiet });
  return parseAnswer(z.array(routeSchema), data);
}
