// @vitest-environment jsdom
// The Users page with its calls faked: the table's columns, the two slots the app plugs into (a
// per-row action and a toolbar), the search body sent (page 1, 20, createDate DESC, the filters and
// statuses), and the spec's text when the search fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow, UserSearch } from '@domain/user-admin';
import { UsersPage } from '@web/features/users/users-page';
import { toaster } from '@web/ui';
import { bodyOf, fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);
beforeEach(() => toaster.remove());

const errorToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'error').map((t) => t.description);

const row = (id: number, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id, username: `user${id}`, firstname: 'Ann', lastname: 'Lee', email: `user${id}@example.com`, balanceCents: id * 1234, role: 'Business-User',
  statusName: 'Active', routes: id === 1 ? ['US 10DLC Two-way'] : [], agentAcc: null, createDate: '2026-11-20T10:00:00.000Z', ...extra,
});

describe('Users page', () => {
  it('shows the columns, the row slot and the toolbar slot, and searches by selected fields', async () => {
    const server = fakeServer({
      'POST /admin/users/searchBySelectedField': () => ({ status: 200, data: { items: [row(1), row(2)], total: 2 } }),
      'GET /config/routes': () => ({ status: 200, data: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<UsersPage rowActions={(u) => <button type="button">Login as {u.username}</button>} toolbar={<button type="button">Export users</button>} />);
    expect(await screen.findByText('user1@example.com')).toBeTruthy();
    expect(screen.getByText('$12.34')).toBeTruthy();
    expect(screen.getByText('US 10DLC Two-way')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login as user2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export users' })).toBeTruthy();
    const first = bodyOf(server.calls('POST /admin/users/searchBySelectedField')[0]) as UserSearch;
    expect(first).toMatchObject({ page: 1, pageSize: 20, sortFields: ['createDate'], sortDirections: ['DESC'], userStatuses: '' });

    await user.selectOptions(screen.getByLabelText('Filter 1 field'), 'username');
    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'EQUAL');
    await user.type(screen.getByLabelText('Filter 1 value'), 'user2');
    await user.click(screen.getByRole('checkbox', { name: 'Banned' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.calls('POST /admin/users/searchBySelectedField').length).toBeGreaterThan(1));
    const last = bodyOf(server.calls('POST /admin/users/searchBySelectedField').at(-1)!) as UserSearch;
    expect(last).toMatchObject({ searchFilters: [{ field: 'username', operator: 'EQUAL', value: 'user2' }], userStatuses: 'Banned', operator: 'AND' });
  });

  it('keeps the search in the address: a search writes it, opening the address runs it and fills the form', async () => {
    const server = fakeServer({
      'POST /admin/users/searchBySelectedField': () => ({ status: 200, data: { items: [row(1)], total: 1 } }),
      'GET /config/routes': () => ({ status: 200, data: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<UsersPage />, { dataRouter: true });
    expect(await screen.findByText('user1@example.com')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Filter 1 field'), 'lastname');
    await user.type(screen.getByLabelText('Filter 1 value'), 'Lee');
    await user.selectOptions(screen.getByLabelText('Match'), 'OR');
    await user.click(screen.getByRole('checkbox', { name: 'Suspended' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router?.state.location.search).toBe('?field1=lastname&op1=CONTAINS&value1=Lee&match=OR&statuses=Suspended'));
    cleanup();

    renderWithProviders(<UsersPage />, { initialPath: '/users?field1=lastname&op1=CONTAINS&value1=Lee&match=OR&statuses=Suspended&sort=balance.ASC&page=2&size=50' });
    await waitFor(() => expect(server.calls('POST /admin/users/searchBySelectedField').length).toBeGreaterThan(2));
    const opened = bodyOf(server.calls('POST /admin/users/searchBySelectedField').at(-1)!) as UserSearch;
    expect(opened).toMatchObject({
      searchFilters: [{ field: 'lastname', operator: 'CONTAINS', value: 'Lee' }], operator: 'OR', userStatuses: 'Suspended',
      sortFields: ['balance'], sortDirections: ['ASC'], page: 2, pageSize: 50,
    });
    expect((screen.getByLabelText('Filter 1 field') as HTMLSelectElement).value).toBe('lastname');
    expect((screen.getByLabelText('Filter 1 value') as HTMLInputElement).value).toBe('Lee');
    expect((screen.getByRole('checkbox', { name: 'Suspended' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the spec text when the search fails', async () => {
    fakeServer({
      'POST /admin/users/searchBySelectedField': () => ({ status: 500, data: { code: 500, message: 'boom' } }),
      'GET /config/routes': () => ({ status: 200, data: [] }),
    });
    renderWithProviders(<UsersPage />);
    await waitFor(() => expect(errorToasts()).toEqual(['Something went wrong! Please try again by refresh webpage!']));
  });
});
