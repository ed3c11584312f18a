// The performance tracker's calls (base /api/v1, docs/api.md "Performance tracker"), typed by the
// zod schemas of src/domain the server validates with; every answer is parsed. Each takes the
// page's AbortSignal, so leaving the page cancels what is loading (001 §2).
import {
  didPerformancePageSchema,
  domainPerformancePageSchema,
  performanceCountSchema,
  type DidPerformancePage,
  type DidPerformanceQuery,
  type DomainPerformancePage,
  type DomainPerformanceQuery,
  type PerformanceFilter,
} from '@domain/performance-tracker';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function searchDomainPerformance(query: DomainPerformanceQuery, signal?: AbortSignal): Promise<DomainPerformancePage> {
  const { data } = await api.post<unknown>('/performance-tracker/domains/search', query, { signal });
  return parseAnswer(domainPerformancePageSchema, data);
}

export async function searchDidPerformance(query: DidPerformanceQuery, signal?: AbortSignal): Promise<DidPerformancePage> {
  const { data } = await api.post<unknown>('/performance-tracker/dids/search', query, { signal });
  return parseAnswer(didPerformancePageSchema, data);
}

export async function countPerformance(kind: 'domains' | 'dids', filter: PerformanceFilter, signal?: AbortSignal): Promise<number> {
  const { data } = await api.post<unknown>(`/performance-tracker/${kind}/count`, filter, { signal });
  return parseAnswer(performanceCountSchema, data).total;
}
