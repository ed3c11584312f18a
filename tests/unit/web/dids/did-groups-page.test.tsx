// @vitest-environment jsdom
// The DID-group list as a user meets it: the groups with their route and numbers, 20 a page; the
// search and the filters asked of the server; creating a group whose name is taken (the spec's
// message under Name, no toast) or refused for another reason ('Unexpected error'); deleting one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { didMessages } from '@domain/dids';
import { DidGroupsPage } from '@web/features/dids/did-groups-page';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { COUNTRIES, ROUTES, bodyOf, chooseAction, description, fakeServer, makeDidGroup, type Handler } from './fixtures';

// Whole-page renders (table, dialogs, menus) take seconds on a shared CI core.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUPS = [
  makeDidGroup({ id: 7, name: 'East coast', dids: 1200 }),
  makeDidGroup({ id: 8, name: 'West coast', routeId: null, routeName: null, dids: 0, isPurchasing: true, voiceEnabled: true }),
];

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /did-groups': () => ({ status: 200, data: { items: GROUPS, total: GROUPS.length } }),
    'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    'GET /config/routes': () => ({ status: 200, data: ROUTES }),
    ...extra,
  });
}

const toastsOf = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('East coast');
  await user.click(screen.getByRole('button', { name: 'Create DID group' }));
  const dialog = await screen.findByRole('dialog');
  // The default country arrives with the list of countries.
  await waitFor(() => expect((within(dialog).getByLabelText(/Country/) as HTMLSelectElement).value).toBe('US'));
  return dialog;
}

describe('the DID-group list', () => {
  it('lists the groups with route, numbers and a running purchase, 20 a page', async () => {
    const s = server();
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids' });
    const east = (await screen.findByText('East coast')).closest('tr');
    expect(east && within(east).getByText('US long code')).toBeTruthy();
    expect(east && within(east).getByText('1,200')).toBeTruthy();
    const west = screen.getByText('West coast').closest('tr');
    expect(west && within(west).getByText('Purchasing...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'West coast' }).getAttribute('href')).toBe('/dids/8');
    expect(s.calls('GET /did-groups')[0].params).toMatchObject({ limit: 20, offset: 0 });
  });

  it('asks the server for the search, the country and the route, from page 1', async () => {
    const user = userEvent.setup();
    const s = server();
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids?page=2' });
    await screen.findByText('East coast');
    expect(s.calls('GET /did-groups')[0].params).toMatchObject({ offset: 20 });

    await user.type(screen.getByLabelText('Search'), '+1202');
    await waitFor(() => expect(s.calls('GET /did-groups').at(-1)?.params).toMatchObject({ search: '+1202', offset: 0 }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Canada' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.selectOptions(screen.getByLabelText('Route'), 'US long code');
    await waitFor(() => expect(s.calls('GET /did-groups').at(-1)?.params).toMatchObject({ search: '+1202', country: 'CA', routeId: 3 }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(s.calls('GET /did-groups').at(-1)?.params).toEqual({ limit: 20, offset: 0 }));
  });
});

describe('creating a DID group', () => {
  it("shows 'already EXISTED, please use another name' under Name when the server refuses the name", async () => {
    const user = userEvent.setup();
    const s = server({
      'POST /did-groups': () => ({ status: 400, data: { code: 400, message: didMessages.groupExists, field: 'name' } }),
    });
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids' });
    const dialog = await openCreate(user);
    const name = within(dialog).getByLabelText(/Name/);
    await user.type(name, 'East coast');
    await user.selectOptions(within(dialog).getByLabelText(/Route/), 'US long code');
    await user.click(within(dialog).getByLabelText('Voice enabled'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(description(name)).toContain(didMessages.groupExists));
    expect(bodyOf(s.calls('POST /did-groups')[0])).toEqual({ name: 'East coast', country: 'US', routeId: 3, voiceEnabled: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toastsOf('error')).toEqual([]);
  });

  it("says 'Unexpected error' for any other refusal", async () => {
    const user = userEvent.setup();
    server({ 'POST /did-groups': () => ({ status: 500, data: { code: 500, message: 'boom' } }) });
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids' });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'North');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toastsOf('error')).toEqual([didMessages.unexpected]));
  });

  it('checks the name before sending: longer than 3 characters', async () => {
    const user = userEvent.setup();
    const s = server();
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids' });
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name must be longer than 3 characters')).toBeTruthy();
    expect(s.calls('POST /did-groups')).toHaveLength(0);
  });
});

describe('deleting a DID group', () => {
  it("asks first, deletes, says 'Deleted' and lists the groups again", async () => {
    const user = userEvent.setup();
    const s = server({ 'DELETE /did-groups/8': () => ({ status: 200, data: { ok: true } }) });
    renderWithProviders(<DidGroupsPage />, { initialPath: '/dids' });
    await screen.findByText('West coast');
    await chooseAction(user, 'West coast', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Delete West coast and release all its DIDs\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsOf('success')).toEqual(['Deleted']));
    expect(s.calls('DELETE /did-groups/8')).toHaveLength(1);
    await waitFor(() => expect(s.calls('GET /did-groups')).toHaveLength(2));
  });
});
