// @vitest-environment jsdom
// Group detail's contacts as a user meets them: the spec's first request (page 1 of 50, newest
// first), the creation date header flipping to oldest first (the one order), the "1,000+" total and
// the pager going on past it, the filter rows (values per operator, a reversed
// range refused before sending), the column chooser saving the layout, and deleting the selected
// contacts in chunks of 200.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTACT_COLUMNS, contactMessages, type ContactSearch } from '@domain/contacts';
import { ContactsPanel } from '@web/features/contacts/contacts-panel';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { bodyOf, fakeServer, makeContacts, type Handler } from './fixtures';

// Whole-panel renders (a 450-row page, dialogs, popovers) take seconds on a shared CI core.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUP = 5;
const SEARCH = `POST /contact-groups/${GROUP}/contacts/search`;
const DELETE = `POST /contact-groups/${GROUP}/contacts/delete`;
const LAYOUT = '/users/me/contact-group-layout';

/** A group of `total` contacts; the search answers the asked page. */
function server(total: number, extra: Record<string, Handler> = {}, capped = false, columns: string[] = [...DEFAULT_CONTACT_COLUMNS]) {
  const all = makeContacts(total);
  return fakeServer({
    [`GET ${LAYOUT}`]: () => ({ status: 200, data: { columns } }),
    [`PUT ${LAYOUT}`]: ({ body }) => ({ status: 200, data: body }),
    [SEARCH]: ({ body }) => {
      const { page = 1, pageSize = 50 } = body as ContactSearch;
      return { status: 200, data: { items: all.slice((page - 1) * pageSize, page * pageSize), total, totalCapped: capped } };
    },
    ...extra,
  });
}

const searches = (s: ReturnType<typeof fakeServer>) => s.calls(SEARCH).map((r) => bodyOf(r) as ContactSearch);

function renderPanel() {
  return renderWithProviders(<ContactsPanel groupId={GROUP} reloadKey={0} onChanged={vi.fn()} onTaskStarted={vi.fn()} />);
}

describe('the contacts table', () => {
  it('asks for page 1 of 50, newest first, with no search or filter', async () => {
    const s = server(120);
    renderPanel();
    await screen.findByText('First1');
    expect(searches(s)[0]).toEqual({
      page: 1, pageSize: 50, searchValue: '', sortField: 'creation_date', direction: 'DESC', filters: [], operator: 'AND',
    });
    expect(screen.getByText('120 contacts')).toBeTruthy();
  });

  it('says "1,000+" when the server stopped counting, and pages on past it', async () => {
    const user = userEvent.setup();
    const s = server(1_000, {}, true);
    renderPanel();
    expect(await screen.findByText('1,000+ contacts')).toBeTruthy();
    expect(screen.getByText('Page 1 of 20+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ page: 20 }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ page: 21 }));
  });

  it('flips to oldest first from the creation date header; other headers do not sort', async () => {
    const user = userEvent.setup();
    const s = server(10, {}, false, [...DEFAULT_CONTACT_COLUMNS, 'creation_date']);
    renderPanel();
    await screen.findByText('First1');
    expect(within(screen.getByRole('columnheader', { name: 'First name' })).queryByRole('button')).toBeNull();
    const created = screen.getByRole('button', { name: /^Created on/ });
    expect(created.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(created);
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ sortField: 'creation_date', direction: 'ASC', page: 1 }));
    await user.click(created);
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ sortField: 'creation_date', direction: 'DESC' }));
  });
});

