// The calls of the campaign pages (base /api/v1, docs/api.md "Campaigns"), typed by the zod schemas
// of src/domain the server validates with; every answer is parsed. The wizard shows a refused send
// on its field itself, so those calls pass ignoreShowMessage.
import type { Compose } from '@domain/campaign-compose';
import { composeOptionsSchema, type ComposeOptions } from '@domain/campaign-options';
import { audienceAnswerSchema, campaignListSchema, campaignSchema, testSendAnswerSchema, type Campaign, type CampaignList, type CampaignStatus, type TestSendAnswer } from '@domain/campaigns';
import { deleteReplySchema } from '@domain/content-fields';
import { actionAnswerSchema, pullRevenueAnswerSchema, type ActionAnswer, type PullRevenueAnswer, type ResendInput } from '@domain/sending/campaign-progress';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listCampaigns(query: { offset: number; limit: number; status?: CampaignStatus }, signal?: AbortSignal): Promise<CampaignList> {
  const { data } = await api.get<unknown>('/campaigns', { params: query, signal });
  return parseAnswer(campaignListSchema, data);
}

export async function getCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  const { data } = await api.get<unknown>(`/campaigns/${id}`, { signal, ...quiet });
  return parseAnswer(campaignSchema, data);
}

export async function composeOptions(signal?: AbortSignal): Promise<ComposeOptions> {
  const { data } = await api.get<unknown>('/campaigns/compose-options', { signal, ...quiet });
  return parseAnswer(composeOptionsSchema, data);
}

/** Creates the draft (id null) or updates it. */
export async function saveDraft(id: number | null, compose: Compose, signal?: AbortSignal): Promise<Campaign> {
  const body = { compose };
  const { data } = id === null ? await api.post<unknown>('/campaigns/drafts', body, { signal, ...quiet }) : await api.put<unknown>(`/campaigns/drafts/${id}`, body, { signal, ...quiet });
  return parseAnswer(campaignSchema, data);
}

export async function deleteCampaign(id: number): Promise<string> {
  const { data } = await api.delete<unknown>(`/campaigns/${id}`, quiet);
  return parseAnswer(deleteReplySchema, data).message;
}

export async function duplicateCampaign(id: number): Promise<Campaign> {
  const { data } = await api.post<unknown>(`/campaigns/${id}/duplicate`, undefined, quiet);
  return parseAnswer(campaignSchema, data);
}

export async function countAudience(compose: Compose, signal?: AbortSignal): Promise<number> {
  const { data } = await api.post<unknown>('/campaigns/audience', { compose }, { signal, ...quiet });
  return parseAnswer(audienceAnswerSchema, data).total;
}

export async function sendCampaign(compose: Compose, draftId: number | null, signal?: AbortSignal): Promise<Campaign> {
  const { data } = await api.post<unknown>('/campaigns/send', { compose, ...(draftId === null ? {} : { draftId }) }, { signal, ...quiet });
  return parseAnswer(campaignSchema, data);
}

/** The compose's message to its seed numbers (the wizard's 'Send test'); a refusal names its field, which the wizard shows. */
export async function sendTestMessages(compose: Compose, signal?: AbortSignal): Promise<TestSendAnswer> {
  const { data } = await api.post<unknown>('/campaigns/test-send', { compose }, { signal, ...quiet });
  return parseAnswer(testSendAnswerSchema, data);
}

export type CampaignActionName = 'pause' | 'continue' | 'complete' | 'refresh';

/** An action on a sent campaign; answers the spec's toast text and the progress after it. */
export async function campaignAction(id: number, action: CampaignActionName): Promise<ActionAnswer> {
  const { data } = await api.post<unknown>(`/campaigns/${id}/${action}`, undefined, quiet);
  return parseAnswer(actionAnswerSchema, data);
}

export async function resendCampaign(id: number, body: ResendInput): Promise<ActionAnswer> {
  const { data } = await api.post<unknown>(`/campaigns/${id}/resend`, body, quiet);
  return parseAnswer(actionAnswerSchema, data);
}

/** Asks the server to recount the campaign's revenue from its messages; it answers before the recount ends. */
export async function pullRevenue(id: number): Promise<PullRevenueAnswer> {
  const { data } = await api.post<unknown>(`/campaigns/${id}/pull-revenue`, undefined, quiet);
  return parseAnswer(pullRevenueAnswerSchema, data);
}
