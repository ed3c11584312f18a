// The calls of the guide pages (base /api/v1/guidelines; decision 50), typed by src/domain/guides
// and parsed. The editor's calls pass ignoreShowMessage: it shows their refusal itself.
import { deleteReplySchema } from '@domain/content-fields';
import {
  guideSchema,
  guideSearchResultSchema,
  guideSummarySchema,
  type Guide,
  type GuideRole,
  type GuideSearchResult,
  type GuideSummary,
  type SaveGuide,
} from '@domain/guides';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

/** The viewer's guide: the user's own role's, or the role a Super-Admin picked. */
export async function readGuide(role: GuideRole | undefined, signal?: AbortSignal): Promise<Guide> {
  const { data } = await api.get<unknown>('/guidelines/view', { params: role ? { role } : {}, signal });
  return parseAnswer(guideSchema, data);
}

export async function searchGuide(search: string, role: GuideRole | undefined, page: number, signal?: AbortSignal): Promise<GuideSearchResult> {
  const { data } = await api.get<unknown>('/guidelines/search', { params: { search, page, ...(role ? { role } : {}) }, signal });
  return parseAnswer(guideSearchResultSchema, data);
}

export async function guideSummary(signal?: AbortSignal): Promise<GuideSummary> {
  const { data } = await api.get<unknown>('/guidelines', { signal });
  return parseAnswer(guideSummarySchema, data);
}

export async function guideByRole(role: GuideRole, signal?: AbortSignal): Promise<Guide> {
  const { data } = await api.get<unknown>(`/guidelines/roles/${role}`, { signal });
  return parseAnswer(guideSchema, data);
}

export async function saveGuide(role: GuideRole, body: SaveGuide): Promise<Guide> {
  const { data } = await api.post<unknown>(`/guidelines/roles/${role}`, body, quiet);
  return parseAnswer(guideSchema, data);
}

export async function deleteGuideFeatures(ids: number[]) {
  const { data } = await api.delete<unknown>('/guidelines', { data: { ids }, ...quiet });
  return parseAnswer(deleteReplySchema, data);
}
