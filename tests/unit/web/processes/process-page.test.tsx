// @vitest-environment jsdom
// /process: each task shows the actions its flags allow (stop, resume, download, delete), the
// actions call the server, and the list refreshes every 2 s only while a task is still moving.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackgroundTask } from '@domain/background-tasks';
import { TASK_POLL_MS } from '@domain/background-tasks';
import { ProcessPage } from '@web/features/processes/process-page';
import { taskActions } from '@web/features/processes/task-actions';
import { serve, setUp, type Sent } from '../api/fake-server';
import { renderWithProviders } from '../render-with-providers';

const task = (over: Partial<BackgroundTask>): BackgroundTask => ({
  id: 1,
  kind: 'IMPORT_CONTACT',
  status: 'COMPLETED',
  progress: 100,
  title: 'leads.csv',
  groupId: 7,
  result: null,
  error: null,
  canCancel: false,
  canResume: false,
  canDelete: true,
  hasFile: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:05:00.000Z',
  finishedAt: '2025-03-01T10:05:00.000Z',
  ...over,
});

const TASKS = [
  task({ id: 4, kind: 'FILTER_CONTACT', status: 'RUNNING', progress: 40, title: 'Filter A', canCancel: true, canDelete: false, finishedAt: null }),
  task({ id: 3, kind: 'FILTER_CONTACT', status: 'PAUSED', progress: 60, title: 'Filter B', canResume: true }),
  task({ id: 2, kind: 'EXPORT_CONTACT_GROUP', title: 'Export of Leads', hasFile: true }),
  task({ id: 1, kind: 'IMPORT_CONTACT', status: 'FAILED', title: 'leads.csv', error: 'Phone must be mapped in leads.csv' }),
];

let sent: Sent[];
function answer(tasks: BackgroundTask[]) {
  sent = serve((config) => {
    if (config.method === 'get' && config.url === '/background-tasks') return { status: 200, data: { items: tasks, total: tasks.length } };
    const cancel = config.url?.match(/^\/background-tasks\/(\d+)\/cancel$/);
    if (cancel) return { status: 200, data: task({ id: Number(cancel[1]), status: 'PAUSED', canResume: true }) };
    if (config.method === 'delete') return { status: 200, data: { ok: true } };
    return { status: 404, data: { code: 404, message: 'Background process is not existed' } };
  });
}

beforeEach(() => {
  setUp();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
const buttonsOf = (title: string) => within(rowOf(title)).queryAllByRole('button').map((b) => b.textContent);

describe('taskActions', () => {
  it('offers what the flags allow, in a fixed order', () => {
    expect(taskActions({ canCancel: true, canResume: false, canDelete: false, hasFile: false })).toEqual(['stop']);
    expect(taskActions({ canCancel: false, canResume: true, canDelete: true, hasFile: false })).toEqual(['resume', 'delete']);
    expect(taskActions({ canCancel: false, canResume: false, canDelete: true, hasFile: true })).toEqual(['download', 'delete']);
    expect(taskActions({ canCancel: false, canResume: false, canDelete: false, hasFile: false })).toEqual([]);
  });
});

describe('ProcessPage', () => {
  it('lists the tasks with their kind, status and only the actions each allows', async () => {
    answer(TASKS);
    renderWithProviders(<ProcessPage />, { initialPath: '/process' });
    await screen.findByText('Filter A');
    expect(buttonsOf('Filter A')).toEqual(['Stop']);
    expect(buttonsOf('Filter B')).toEqual(['Resume', 'Delete']);
    expect(buttonsOf('Export of Leads')).toEqual(['Download', 'Delete']);
    expect(buttonsOf('leads.csv')).toEqual(['Delete']);
    expect(within(rowOf('Export of Leads')).getByText('Export contact group')).toBeTruthy();
    expect(within(rowOf('Filter A')).getByText('Running').getAttribute('data-tone')).toBe('primary');
    expect(within(rowOf('Filter B')).getByText('Paused').getAttribute('data-tone')).toBe('danger');
    expect(within(rowOf('leads.csv')).getByText('Failed').getAttribute('data-tone')).toBe('danger');
    expect(within(rowOf('Export of Leads')).getByText('Completed').getAttribute('data-tone')).toBe('success');
    expect(within(rowOf('Filter A')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('stops a task and deletes one after confirming', async () => {
    answer(TASKS);
    renderWithProviders(<ProcessPage />, { initialPath: '/process' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Filter A' }));
    await waitFor(() => expect(sent.some((c) => c.method === 'post' && c.url === '/background-tasks/4/cancel')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Delete leads.csv' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('leads.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.some((c) => c.method === 'delete' && c.url === '/background-tasks/1')).toBe(true));
  });

  it('refreshes every 2 s while a task runs, and stops when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(TASKS);
    const { unmount } = renderWithProviders(<ProcessPage />, { initialPath: '/process' });
    await screen.findByText('Filter A');
    const lists = () => sent.filter((c) => c.url === '/background-tasks').length;
    const before = lists();
    await vi.advanceTimersByTimeAsync(TASK_POLL_MS * 2 + 10);
    expect(lists()).toBeGreaterThanOrEqual(before + 2);
    unmount();
    const after = lists();
    await vi.advanceTimersByTimeAsync(TASK_POLL_MS * 3);
    expect(lists()).toBe(after);
  });

  it('does not refresh when every task has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(TASKS.slice(1));
    renderWithProviders(<ProcessPage />, { initialPath: '/process' });
    await screen.findByText('Filter B');
    const before = sent.length;
    await vi.advanceTimersByTimeAsync(TASK_POLL_MS * 3);
    expect(sent.length).toBe(before);
  });
});