describe('filter rows', () => {
  it('asks for values by operator: none for EXISTS, a From and To pair for BETWEEN, a list for CONTAINS', async () => {
    const user = userEvent.setup();
    server(3);
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const operator = screen.getByLabelText('Operator of filter 1');
    expect(screen.getByLabelText('Values of filter 1')).toBeTruthy();

    await user.selectOptions(operator, 'EXISTS');
    expect(screen.queryByLabelText('Values of filter 1')).toBeNull();
    expect(screen.queryByLabelText('Value of filter 1')).toBeNull();

    await user.selectOptions(operator, 'BETWEEN');
    expect(screen.getByLabelText('From value of filter 1')).toBeTruthy();
    expect(screen.getByLabelText('To value of filter 1')).toBeTruthy();

    await user.selectOptions(operator, 'GREATER');
    expect(screen.getByLabelText('Value of filter 1')).toBeTruthy();
  });

  it('refuses a reversed range under its row and sends nothing; a right range is sent', async () => {
    const user = userEvent.setup();
    const s = server(3);
    renderPanel();
    await screen.findByText('First1');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Field of filter 1'), 'vehicleYear');
    await user.selectOptions(screen.getByLabelText('Operator of filter 1'), 'BETWEEN');
    await user.type(screen.getByLabelText('From value of filter 1'), '2020');
    await user.type(screen.getByLabelText('To value of filter 1'), '2010');
    const before = s.calls(SEARCH).length;
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const row = screen.getByRole('group', { name: 'Filter 1' });
    expect(within(row).getByRole('alert').textContent).toBe(contactMessages.rangeReversed);
    expect(s.calls(SEARCH)).toHaveLength(before);

    await user.clear(screen.getByLabelText('To value of filter 1'));
    await user.type(screen.getByLabelText('To value of filter 1'), '2024');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(screen.getByLabelText('Operator of filter 2'), 'CONTAINS');
    await user.type(screen.getByLabelText('Values of filter 2'), 'Austin, Dallas');
    await user.selectOptions(screen.getByLabelText('Match'), 'OR');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(searches(s).at(-1)).toMatchObject({
        page: 1,
        operator: 'OR',
        filters: [
          { tag: 'vehicleYear', compareMethod: 'BETWEEN', tagVals: ['2020', '2024'] },
          { tag: 'fName', compareMethod: 'CONTAINS', tagVals: ['Austin', 'Dallas'] },
        ],
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the column chooser', () => {
  it("shows the user's saved layout", async () => {
    fakeServer({
      [`GET ${LAYOUT}`]: () => ({ status: 200, data: { columns: ['phone', 'gender'] } }),
      [SEARCH]: () => ({ status: 200, data: { items: makeContacts(1), total: 1, totalCapped: false } }),
    });
    renderPanel();
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Phone', 'Gender', 'Actions']));
  });

  it('saves the layout for the user when a column is ticked or unticked', async () => {
    const user = userEvent.setup();
    const s = server(2);
    renderPanel();
    await screen.findByText('First1');
    await user.click(screen.getByRole('button', { name: 'Columns' }));

    await user.click(await screen.findByLabelText('Gender'));
    await waitFor(() => expect(s.calls(`PUT ${LAYOUT}`)).toHaveLength(1));
    expect(bodyOf(s.calls(`PUT ${LAYOUT}`)[0])).toEqual({ columns: [...DEFAULT_CONTACT_COLUMNS, 'gender'] });
    expect(screen.getByRole('columnheader', { name: /Gender/ })).toBeTruthy();

    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(s.calls(`PUT ${LAYOUT}`)).toHaveLength(2));
    expect(bodyOf(s.calls(`PUT ${LAYOUT}`)[1])).toEqual({ columns: [...DEFAULT_CONTACT_COLUMNS.filter((c) => c !== 'email'), 'gender'] });
    expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
  });
});

describe('deleting selected contacts', () => {
  async function selectAllOn500RowPage(user: ReturnType<typeof userEvent.setup>) {
    renderPanel();
    await screen.findByText('First1');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '500');
    await waitFor(() => expect(screen.getByText('1-450 of 450')).toBeTruthy());
    await user.click(screen.getByLabelText('Select all rows'));
    expect(screen.getByText('450 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  }

  it('sends the ids in chunks of 200, one after the other', async () => {
    const user = userEvent.setup();
    const s = server(450, { [DELETE]: ({ body }) => ({ status: 200, data: { deleted: (body as { ids: number[] }).ids.length } }) });
    await selectAllOn500RowPage(user);
    await waitFor(() => expect(s.calls(DELETE)).toHaveLength(3));
    const chunks = s.calls(DELETE).map((r) => (bodyOf(r) as { ids: number[] }).ids);
    expect(chunks.map((ids) => ids.length)).toEqual([200, 200, 50]);
    expect(chunks.flat()).toEqual(makeContacts(450).map((c) => c.id));
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Deleted'));
  });

  it("says 'Cannot delete contacts, please try again or contact us' when a chunk fails, and stops there", async () => {
    const user = userEvent.setup();
    let n = 0;
    const s = server(450, {
      [DELETE]: () => (++n === 2 ? { status: 500, data: { code: 500, message: 'Database is down' } } : { status: 200, data: { deleted: 200 } }),
    });
    await selectAllOn500RowPage(user);
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(contactMessages.deleteFailed));
    expect(s.calls(DELETE)).toHaveLength(2);
    // The confirmation stays for a retry or cancel.
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
