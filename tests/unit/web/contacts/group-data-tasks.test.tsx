// @vitest-environment jsdom
// The data tasks of the row menu as a user meets them: certify asks for a vertical and sends it,
// enrich and refresh start at once, consume and archive ask first; each started task opens the
// background-process panel and the list reloads once it has ended. A refusal shows the server's
// words. The table says what holds a group, that it is archived, and what it was certified for;
// an archived group offers Unarchive and keeps only open, rename, unarchive and delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackgroundTask } from '@domain/background-tasks';
import { contactMessages, type ContactGroup } from '@domain/contacts';
import { ContactGroupsPage } from '@web/features/contacts/contact-groups-page';
import { TASK_END_CHECK_MS } from '@web/features/contacts/use-task-end';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { bodyOf, chooseAction, fakeServer, makeGroup, makeTask, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const SPRING = makeGroup({ id: 1, name: 'Spring leads', contacts: 1200 });

function listServer(groups: ContactGroup[] = [SPRING], extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups': () => ({ status: 200, data: { items: groups, total: groups.length } }),
    ...extra,
  });
}

function renderPage() {
  const onTaskStarted = vi.fn<(task: BackgroundTask) => void>();
  renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
  return onTaskStarted;
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const errorToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'error').map((t) => t.description);
const busyRefusal = { status: 409, data: { code: 409, message: contactMessages.groupBusy, field: 'groupId' } };

