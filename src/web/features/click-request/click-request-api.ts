// The Click request tab's calls (docs/api.md "Settings tabs"): the click filter (updateClickFilter)
// and the IP stats over a date range; every answer parsed with the domain's schemas.
import { z } from 'zod';
import { clickFilterSchema, clickIpStatSchema, type ClickFilter, type ClickFilterInput, type ClickIpStat } from '@domain/click-filter';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function getClickFilter(signal?: AbortSignal): Promise<ClickFilter> {
  const { data } = await api.get<unknown>('/user-settings/click-filter', { signal, ...quiet });
  return parseAnswer(clickFilterSchema, data);
}

export async function saveClickFilter(filter: ClickFilterInput): Promise<ClickFilter> {
  const { data } = await api.post<unknown>('/user-settings/updateClickFilter', filter, quiet);
  return parseAnswer(clickFilterSchema, data);
}

export async function getIpStats(range: { from: Date; to: Date }, signal?: AbortSignal): Promise<ClickIpStat[]> {
  const params = { from: range.from.toISOString(), to: range.to.toISOString(), limit: 50 };
  const { data } = await api.get<unknown>('/user-settings/ip-stats', { params, signal, ...quiet });
  return parseAnswer(z.array(clickIpStatSchema), data);
}
