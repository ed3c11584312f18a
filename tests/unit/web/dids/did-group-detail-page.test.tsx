// @vitest-environment jsdom
// DID-group detail as a user meets it: the spec's message for a group that is not there, the
// numbers with what they did (delivery rate with 2 decimals), and the calls the table makes for a
// search, a sort, a page and a date-hour range; moving numbers (selected, or an amount) to another
// group, releasing the selected ones and deleting one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { didMessages, type DidListQuery } from '@domain/dids';
import { buildDidQuery } from '@web/features/dids/dids-panel';
import { toaster } from '@web/ui';
import { bodyOf, chooseAction, fakeServer, makeDidGroup, makeDids, renderDetailPage, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUP = makeDidGroup({ id: 7, name: 'East coast', dids: 45 });
const OTHER = makeDidGroup({ id: 9, name: 'Parking lot' });

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /did-groups/7': () => ({ status: 200, data: GROUP }),
    'GET /did-groups': () => ({ status: 200, data: { items: [GROUP, OTHER], total: 2 } }),
    'GET /did-groups/7/purchase-process': () => ({ status: 200, data: { process: null } }),
    'POST /did-groups/7/dids/search': ({ body }) => {
      const q = body as DidListQuery;
      const from = ((q.pageNumber ?? 1) - 1) * (q.pageSize ?? 20) + 1;
      return { status: 200, data: { items: makeDids(Math.min(q.pageSize ?? 20, 46 - from), from), total: 45 } };
    },
    ...extra,
  });
}

const searches = (s: ReturnType<typeof server>) => s.calls('POST /did-groups/7/dids/search').map((r) => bodyOf(r));
const successToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'success').map((t) => t.description);

describe('a DID group that is not there', () => {
  it("says 'Group DID is not existed' for a 404, without a toast", async () => {
    const s = server({ 'GET /did-groups/7': () => ({ status: 404, data: { code: 404, message: didMessages.groupMissing } }) });
    renderDetailPage('/dids/7');
    expect(await screen.findByText(didMessages.groupMissing)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to DID groups' }).getAttribute('href')).toBe('/dids');
    expect(s.hooks.notify).not.toHaveBeenCalled();
  });

  it('refuses an id that is not a number without asking the server', async () => {
    const s = server();
    renderDetailPage('/dids/abc');
    expect(await screen.findByText(didMessages.groupMissing)).toBeTruthy();
    expect(s.requests).toHaveLength(0);
  });
});

describe('the numbers of a group', () => {
  it('shows each number with what it did, the delivery rate with 2 decimals', async () => {
    const s = server();
    renderDetailPage();
    expect(await screen.findByRole('heading', { name: 'East coast' })).toBeTruthy();
    const row = (await screen.findByText('+12025550001')).closest('tr');
    expect(row && within(row).getByText('97.50%')).toBeTruthy();
    expect(row && within(row).getByText('195')).toBeTruthy();
    expect(searches(s)[0]).toEqual({ didSearch: '', sortField: 'createdAt', sortDirection: 'DESC', pageSize: 20, pageNumber: 1 });
  });

  it('asks for the search, the sorted column and the next page', async () => {
    const user = userEvent.setup();
    const s = server();
    renderDetailPage();
    await screen.findByText('+12025550001');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ pageNumber: 2, pageSize: 20 }));
    expect(await screen.findByText('+12025550021')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Delivery rate/ }));
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ sortField: 'deliveryRate', sortDirection: 'DESC', pageNumber: 1 }));
    await user.click(screen.getByRole('button', { name: /Delivery rate/ }));
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ sortField: 'deliveryRate', sortDirection: 'ASC' }));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ pageSize: 50, pageNumber: 1 }));

    fireEvent.change(screen.getByLabelText('Search DIDs'), { target: { value: '555001' } });
    await waitFor(() => expect(searches(s).at(-1)).toMatchObject({ didSearch: '555001', pageNumber: 1 }));
  });

  it('sends a date-hour range as the UTC hours (YYMMDDHH) its ends fall in', () => {
    const range = { from: new Date(Date.UTC(2026, 2, 5, 8, 0)), to: new Date(Date.UTC(2026, 2, 6, 23, 59)) };
    expect(buildDidQuery({ search: '', sort: null, page: 1, pageSize: 20, range })).toMatchObject({ startDateHour: '26030508', endDateHour: '26030623' });
  });
});

describe('moving and releasing numbers', () => {
  it('moves the selected numbers to the chosen group', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/move': () => ({ status: 200, data: { moved: 2 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    const boxes = screen.getAllByLabelText('Select row');
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    await user.click(screen.getByRole('button', { name: 'Move DIDs' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(didMessages.targetSame)).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Parking lot' })).toBeTruthy());
    // The group itself is not a target.
    expect(within(dialog).queryByRole('option', { name: 'East coast' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/Move to DID group/), 'Parking lot');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(successToasts()).toEqual(['2 DIDs moved']));
    expect(bodyOf(s.calls('POST /did-groups/7/dids/move')[0])).toEqual({ dids: [1, 2], targetGroupId: 9 });
    await waitFor(() => expect(searches(s)).toHaveLength(2));
  });

  it('moves an amount of numbers, at most what the group holds', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/move': () => ({ status: 200, data: { moved: 10 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    await user.click(screen.getByRole('button', { name: 'Move DIDs' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Parking lot' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText(/Move to DID group/), 'Parking lot');
    await user.type(within(dialog).getByLabelText(/Amount/), '46');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Amount must be less or equal than 45!')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(successToasts()).toEqual(['10 DIDs moved']));
    expect(bodyOf(s.calls('POST /did-groups/7/dids/move')[0])).toEqual({ amount: 10, targetGroupId: 9 });
  });

  it('releases the selected numbers after a confirmation', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/release': () => ({ status: 200, data: { released: 2 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    const boxes = screen.getAllByLabelText('Select row');
    await user.click(boxes[2]);
    await user.click(boxes[4]);
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(successToasts()).toEqual(['2 DIDs released']));
    expect(bodyOf(s.calls('POST /did-groups/7/dids/release')[0])).toEqual({ dids: [3, 5] });
    // The head counts the group's numbers again.
    await waitFor(() => expect(s.calls('GET /did-groups/7').length).toBeGreaterThan(1));
  });

  it('deletes one number from its row', async () => {
    const user = userEvent.setup();
    const s = server({ 'DELETE /did-groups/7/dids/2': () => ({ status: 200, data: { ok: true } }) });
    renderDetailPage();
    await screen.findByText('+12025550002');
    await chooseAction(user, '+12025550002', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(successToasts()).toEqual(['Deleted']));
    expect(s.calls('DELETE /did-groups/7/dids/2')).toHaveLength(1);
  });
});
