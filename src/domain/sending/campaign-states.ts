// A campaign's states and the actions the sender may take on it (000 §4, 001 §4, 001 §7
// "Campaign history and actions"): what the wizard stores (draft, scheduled, queued) and what the
// sending engine sets once it runs a campaign. ../campaigns.ts answers these in every summary.
import { z } from 'zod';

/** draft: saved by the wizard; scheduled: sent with a start time; queued: sent to start now. */
export const WIZARD_STATUSES = ['draft', 'scheduled', 'queued'] as const;

export const SENDING_STATUSES = [
  'running',
  'paused',
  /** Paused by the engine: no DID of the campaign's groups can send (000 §4 "paused because number unavailable"). */
  'paused_number_unavailable',
  'completed',
  /** Ended before every contact was sent to: the stop time came or the auto-stop threshold was reached. */
  'uncompleted',
] as const;

export const CAMPAIGN_STATES = [...WIZARD_STATUSES, ...SENDING_STATUSES] as const;
export const campaignStateSchema = z.enum(CAMPAIGN_STATES);
export type CampaignState = z.infer<typeof campaignStateSchema>;

export const CAMPAIGN_ACTIONS = ['pause', 'continue', 'complete', 'refresh', 'resend', 'pullRevenue'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** The toast after each action; 'complete' has no text in the spec, so this one is ours. */
export const campaignActionMessages: Readonly<Record<CampaignAction, string>> = {
  pause: 'Campaign has been paused!',
  continue: 'Campaign has been resumed!',
  complete: 'Campaign has been marked completed!',
  refresh: 'Refresh campaign successfully!',
  resend: 'Resend successfully!',
  // The recount runs after the answer (revenue-service.ts), hence the spec's "may take a few minutes".
  pullRevenue: 'Revenue is updating, it may take a few minutes',
};

/** The refusal of an action its state does not allow (409): ours, the spec names none. */
export const campaignActionRefusals: Readonly<Record<CampaignAction, string>> = {
  pause: 'Campaign cannot be paused now',
  continue: 'Campaign cannot be resumed now',
  complete: 'Campaign cannot be marked completed now',
  refresh: 'Campaign cannot be refreshed now',
  resend: 'Campaign cannot be resent now',
  pullRevenue: 'Campaign revenue cannot be pulled now',
};

/**
 * What each state allows. A draft belongs to the wizard. A campaign waiting to start (queued,
 * scheduled) can be held or ended; a running one paused or ended; a paused one continued or ended
 * (once its numbers are back, for the number-unavailable pause). Resend (to failed, non-replying
 * or non-clicking contacts) needs results, so a campaign that has sent; refresh (recount) and pull
 * revenue (recount its conversions and payouts) any sent one.
 */
export const campaignActions: Readonly<Record<CampaignState, readonly CampaignAction[]>> = {
  draft: [],
  queued: ['pause', 'complete', 'refresh', 'pullRevenue'],
  scheduled: ['pause', 'complete', 'refresh', 'pullRevenue'],
  running: ['pause', 'complete', 'refresh', 'resend', 'pullRevenue'],
  paused: ['continue', 'complete', 'refresh', 'resend', 'pullRevenue'],
  paused_number_unavailable: ['continue', 'complete', 'refresh', 'resend', 'pullRevenue'],
  completed: ['refresh', 'resend', 'pullRevenue'],
  uncompleted: ['complete', 'refresh', 'resend', 'pullRevenue'],
};

export function canTakeAction(state: CampaignState, action: CampaignAction): boolean {
  return campaignActions[state].includes(action);
}

/** The state an allowed action leaves the campaign in (refresh, resend and pull revenue leave it as it is: a resend is a new send). */
export function stateAfterAction(state: CampaignState, action: CampaignAction): CampaignState {
  if (!canTakeAction(state, action)) throw new RangeError(`A ${state} campaign cannot ${action}`);
  if (action === 'pause') return 'paused';
  if (action === 'continue') return 'running';
  if (action === 'complete') return 'completed';
  return state;
}

/** The campaign list's status filter (000 §2: running by default, scheduled, completed, paused) as the states it shows. */
export const CAMPAIGN_LIST_FILTERS = {
  running: ['running'],
  scheduled: ['queued', 'scheduled'],
  completed: ['completed', 'uncompleted'],
  paused: ['paused', 'paused_number_unavailable'],
} as const satisfies Record<string, readonly CampaignState[]>;
export const DEFAULT_CAMPAIGN_LIST_FILTER = 'running';
