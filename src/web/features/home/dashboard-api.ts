// The homepage dashboard's calls (001 §7 "Dashboard: message stats, stats by time, highlight
// history, campaign stats, each by from and to"; docs/api.md "Dashboard"), answers parsed by the
// domain's schemas. One AbortSignal for the four: leaving the homepage cancels them (001 §2).
import {
  campaignStatsAnswerSchema,
  highlightsAnswerSchema,
  messageStatsAnswerSchema,
  statsByTimeAnswerSchema,
  type CampaignStatsAnswer,
  type HighlightsAnswer,
  type MessageStatsAnswer,
  type StatsByTimeAnswer,
} from '@domain/dashboard';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export interface Dashboard {
  messageStats: MessageStatsAnswer;
  statsByTime: StatsByTimeAnswer;
  highlights: HighlightsAnswer;
  campaignStats: CampaignStatsAnswer;
}

export async function loadDashboard(range: { from: string; to: string }, signal?: AbortSignal): Promise<Dashboard> {
  const params = { ...range, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const get = async (path: string) => (await api.get<unknown>(`/dashboard/${path}`, { params, signal })).data;
  const [messageStats, statsByTime, highlights, campaignStats] = await Promise.all([get('message-stats'), get('stats-by-time'), get('highlights'), get('campaign-stats')]);
  return {
    messageStats: parseAnswer(messageStatsAnswerSchema, messageStats),
    statsByTime: parseAnswer(statsByTimeAnswerSchema, statsByTime),
    highlights: parseAnswer(highlightsAnswerSchema, highlights),
    campaignStats: parseAnswer(campaignStatsAnswerSchema, campaignStats),
  };
}
