// What the campaign list and monitoring say about a campaign's state: the spec's status names as
// the screens show them (also the i18n keys), and why the engine paused it or sends nothing now.
import type { CampaignState } from './sending/campaign-states';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  queued: 'Queued',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  paused_number_unavailable: 'Paused: number unavailable',
  completed: 'Completed',
  uncompleted: 'Uncompleted',
};

const REASONS: Record<string, string> = {
  credit: 'Not enough credit',
  number_unavailable: 'No number can send',
  numbers_asleep: 'Waiting: the numbers sleep now',
  quiet_hours: "Waiting for the contacts' quiet hours to end",
  daily_limit: 'Waiting: the daily limit of two-way messages is reached',
};

/** The pause reason's text, else the wait reason's; '' when neither is known. */
export const campaignReasonText = (pauseReason: string | null | undefined, waitReason: string | null | undefined): string =>
  REASONS[pauseReason ?? waitReason ?? ''] ?? '';
