// @vitest-environment jsdom
// The 'Settings' tab as a user meets it: a switched-off toggle disables its fields and Save sends
// them zeroed, then the form shows what the server stored ('Updated'); the sleep timer's two
// messages; the bad-DID group that must be chosen; Cancel going back to the saved values.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultDidGroupSetting, didMessages, zeroDisabledSettings, type DidGroupSetting } from '@domain/dids';
import { toaster } from '@web/ui';
import { bodyOf, fakeServer, makeDidGroup, renderDetailPage, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const SETTING: DidGroupSetting = {
  ...defaultDidGroupSetting(),
  campaignCheck: true,
  deliveredThreshold: 80,
  clickedThreshold: 5,
  didGroupOptimizationSettings: { enable: true, concurrentCheck: true, rotation: true, maxConcurrent: 4, messagePerCycle: 50 },
  forwardCallSetting: { phone: '+12025550100', workingWeekDays: [2, 3], workingHourFrom: '09:00', workingHourTo: '17:00', timezone: 'America/Los_Angeles' },
};
const GROUP = makeDidGroup({ id: 7, setting: SETTING });

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /did-groups/7': () => ({ status: 200, data: GROUP }),
    'GET /did-groups': () => ({ status: 200, data: { items: [GROUP, makeDidGroup({ id: 9, name: 'Bad numbers' })], total: 2 } }),
    'GET /did-groups/7/purchase-process': () => ({ status: 200, data: { process: null } }),
    // The server stores what zeroDisabledSettings answers, whatever it was sent.
    'PUT /did-groups/7/settings': ({ body }) => ({ status: 200, data: { ...GROUP, setting: zeroDisabledSettings(body as DidGroupSetting) } }),
    ...extra,
  });
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const successToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'success').map((t) => t.description);

async function openSettings() {
  renderDetailPage('/dids/7?tab=settings');
  await screen.findByRole('form', { name: 'DID group settings' });
}

describe('saving the settings', () => {
  it('disables the fields of a switched-off toggle, sends them zeroed and shows what was saved', async () => {
    const user = userEvent.setup();
    const s = server();
    await openSettings();
    expect(input('Delivered threshold').value).toBe('80');
    await user.click(screen.getByLabelText('Check campaigns'));
    expect(input('Delivered threshold').disabled).toBe(true);
    expect(input('Clicked threshold').disabled).toBe(true);
    await user.click(screen.getByLabelText('Enable optimization'));
    expect(input('Max concurrent').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(successToasts()).toEqual(['Updated']));
    const sent = bodyOf(s.calls('PUT /did-groups/7/settings')[0]);
    expect(sent).toMatchObject({
      campaignCheck: false,
      deliveredThreshold: 0,
      clickedThreshold: 0,
      didGroupOptimizationSettings: { enable: false, concurrentCheck: false, rotation: false, maxConcurrent: 0, messagePerCycle: 0 },
      // A section without a toggle is sent as it is.
      forwardCallSetting: SETTING.forwardCallSetting,
      scrubSetting: { autoScrub: false, autoScrubInterval: 0, autoRefillBadDid: false, autoMoveBadDid: false, badDidGroupId: null },
    });
    await waitFor(() => expect(input('Delivered threshold').value).toBe('0'));
    expect(input('Messages per cycle').value).toBe('0');
  });

  it('Cancel goes back to the saved values', async () => {
    const user = userEvent.setup();
    server();
    await openSettings();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    await user.clear(input('Delivered threshold'));
    await user.type(input('Delivered threshold'), '60');
    await user.click(cancel);
    expect(input('Delivered threshold').value).toBe('80');
  });

  it('checks a threshold before sending: at most 100', async () => {
    const user = userEvent.setup();
    const s = server();
    await openSettings();
    await user.clear(input('Clicked threshold'));
    await user.type(input('Clicked threshold'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Clicked threshold must be at most 100')).toBeTruthy();
    expect(s.calls('PUT /did-groups/7/settings')).toHaveLength(0);
  });
});

describe('the sleep timer', () => {
  it('asks for start-end times or week days, and refuses the whole week', async () => {
    const user = userEvent.setup();
    const s = server();
    await openSettings();
    expect(input('Sleep from').disabled).toBe(true);
    await user.click(screen.getByLabelText('Use the sleep timer'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(didMessages.sleepNeedsTime)).toBeTruthy();

    const days = screen.getByRole('group', { name: 'Sleep days' });
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await user.click(within(days).getByLabelText(day));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(days).findByText(didMessages.sleepWholeWeek)).toBeTruthy();
    expect(screen.queryByText(didMessages.sleepNeedsTime)).toBeNull();
    expect(s.calls('PUT /did-groups/7/settings')).toHaveLength(0);

    await user.click(within(days).getByLabelText('Sunday'));
    fireEvent.change(input('Sleep from'), { target: { value: '22:00' } });
    fireEvent.change(input('Sleep until'), { target: { value: '06:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(s.calls('PUT /did-groups/7/settings')).toHaveLength(1));
    expect(bodyOf(s.calls('PUT /did-groups/7/settings')[0])).toMatchObject({
      sleepTimerSetting: { chkSleepTimer: true, startSleepTime: '22:00', endSleepTime: '06:00', weekDays: [2, 3, 4, 5, 6, 7] },
    });
  });
});

describe('the scrub setting', () => {
  it('starts from a 1-day interval and wants the group bad DIDs move to', async () => {
    const user = userEvent.setup();
    const s = server();
    await openSettings();
    expect(input('Move bad DIDs to').disabled).toBe(true);
    await user.click(screen.getByLabelText('Auto scrub'));
    await waitFor(() => expect(input('Scrub every (days)').value).toBe('1'));
    await user.click(screen.getByLabelText('Move bad DIDs'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(didMessages.badDidGroupRequired)).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('option', { name: 'Bad numbers' })).toBeTruthy());
    await user.selectOptions(input('Move bad DIDs to'), 'Bad numbers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(s.calls('PUT /did-groups/7/settings')).toHaveLength(1));
    expect(bodyOf(s.calls('PUT /did-groups/7/settings')[0])).toMatchObject({
      scrubSetting: { autoScrub: true, autoScrubInterval: 1, autoRefillBadDid: false, autoMoveBadDid: true, badDidGroupId: 9 },
    });
  });
});
