// @vitest-environment jsdom
// Scrubbing a group's numbers, handling the bad ones and resetting the cycle, as a user meets them
// on the DIDs tab: the scrub asks first, opens the process panel on its task and follows the group
// until it is free, then loads the numbers again; bad numbers show why; handling them moves them
// to the chosen group (MOVE); a reset says how many numbers it reset.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackgroundTask } from '@domain/background-tasks';
import type { DidGroup } from '@domain/dids';
import { toaster } from '@web/ui';
import { bodyOf, fakeServer, makeDidGroup, makeDids, renderDetailPage, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const OTHER = makeDidGroup({ id: 9, name: 'Parking lot' });
const TASK: BackgroundTask = {
  id: 55, kind: 'DID_SCRUB', status: 'PENDING', progress: 0, title: 'East coast: scrub DIDs', groupId: 7, result: null, error: null,
  canCancel: true, canResume: false, canDelete: false, hasFile: false,
  createdAt: '2026-03-02T09:30:00.000Z', updatedAt: '2026-03-02T09:30:00.000Z', finishedAt: null,
};

function server(group: () => DidGroup, extra: Record<string, Handler> = {}) {
  const bad = { ...makeDids(1, 1)[0]!, status: 'BAD' as const, badReason: 'Flagged as spam by carriers' };
  return fakeServer({
    'GET /did-groups/7': () => ({ status: 200, data: group() }),
    'GET /did-groups': () => ({ status: 200, data: { items: [group(), OTHER], total: 2 } }),
    'GET /did-groups/7/purchase-process': () => ({ status: 200, data: { process: null } }),
    'POST /did-groups/7/dids/search': () => ({ status: 200, data: { items: [bad, ...makeDids(4, 2)], total: 5 } }),
    ...extra,
  });
}

/** A timer the test fires by hand. */
function manualEvery() {
  const ticks = new Set<() => void>();
  return { every: (fn: () => void) => (ticks.add(fn), () => ticks.delete(fn)), tick: () => [...ticks].forEach((fn) => fn()), running: () => ticks.size };
}

describe('scrubbing the numbers of a group', () => {
  it('asks, opens the process panel on the scrub, and reloads the numbers once the group is free', async () => {
    const user = userEvent.setup();
    let group = makeDidGroup({ dids: 5, badDids: 1 });
    const s = server(() => group, {
      'POST /did-groups/7/dids/scrub': () => {
        group = { ...group, busyTaskId: 55 };
        return { status: 200, data: TASK };
      },
    });
    const timer = manualEvery();
    const onTaskStarted = vi.fn();
    renderDetailPage('/dids/7', { onTaskStarted, every: timer.every });
    const row = (await screen.findByText('+12025550001')).closest('tr')!;
    expect(within(row).getByText('Bad')).toBeTruthy();
    expect(within(row).getByText('Flagged as spam by carriers')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Scrub DIDs' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Check the 5 DIDs of this group with the carriers\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Scrub' }));
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 55, kind: 'DID_SCRUB' })));
    expect(await screen.findAllByText('Scrubbing DIDs...')).not.toHaveLength(0);
    expect(timer.running()).toBe(1);

    const searchesBefore = s.calls('POST /did-groups/7/dids/search').length;
    group = { ...group, busyTaskId: null, badDids: 2 };
    timer.tick();
    await waitFor(() => expect(s.calls('POST /did-groups/7/dids/search').length).toBeGreaterThan(searchesBefore));
    expect(timer.running()).toBe(0);
    expect(screen.getByRole('button', { name: 'Handle bad DIDs (2)' })).toBeTruthy();
  });
});

describe('bad numbers and the cycle', () => {
  it('moves the bad numbers to the chosen group', async () => {
    const user = userEvent.setup();
    const s = server(() => makeDidGroup({ dids: 5, badDids: 1 }), { 'POST /did-groups/7/dids/handle-bad': () => ({ status: 200, data: { moved: 1 } }) });
    renderDetailPage();
    await user.click(await screen.findByRole('button', { name: 'Handle bad DIDs (1)' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Move to DID group/ }), 'Parking lot');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(bodyOf(s.calls('POST /did-groups/7/dids/handle-bad')[0]!)).toEqual({ action: 'MOVE', targetGroupId: 9 }));
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('1 DIDs moved'));
  });

  it('resets the cycle after asking, and says how many numbers it reset', async () => {
    const user = userEvent.setup();
    const s = server(() => makeDidGroup({ dids: 5 }), { 'PUT /did-groups/7/reset-cycle': () => ({ status: 200, data: { reset: 5 } }) });
    renderDetailPage();
    expect((await screen.findByRole('button', { name: 'Handle bad DIDs (0)' })).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reset cycle' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(s.calls('PUT /did-groups/7/reset-cycle')).toHaveLength(1));
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('The cycle of 5 DIDs was reset'));
  });
});
