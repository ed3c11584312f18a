// The campaign list and monitoring name a campaign's state from one table: each name and reason
// needs its Vietnamese text, and an unknown reason shows nothing rather than a raw code.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATES } from '@domain/sending/campaign-states';
import { CAMPAIGN_STATUS_LABELS, campaignReasonText } from '@domain/campaign-status-text';
import { vi } from '@web/i18n/vi';

describe('campaign status texts', () => {
  it('names every state and reason in both languages', () => {
    const reasons = ['credit', 'number_unavailable', 'numbers_asleep', 'quiet_hours'].map((r) => campaignReasonText(r, null));
    const texts = [...CAMPAIGN_STATES.map((s) => CAMPAIGN_STATUS_LABELS[s]), ...reasons];
    expect(texts.filter((text) => !text || !(text in vi))).toEqual([]);
  });

  it('prefers the pause reason to the wait reason, and says nothing of an unknown one', () => {
    expect(campaignReasonText('credit', 'quiet_hours')).toBe('Not enough credit');
    expect(campaignReasonText(null, 'quiet_hours')).toBe("Waiting for the contacts' quiet hours to end");
    expect(campaignReasonText('somewhere_else', null)).toBe('');
    expect(campaignReasonText(null, null)).toBe('');
  });
});
