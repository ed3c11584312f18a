// @vitest-environment jsdom
// The contact-group list as a user meets it: the groups with their counters and busy state,
// creating a group whose name is taken (the server's message under the field, no toast), merging
// two selected groups (the background-process panel gets the task), and a failed delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages, SUPPRESSION_GROUP_TYPE } from '@domain/contacts';
import { ContactGroupsPage } from '@web/features/contacts/contact-groups-page';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { COUNTRIES, bodyOf, chooseAction, description, fakeServer, makeGroup, makeTask, type Handler } from './fixtures';

// Whole-page renders (table, dialogs, menus) take seconds on a shared CI core.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUPS = [
  makeGroup({ id: 1, name: 'Spring leads', contacts: 1200, delivered: 950 }),
  makeGroup({ id: 2, name: 'Summer leads', contacts: 800, isImporting: true, busyWith: 'IMPORT_CONTACT' }),
  makeGroup({ id: 3, name: 'Do not send', type: SUPPRESSION_GROUP_TYPE, isSuppression: true, contacts: 40 }),
];

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups': () => ({ status: 200, data: { items: GROUPS, total: GROUPS.length } }),
    'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    ...extra,
  });
}

const errorToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'error').map((t) => t.description);

describe('the contact-group list', () => {
  it('lists the groups with type, counters and what they are busy with, 20 a page', async () => {
    const s = server();
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    const row = (await screen.findByText('Summer leads')).closest('tr');
    expect(row && within(row).getByText('Importing...')).toBeTruthy();
    const suppression = screen.getByText('Do not send').closest('tr');
    expect(suppression && within(suppression).getByText('Suppression group')).toBeTruthy();
    const spring = screen.getByText('Spring leads').closest('tr');
    expect(spring && within(spring).getByText('950')).toBeTruthy();
    expect(spring && within(spring).getAllByText('1,200')).toHaveLength(2);
    expect(s.calls('GET /contact-groups')[0].params).toMatchObject({ limit: 20, offset: 0 });
  });
});

describe('creating a group', () => {
  it("shows 'already existed, use another name' under Group name when the server refuses the name", async () => {
    const user = userEvent.setup();
    const s = server({
      'POST /contact-groups': () => ({
        status: 400,
        data: { code: 400, message: contactMessages.groupExists, field: 'groupName' },
      }),
    });
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await user.click(screen.getByRole('button', { name: 'Create contact group' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Group name/);
    await user.type(name, 'Spring leads');
    // The default country arrives with the list of countries.
    await waitFor(() => expect((within(dialog).getByLabelText(/Country/) as HTMLSelectElement).value).toBe('US'));
    await user.click(within(dialog).getByLabelText('Suppression group'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(description(name)).toContain(contactMessages.groupExists));
    expect(bodyOf(s.calls('POST /contact-groups')[0])).toEqual({
      groupName: 'Spring leads', country: 'US', isCreateAR: false, isSuppression: true, type: SUPPRESSION_GROUP_TYPE,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(errorToasts()).toEqual([]);
  });

  it('checks the name before sending: 3 to 200 characters', async () => {
    const user = userEvent.setup();
    const s = server();
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await user.click(screen.getByRole('button', { name: 'Create contact group' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Group name/), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Group name must be at least 3 character(s)!')).toBeTruthy();
    expect(s.calls('POST /contact-groups')).toHaveLength(0);
  });
});

describe('merging groups', () => {
  it('merges the selected groups into a new one and hands the task to the background-process panel', async () => {
    const user = userEvent.setup();
    const task = makeTask({ kind: 'MERGE_CONTACT_GROUP' });
    const s = server({ 'POST /contact-groups/merge': () => ({ status: 200, data: task }) });
    const onTaskStarted = vi.fn();
    renderWithProviders(<ContactGroupsPage onTaskStarted={onTaskStarted} />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    const rows = screen.getAllByLabelText('Select row');
    await user.click(rows[0]);
    expect(screen.getByRole('button', { name: 'Merge' }).hasAttribute('disabled')).toBe(true);
    await user.click(rows[1]);
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/New group name/), 'All leads');
    await user.click(within(dialog).getByLabelText('Delete the original groups'));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(bodyOf(s.calls('POST /contact-groups/merge')[0])).toEqual({ groupIds: [1, 2], groupName: 'All leads', deleteOriginals: true });
  });
});

describe('deleting a group', () => {
  it("says 'Cannot delete contacts, please try again or contact us' when the delete fails", async () => {
    const user = userEvent.setup();
    server({ 'DELETE /contact-groups/1': () => 'network' });
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    await chooseAction(user, 'Spring leads', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(errorToasts()).toEqual([contactMessages.deleteFailed]));
  });
});
