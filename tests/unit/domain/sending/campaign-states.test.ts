// Which action each campaign state allows, the state it leaves, and the spec's toasts.
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_LIST_FILTERS,
  CAMPAIGN_STATES,
  campaignActionMessages,
  canTakeAction,
  stateAfterAction,
  type CampaignAction,
  type CampaignState,
} from '@domain/sending/campaign-states';

const allowed: Record<CampaignState, CampaignAction[]> = {
  draft: [],
  scheduled: ['pause', 'complete', 'refresh', 'pullRevenue'],
  queued: ['pause', 'complete', 'refresh', 'pullRevenue'],
  running: ['pause', 'complete', 'refresh', 'resend', 'pullRevenue'],
  paused: ['continue', 'complete', 'refresh', 'resend', 'pullRevenue'],
  paused_number_unavailable: ['continue', 'complete', 'refresh', 'resend', 'pullRevenue'],
  completed: ['refresh', 'resend', 'pullRevenue'],
  uncompleted: ['complete', 'refresh', 'resend', 'pullRevenue'],
};

describe('campaign states', () => {
  it('extends the wizard statuses with the engine ones', () => {
    expect(CAMPAIGN_STATES).toEqual(['draft', 'scheduled', 'queued', 'running', 'paused', 'paused_number_unavailable', 'completed', 'uncompleted']);
  });

  it.each(Object.entries(allowed))('a %s campaign allows %j', (state, actions) => {
    expect(CAMPAIGN_ACTIONS.filter((action) => canTakeAction(state as CampaignState, action))).toEqual(actions);
  });

  it.each([
    ['running', 'pause', 'paused'],
    ['scheduled', 'pause', 'paused'],
    ['paused', 'continue', 'running'],
    ['paused_number_unavailable', 'continue', 'running'],
    ['running', 'complete', 'completed'],
    ['uncompleted', 'complete', 'completed'],
    ['running', 'refresh', 'running'],
    ['completed', 'resend', 'completed'],
    ['paused', 'pullRevenue', 'paused'],
  ] as const)('%s then %s is %s', (state, action, after) => {
    expect(stateAfterAction(state, action)).toBe(after);
  });

  it('refuses an action the state does not allow', () => {
    expect(() => stateAfterAction('completed', 'pause')).toThrow('A completed campaign cannot pause');
    expect(() => stateAfterAction('draft', 'refresh')).toThrow(RangeError);
    expect(() => stateAfterAction('draft', 'pullRevenue')).toThrow(RangeError);
  });

  it('says what the spec says after each action', () => {
    expect(campaignActionMessages).toEqual({
      pause: 'Campaign has been paused!',
      continue: 'Campaign has been resumed!',
      complete: 'Campaign has been marked completed!',
      refresh: 'Refresh campaign successfully!',
      resend: 'Resend successfully!',
      pullRevenue: 'Revenue is updating, it may take a few minutes',
    });
  });

  it('files every sent state under one list filter, the number pause with the paused ones', () => {
    const filed = Object.values(CAMPAIGN_LIST_FILTERS).flat().sort();
    expect(filed).toEqual(CAMPAIGN_STATES.filter((s) => s !== 'draft').slice().sort());
    expect(CAMPAIGN_LIST_FILTERS.paused).toEqual(['paused', 'paused_number_unavailable']);
  });
});