describe('starting a data task from the row menu', () => {
  it.each([
    ['Enrich', 'enrich', 'DATA_ENRICHING'],
    ['Refresh data', 'refresh', 'DATA_REFRESHING'],
  ] as const)('%s calls its endpoint at once and opens the panel on the task', async (label, path, kind) => {
    const user = userEvent.setup();
    const task = makeTask({ id: 90, kind, groupId: 1, title: 'Spring leads' });
    const s = listServer([SPRING], { [`POST /contact-groups/1/${path}`]: () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', label);

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls(`POST /contact-groups/1/${path}`)).toHaveLength(1);
  });

  it('certifies for the chosen vertical, after asking for one', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 91, kind: 'DATA_CERTING_CONTACT_GROUP', groupId: 1 });
    const s = listServer([SPRING], { 'POST /contact-groups/1/certify': () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Certify');

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Every deliverable contact of Spring leads');
    await user.click(within(dialog).getByRole('button', { name: 'Certify' }));
    expect(await within(dialog).findByText('Vertical is required field!')).toBeTruthy();
    expect(s.calls('POST /contact-groups/1/certify')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Vertical/), 'Solar');
    await user.click(within(dialog).getByRole('button', { name: 'Certify' }));
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(bodyOf(s.calls('POST /contact-groups/1/certify')[0])).toEqual({ vertical: 'Solar' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why the server refused a certify, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    listServer([SPRING], { 'POST /contact-groups/1/certify': () => busyRefusal });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Certify');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Vertical/), 'Mortgage');
    await user.click(within(dialog).getByRole('button', { name: 'Certify' }));

    await waitFor(() => expect(errorToasts()).toEqual([contactMessages.groupBusy]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onTaskStarted).not.toHaveBeenCalled();
  });

  it('consumes after a confirmation that says what leaves the group', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 92, kind: 'DATA_CONSUMING', groupId: 1 });
    const s = listServer([SPRING], { 'POST /contact-groups/1/consume': () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Consume');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('opted out, been blacklisted by the system or appear in one of your suppression groups');
    expect(s.calls('POST /contact-groups/1/consume')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Consume' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/1/consume')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('archives after a confirmation that says the contacts cannot be searched or sent to meanwhile', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 93, kind: 'ARCHIVE_CONTACT_GROUP', groupId: 1 });
    const s = listServer([SPRING], { 'POST /contact-groups/1/archive': () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Archive');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('moves the 1,200 contacts of Spring leads into an archive file');
    expect(dialog.textContent).toContain('cannot be searched or sent to until you unarchive it');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/1/archive')).toHaveLength(1);
  });

  it("shows the server's refusal of a task started at once as an error toast", async () => {
    const user = userEvent.setup();
    listServer([SPRING], { 'POST /contact-groups/1/enrich': () => busyRefusal });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Enrich');

    await waitFor(() => expect(errorToasts()).toEqual([contactMessages.groupBusy]));
    expect(onTaskStarted).not.toHaveBeenCalled();
  });

  it('reloads the list once the started task has ended', async () => {
    const user = userEvent.setup();
    let phase: 'idle' | 'running' | 'ended' = 'idle';
    const task = (status: BackgroundTask['status']) => makeTask({ id: 94, kind: 'DATA_ENRICHING', status, groupId: 1 });
    const s = fakeServer({
      'GET /contact-groups': () => ({
        status: 200,
        data: { items: [makeGroup({ id: 1, busyWith: phase === 'running' ? 'DATA_ENRICHING' : null })], total: 1 },
      }),
      'POST /contact-groups/1/enrich': () => {
        phase = 'running';
        return { status: 200, data: task('RUNNING') };
      },
      'GET /background-tasks/94': () => ({ status: 200, data: task(phase === 'ended' ? 'COMPLETED' : 'RUNNING') }),
    });
    renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Enrich');
    expect(await within(await rowOf('Spring leads')).findByText('Enriching...')).toBeTruthy();

    phase = 'ended';
    const waitForCheck = { timeout: TASK_END_CHECK_MS + 2000 };
    await waitFor(() => expect(s.calls('GET /background-tasks/94').length).toBeGreaterThan(0), waitForCheck);
    await waitFor(async () => expect(within(await rowOf('Spring leads')).queryByText('Enriching...')).toBeNull());
  });
});

describe('what the table says about a group', () => {
  it('shows the task holding each group, the archived state and the certified vertical', async () => {
    listServer([
      makeGroup({ id: 1, name: 'Spring leads', busyWith: 'DATA_CERTING_CONTACT_GROUP' }),
      makeGroup({ id: 2, name: 'Summer leads', busyWith: 'ARCHIVE_CONTACT_GROUP' }),
      makeGroup({ id: 3, name: 'Autumn leads', busyWith: 'DATA_CONSUMING' }),
      makeGroup({ id: 4, name: 'Winter leads', isArchived: true }),
      makeGroup({ id: 5, name: 'Solar leads', certedVertical: 'Solar' }),
    ]);
    renderPage();
    expect(within(await rowOf('Spring leads')).getByText('Certifying...')).toBeTruthy();
    expect(within(await rowOf('Summer leads')).getByText('Archiving...')).toBeTruthy();
    expect(within(await rowOf('Autumn leads')).getByText('Consuming...')).toBeTruthy();
    expect(within(await rowOf('Winter leads')).getByText('Archived')).toBeTruthy();
    expect(within(await rowOf('Solar leads')).getByText('Solar')).toBeTruthy();
    expect(within(await rowOf('Spring leads')).queryByText('Archived')).toBeNull();
  });

  it('holds every data task while a task holds the group', async () => {
    const user = userEvent.setup();
    listServer([makeGroup({ id: 1, busyWith: 'DATA_REFRESHING' })]);
    renderPage();
    await screen.findByText('Spring leads');
    await user.click(screen.getByRole('button', { name: 'Actions for Spring leads' }));
    for (const name of ['Certify', 'Enrich', 'Refresh data', 'Consume', 'Archive', 'Delete']) {
      expect((await screen.findByRole('menuitem', { name })).getAttribute('data-disabled'), name).not.toBeNull();
    }
    expect(screen.getByRole('menuitem', { name: 'Open' }).getAttribute('data-disabled')).toBeNull();
  });
});

describe('an archived group', () => {
  const ARCHIVED = makeGroup({ id: 1, name: 'Spring leads', isArchived: true });

  it('keeps only open, rename, unarchive and delete', async () => {
    const user = userEvent.setup();
    listServer([ARCHIVED]);
    renderPage();
    await screen.findByText('Spring leads');
    await user.click(screen.getByRole('button', { name: 'Actions for Spring leads' }));
    await screen.findByRole('menuitem', { name: 'Open' });
    const state = (name: string) => (screen.getByRole('menuitem', { name }).getAttribute('data-disabled') === null ? 'enabled' : 'disabled');
    for (const name of ['Open', 'Rename', 'Unarchive', 'Delete']) expect(state(name), name).toBe('enabled');
    for (const name of ['Import contacts', 'Split', 'Scrub', 'Export', 'Certify', 'Enrich', 'Refresh data', 'Consume']) {
      expect(state(name), name).toBe('disabled');
    }
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
  });

  it('unarchives from the row menu and opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 95, kind: 'UNARCHIVE_CONTACT_GROUP', groupId: 1 });
    const s = listServer([ARCHIVED], { 'POST /contact-groups/1/unarchive': () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Unarchive');
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/1/unarchive')).toHaveLength(1);
  });
});
