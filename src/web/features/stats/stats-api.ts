// The calls of the statistics screen (base /api/v1, docs/api.md "Statistics"), typed by the zod
// schemas of src/domain the server validates with; every answer is parsed. Each takes the page's
// AbortSignal, so leaving the screen cancels what is loading (001 §2).
import { carrierStatsAnswerSchema, statsAnswerSchema, statsCampaignListSchema, type CarrierStatsAnswer, type StatsAnswer, type StatsCampaignList, type StatsRequest } from '@domain/stats';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function getStats(query: StatsRequest, signal?: AbortSignal): Promise<StatsAnswer> {
  const { data } = await api.get<unknown>('/stats', { params: query, signal });
  return parseAnswer(statsAnswerSchema, data);
}

export async function getStatsCampaigns(signal?: AbortSignal): Promise<StatsCampaignList> {
  const { data } = await api.get<unknown>('/stats/campaigns', { signal });
  return parseAnswer(statsCampaignListSchema, data);
}

export async function getCarrierStats(query: { from: string; to: string; cpId: number }, signal?: AbortSignal): Promise<CarrierStatsAnswer> {
  const { data } = await api.get<unknown>('/stats/carriers', { params: query, signal });
  return parseAnswer(carrierStatsAnswerSchema, data);
}

/** The stats as a CSV file (with datetimes in the browser's zone), for the browser to save. */
export async function exportStats(query: StatsRequest): Promise<Blob> {
  const { data } = await api.get<Blob>('/stats/export', { params: query, responseType: 'blob' });
  return data;
}
