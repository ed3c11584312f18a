// @vitest-environment jsdom
// "Save as new group" on group detail as a user meets it: nothing to save until a filter is applied;
// the filter task carries exactly the filters the table shows (not rows edited since), and the
// started task goes to the background-process panel; a taken name shows under Group name, and a
// too-short one is refused before sending, in the domain's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTACT_COLUMNS, GROUP_NAME_MIN, contactMessages, type ContactSearch } from '@domain/contacts';
import { messages } from '@domain/messages';
import { toaster } from '@web/ui';
import { renderDetailPage } from './render-detail-page';
import { bodyOf, description, fakeServer, makeContacts, makeGroup, makeTask, type Handler } from './fixtures';

// Whole-page renders (table, dialogs) take seconds on a shared CI core.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const SEARCH = 'POST /contact-groups/5/contacts/search';
const FILTER = 'POST /contact-groups/5/filter';

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups/5': () => ({ status: 200, data: makeGroup({ id: 5, name: 'Texas buyers' }) }),
    'GET /users/me/contact-group-layout': () => ({ status: 200, data: { columns: [...DEFAULT_CONTACT_COLUMNS] } }),
    [SEARCH]: () => ({ status: 200, data: { items: makeContacts(3), total: 3, totalCapped: false } }),
    ...extra,
  });
}

const renderPage = () => renderDetailPage(5);

const saveButton = () => screen.getByRole('button', { name: 'Save as new group' });
const toasts = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);

/** Opens the filters and applies one row: city contains Austin or Dallas. */
async function applyCityFilter(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('First1');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  await user.selectOptions(screen.getByLabelText('Field of filter 1'), 'city');
  await user.selectOptions(screen.getByLabelText('Operator of filter 1'), 'CONTAINS');
  await user.type(screen.getByLabelText('Values of filter 1'), 'Austin, Dallas');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  const dialog = await screen.findByRole('dialog', { name: 'Save as new group' });
  return { dialog, name: within(dialog).getByLabelText(/Group name/) };
}

describe('save the filtered contacts as a new group', () => {
  it('is disabled until a filter is applied: rows being edited do not count', async () => {
    const user = userEvent.setup();
    server();
    renderPage();
    await screen.findByText('First1');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByLabelText('Values of filter 1'), 'Ann');
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
  });

  it('sends the name with exactly the applied filters and operator, and opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 95, kind: 'FILTER_CONTACT', groupId: 41, title: 'Austin and Dallas (from Texas buyers)' });
    const s = server({ [FILTER]: () => ({ status: 200, data: task }) });
    const onTaskStarted = renderPage();
    await applyCityFilter(user);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(screen.getByLabelText('Operator of filter 2'), 'EXISTS');
    await user.selectOptions(screen.getByLabelText('Match'), 'OR');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const lastSearch = () => s.calls(SEARCH).map((r) => bodyOf(r) as ContactSearch).at(-1);
    await waitFor(() => expect(lastSearch()?.operator).toBe('OR'));
    const shown = lastSearch();
    // Edited after applying, not applied again: the table still shows the applied filters, and so
    // does the new group.
    await user.type(screen.getByLabelText('Values of filter 1'), ', Houston');

    const { dialog, name } = await openDialog(user);
    expect(dialog.textContent).toContain('The contacts that match the filters are copied into a new group. You can stop and resume it in Processes.');
    await user.type(name, 'Austin and Dallas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls(FILTER)).toHaveLength(1);
    expect(bodyOf(s.calls(FILTER)[0])).toEqual({ groupName: 'Austin and Dallas', filters: shown?.filters, operator: 'OR' });
    expect(shown?.filters).toEqual([
      { tag: 'city', compareMethod: 'CONTAINS', tagVals: ['Austin', 'Dallas'] },
      { tag: 'fName', compareMethod: 'EXISTS', tagVals: [] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts('success')).toEqual(['Created']);
  });

  it("shows 'already existed, use another name' under Group name and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const s = server({
      [FILTER]: () => ({ status: 400, data: { code: 400, message: `Group name ${contactMessages.groupExists}`, field: 'groupName' } }),
    });
    const onTaskStarted = renderPage();
    await applyCityFilter(user);
    const { dialog, name } = await openDialog(user);
    await user.type(name, 'Texas buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(description(name)).toContain(`Group name ${contactMessages.groupExists}`));
    expect(s.calls(FILTER)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onTaskStarted).not.toHaveBeenCalled();
    expect(toasts('error')).toEqual([]);
  });

  it('refuses a name shorter than 3 characters before sending, in the domain’s words', async () => {
    const user = userEvent.setup();
    const s = server({ [FILTER]: () => ({ status: 200, data: makeTask({ kind: 'FILTER_CONTACT', groupId: 41 }) }) });
    const onTaskStarted = renderPage();
    await applyCityFilter(user);
    const { dialog, name } = await openDialog(user);
    await user.type(name, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(description(name)).toContain(`Group name ${messages.minChars(GROUP_NAME_MIN)}`));
    expect(s.calls(FILTER)).toHaveLength(0);
    expect(onTaskStarted).not.toHaveBeenCalled();
  });

  it('shows a refusal no field owns as an error toast', async () => {
    const user = userEvent.setup();
    server({ [FILTER]: () => ({ status: 404, data: { code: 404, message: contactMessages.groupMissing } }) });
    const onTaskStarted = renderPage();
    await applyCityFilter(user);
    const { dialog, name } = await openDialog(user);
    await user.type(name, 'Austin and Dallas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts('error')).toEqual([contactMessages.groupMissing]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onTaskStarted).not.toHaveBeenCalled();
  });
});

