// @vitest-environment jsdom
// Releasing a group's numbers by their rates (001 §7): 'Release by rate' sends { by, below } and
// reloads the numbers and the group's head; 'Release now' asks first, applies the group's
// auto-release thresholds and says how many went; with auto release off the server's message
// shows as an error toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { didMessages, type DidListQuery } from '@domain/dids';
import { toaster } from '@web/ui';
import { bodyOf, fakeServer, makeDidGroup, makeDids, renderDetailPage, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUP = makeDidGroup({ id: 7, name: 'East coast', dids: 45 });

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /did-groups/7': () => ({ status: 200, data: GROUP }),
    'GET /did-groups': () => ({ status: 200, data: { items: [GROUP], total: 1 } }),
    'GET /did-groups/7/purchase-process': () => ({ status: 200, data: { process: null } }),
    'POST /did-groups/7/dids/search': ({ body }) => {
      const q = body as DidListQuery;
      return { status: 200, data: { items: makeDids(Math.min(q.pageSize ?? 20, 45)), total: 45 } };
    },
    ...extra,
  });
}

const toasts = (type: string) => toaster.getVisibleToasts().filter((t) => t.type === type).map((t) => t.description);

describe('release by rate', () => {
  it('sends { by, below } and reloads the numbers and the group', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/release-by-rate': () => ({ status: 200, data: { released: 4 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    expect(s.calls('POST /did-groups/7/dids/search')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Release by rate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Numbers that never sent are kept.')).toBeTruthy();
    // Nothing typed: the schema's message, no call.
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Rate must be number type!')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/is below/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Rate must be at most 100')).toBeTruthy();
    expect(s.calls('POST /did-groups/7/dids/release-by-rate')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Release numbers whose/), 'Click rate');
    await user.clear(within(dialog).getByLabelText(/is below/));
    await user.type(within(dialog).getByLabelText(/is below/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    await waitFor(() => expect(toasts('success')).toEqual(['4 DIDs released']));
    expect(bodyOf(s.calls('POST /did-groups/7/dids/release-by-rate')[0])).toEqual({ by: 'clickRate', below: 1.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(s.calls('POST /did-groups/7/dids/search')).toHaveLength(2));
    await waitFor(() => expect(s.calls('GET /did-groups/7').length).toBeGreaterThan(1));
  });

  it('sends the delivery rate by default', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/release-by-rate': () => ({ status: 200, data: { released: 0 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    await user.click(screen.getByRole('button', { name: 'Release by rate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/is below/), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toasts('success')).toEqual(['0 DIDs released']));
    expect(bodyOf(s.calls('POST /did-groups/7/dids/release-by-rate')[0])).toEqual({ by: 'deliveryRate', below: 80 });
  });
});

describe('release now', () => {
  it('asks first, then calls release-now and shows how many went', async () => {
    const user = userEvent.setup();
    const s = server({ 'POST /did-groups/7/dids/release-now': () => ({ status: 200, data: { released: 6 } }) });
    renderDetailPage();
    await screen.findByText('+12025550001');
    await user.click(screen.getByRole('button', { name: 'Release now' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText("Release now the numbers below this group's auto-release thresholds?")).toBeTruthy();
    expect(s.calls('POST /did-groups/7/dids/release-now')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toasts('success')).toEqual(['6 DIDs released']));
    expect(s.calls('POST /did-groups/7/dids/release-now')).toHaveLength(1);
    await waitFor(() => expect(s.calls('POST /did-groups/7/dids/search')).toHaveLength(2));
    await waitFor(() => expect(s.calls('GET /did-groups/7').length).toBeGreaterThan(1));
  });

  it('cancelling calls nothing', async () => {
    const user = userEvent.setup();
    const s = server();
    renderDetailPage();
    await screen.findByText('+12025550001');
    await user.click(screen.getByRole('button', { name: 'Release now' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(s.calls('POST /did-groups/7/dids/release-now')).toHaveLength(0);
  });

  it("shows the server's message when auto release is off, as one error toast", async () => {
    const user = userEvent.setup();
    const s = server({
      'POST /did-groups/7/dids/release-now': () => ({ status: 400, data: { code: 400, message: didMessages.autoReleaseOff, field: 'autoRelease' } }),
    });
    renderDetailPage();
    await screen.findByText('+12025550001');
    await user.click(screen.getByRole('button', { name: 'Release now' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toasts('error')).toEqual([didMessages.autoReleaseOff]));
    expect(toasts('success')).toEqual([]);
    // Asking again cannot help: the question closes, the toast says where to switch it on.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(s.calls('POST /did-groups/7/dids/release-now')).toHaveLength(1);
    // Nothing changed: the numbers are not asked for again.
    expect(s.calls('POST /did-groups/7/dids/search')).toHaveLength(1);
  });
});
