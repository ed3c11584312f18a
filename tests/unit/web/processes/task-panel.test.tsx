// @vitest-environment jsdom
// The background-process panel: a page shows a task, the panel follows it (progress, stop), says
// so when the network is gone (with Retry), and a dismissed task stops being polled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackgroundTask } from '@domain/background-tasks';
import { TaskPanelSlot } from '@web/features/processes/task-panel-slot';
import { clearBackgroundTasks, MAX_SHOWN_TASKS, showBackgroundTask } from '@web/features/processes/task-panel-store';
import { serve, setUp, type Reply, type Sent } from '../api/fake-server';
import { renderWithProviders } from '../render-with-providers';

const task = (over: Partial<BackgroundTask>): BackgroundTask => ({
  id: 9, kind: 'SPLIT_CONTACT_GROUP', status: 'PENDING', progress: 0, title: 'Spring leads', groupId: 7, result: null, error: null,
  canCancel: true, canResume: false, canDelete: false, hasFile: false, createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z', finishedAt: null, ...over,
});

let sent: Sent[];
let fetchReply: Reply;
beforeEach(() => {
  setUp();
  fetchReply = { status: 200, data: task({ status: 'RUNNING', progress: 45 }) };
  sent = serve((config) => {
    if (config.url === '/background-tasks/9/cancel') return { status: 200, data: task({ status: 'CANCELED', progress: 45, canCancel: false }) };
    if (config.url === '/background-tasks/9') return fetchReply;
    return { status: 404, data: { code: 404, message: 'Background process is not existed' } };
  });
});
afterEach(() => {
  act(() => clearBackgroundTasks());
  cleanup();
  vi.useRealTimers();
});

const polls = () => sent.filter((c) => c.url === '/background-tasks/9').length;

describe('the background-process panel', () => {
  it('opens on a shown task, follows its progress and stops it', async () => {
    renderWithProviders(<TaskPanelSlot />);
    expect(screen.queryByRole('region', { name: 'Background processes' })).toBeNull();
    act(() => showBackgroundTask(task({})));
    const panel = await screen.findByRole('region', { name: 'Background processes' });
    expect(within(panel).getByText('Split contact group')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45'));
    expect(within(panel).getByRole('link', { name: 'See all processes' }).getAttribute('href')).toBe('/process');

    await userEvent.click(within(panel).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(within(panel).getByText('Canceled')).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('says the network is gone after failed polls, and Retry asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchReply = 'network';
    renderWithProviders(<TaskPanelSlot />);
    act(() => showBackgroundTask(task({})));
    const panel = await screen.findByRole('region', { name: 'Background processes' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await within(panel).findByText('FAIL, Please check network again')).toBeTruthy();

    fetchReply = { status: 200, data: task({ status: 'COMPLETED', progress: 100, canCancel: false }) };
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(panel).getByText('Completed')).toBeTruthy());
  });

  it('stops polling a dismissed task, and keeps at most the newest tasks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<TaskPanelSlot />);
    act(() => showBackgroundTask(task({})));
    const panel = await screen.findByRole('region', { name: 'Background processes' });
    await waitFor(() => expect(polls()).toBe(1));
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss Spring leads' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Background processes' })).toBeNull());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(1);

    fetchReply = { status: 404, data: { code: 404, message: 'Background process is not existed' } };
    act(() => {
      for (let id = 100; id < 100 + MAX_SHOWN_TASKS + 2; id++) showBackgroundTask(task({ id, title: `Task ${id}` }));
    });
    const again = await screen.findByRole('region', { name: 'Background processes' });
    expect(within(again).queryByText('Task 100')).toBeNull();
    expect(within(again).getByText(`Task ${100 + MAX_SHOWN_TASKS + 1}`)).toBeTruthy();
  });
});
