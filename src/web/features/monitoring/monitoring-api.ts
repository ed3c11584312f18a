// The monitoring page's calls (base /api/v1, docs/api.md "Monitoring"), typed by the zod schemas of
// src/domain the server validates with; every answer is parsed. The campaign actions (pause,
// continue, ...) are the campaign list's own calls, handed to the page by the router.
import { campaignElementsSchema, monitoringListSchema, switchAnswerSchema, type CampaignElement, type MonitoringList, type MonitoringStatus, type SwitchAnswer, type SwitchInput } from '@domain/monitoring';
import { monitoringLayoutSchema, type MonitoringLayout, type MonitoringSort } from '@domain/monitoring-layout';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export interface MonitoringListQuery {
  statuses: readonly MonitoringStatus[];
  page: number;
  size: number;
  sort: MonitoringSort | null;
  campaignId: number | null;
}

export async function listMonitoring(q: MonitoringListQuery, signal?: AbortSignal): Promise<MonitoringList> {
  const params = {
    statuses: q.statuses.join(','),
    page: q.page,
    size: q.size,
    ...(q.sort ? { sort: q.sort.key, direction: q.sort.direction } : {}),
    ...(q.campaignId === null ? {} : { campaignId: q.campaignId }),
  };
  // Polled every 2 s: a failed poll says nothing (the next one tries again); the page shows the error.
  const { data } = await api.get<unknown>('/campaigns/monitoring', { params, signal, ...quiet });
  return parseAnswer(monitoringListSchema, data);
}

export async function campaignElements(campaignId: number, signal?: AbortSignal): Promise<CampaignElement[]> {
  const { data } = await api.get<unknown>(`/campaigns/${campaignId}/elements`, { signal });
  return parseAnswer(campaignElementsSchema, data).items;
}

export async function switchElement(campaignId: number, input: SwitchInput): Promise<SwitchAnswer> {
  const { data } = await api.post<unknown>(`/campaigns/${campaignId}/switch-status`, input, quiet);
  return parseAnswer(switchAnswerSchema, data);
}

export async function getMonitoringLayout(signal?: AbortSignal): Promise<MonitoringLayout> {
  const { data } = await api.get<unknown>('/users/me/campaign-monitoring-layout', { signal, ...quiet });
  return parseAnswer(monitoringLayoutSchema, data);
}

export async function saveMonitoringLayout(layout: MonitoringLayout): Promise<MonitoringLayout> {
  const { data } = await api.post<unknown>('/users/me/campaign-monitoring-layout', layout);
  return parseAnswer(monitoringLayoutSchema, data);
}
