// @vitest-environment jsdom
// Scrub, export and remove as a user meets them: the scrub confirmation states the price and the
// most the group can cost, a refused scrub says why, the selected groups are removed, each started
// task goes to the background-process panel, and the list reloads once a started task has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_CONTACT_COLUMNS } from '@domain/contacts';
import { ContactGroupDetailPage } from '@web/features/contacts/contact-group-detail-page';
import { ContactGroupsPage } from '@web/features/contacts/contact-groups-page';
import { useTaskEnd } from '@web/features/contacts/use-task-end';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { bodyOf, chooseAction, fakeServer, makeGroup, makeTask, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUPS = [
  makeGroup({ id: 1, name: 'Spring leads', contacts: 1200 }),
  makeGroup({ id: 2, name: 'Summer leads', contacts: 800, scrubDate: new Date().toISOString(), scrubRequired: false }),
  makeGroup({ id: 3, name: 'Toronto leads', country: 'CA', contacts: 10 }),
];

function listServer(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups': () => ({ status: 200, data: { items: GROUPS, total: GROUPS.length } }),
    ...extra,
  });
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const toastTexts = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);

describe('the scrub state of the groups', () => {
  it('says when a group was scrubbed, and warns on the groups the server says a send would refuse', async () => {
    listServer();
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    const spring = await rowOf('Spring leads');
    expect(within(spring).getByText('Not scrubbed')).toBeTruthy();
    expect(within(spring).getByText('Scrub required')).toBeTruthy();
    expect(within(await rowOf('Toronto leads')).getByText('Scrub required')).toBeTruthy();
    expect(within(await rowOf('Summer leads')).queryByText('Scrub required')).toBeNull();
  });

  it('follows the server: a never scrubbed group of a user who skips scrubs does not warn', async () => {
    fakeServer({
      'GET /contact-groups': () => ({ status: 200, data: { items: [makeGroup({ id: 1, scrubDate: null, scrubRequired: false })], total: 1 } }),
    });
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    const spring = await rowOf('Spring leads');
    expect(within(spring).getByText('Not scrubbed')).toBeTruthy();
    expect(within(spring).queryByText('Scrub required')).toBeNull();
  });
});

describe('scrubbing a group', () => {
  it('states $0.003 per undeliverable number and the most it can cost, then opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 81, kind: 'SCRUB_PROCESS', groupId: 1, title: 'Spring leads' });
    const s = listServer({ 'POST /contact-groups/1/scrub': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Scrub');

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('landline, invalid, DNC');
    expect(dialog.textContent).toContain('$0.003 each');
    // 1,200 contacts all undeliverable: 1,200 x $0.003.
    expect(dialog.textContent).toContain('at most $3.60 for its 1,200 contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Scrub' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/1/scrub')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Not enough credits' when the balance cannot pay, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    listServer({ 'POST /contact-groups/1/scrub': () => ({ status: 402, data: { code: 402, message: 'Not enough credits' } }) });
    const onTaskStarted = vi.fn();
    renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Scrub');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Scrub' }));

    await waitFor(() => expect(toastTexts('error')).toEqual(['Not enough credits']));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onTaskStarted).not.toHaveBeenCalled();
  });

  it('waits while the group is busy', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /contact-groups': () => ({ status: 200, data: { items: [makeGroup({ id: 1, isImporting: true, busyWith: 'IMPORT_CONTACT' })], total: 1 } }),
    });
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await user.click(screen.getByRole('button', { name: 'Actions for Spring leads' }));
    for (const name of ['Scrub', 'Export']) {
      expect((await screen.findByRole('menuitem', { name })).getAttribute('data-disabled')).not.toBeNull();
    }
  });
});

describe('exporting a group', () => {
  it('starts the export from the row menu and opens the panel on it', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 82, kind: 'EXPORT_CONTACT_GROUP', groupId: 1 });
    const s = listServer({ 'POST /contact-groups/1/export': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Export');
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/1/export')).toHaveLength(1);
  });
});

describe('removing groups', () => {
  it('removes the selected groups after a confirmation and opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 83, kind: 'REMOVE_CONTACT_GROUP' });
    const s = listServer({ 'POST /contact-groups/remove': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    const boxes = screen.getAllByLabelText('Select row');
    await user.click(boxes[0]);
    await user.click(boxes[2]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove the selected groups (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(bodyOf(s.calls('POST /contact-groups/remove')[0])).toEqual({ groupIds: [1, 3] });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });
});

describe('the group detail header', () => {
  function detailServer(group = makeGroup({ id: 5, name: 'Texas buyers', contacts: 5000 }), extra: Record<string, Handler> = {}) {
    return fakeServer({
      'GET /contact-groups/5': () => ({ status: 200, data: group }),
      'GET /users/me/contact-group-layout': () => ({ status: 200, data: { columns: [...DEFAULT_CONTACT_COLUMNS] } }),
      'POST /contact-groups/5/contacts/search': () => ({ status: 200, data: { items: [], total: 0, totalCapped: false } }),
      ...extra,
    });
  }
  const renderDetail = (onTaskStarted = vi.fn()) =>
    renderWithProviders(
      <Routes>
        <Route path="/contact/groups/:groupId" element={<ContactGroupDetailPage onTaskStarted={onTaskStarted} />} />
      </Routes>,
      { initialPath: '/contact/groups/5' },
    );

  it('warns that the group needs a scrub, and scrubs it at the stated cost', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 84, kind: 'SCRUB_PROCESS', groupId: 5 });
    const s = detailServer(undefined, { 'POST /contact-groups/5/scrub': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderDetail(onTaskStarted);
    expect(await screen.findByText('Scrub required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scrub' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('at most $15.00 for its 5,000 contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Scrub' }));
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/5/scrub')).toHaveLength(1);
  });

  it('exports the group and opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 85, kind: 'EXPORT_CONTACT_GROUP', groupId: 5 });
    detailServer(undefined, { 'POST /contact-groups/5/export': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderDetail(onTaskStarted);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
  });

  it('holds scrub and export while the group is busy', async () => {
    detailServer(makeGroup({ id: 5, isScrubbing: true, busyWith: 'SCRUB_PROCESS' }));
    renderDetail();
    expect(await screen.findByText('Scrubbing...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scrub' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('reloading when a started task ends', () => {
  it('asks for the watched task on each tick and reports once it has ended', async () => {
    let status = 'RUNNING';
    fakeServer({ 'GET /background-tasks/77': () => ({ status: 200, data: makeTask({ id: 77, status: status as 'RUNNING' }) }) });
    let tick: (() => void) | null = null;
    const every = (fn: () => void) => {
      tick = fn;
      return () => {
        tick = null;
      };
    };
    const onEnded = vi.fn();
    const { result } = renderHook(() => useTaskEnd(onEnded, every));
    expect(tick).toBeNull();
    act(() => result.current(makeTask({ id: 77, status: 'RUNNING' })));
    expect(tick).not.toBeNull();

    await act(async () => tick?.());
    expect(onEnded).not.toHaveBeenCalled();
    status = 'COMPLETED';
    await act(async () => tick?.());
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    // Nothing left to watch: the timer stops.
    await waitFor(() => expect(tick).toBeNull());
  });
});
