// @vitest-environment jsdom
// Group detail of an archived group as a user meets it: a notice in place of the contacts (which
// are in an archive file, so none are asked for), the actions on contacts held, Unarchive starting
// the task and opening the panel on it, and the server's refusal shown in its words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTACT_COLUMNS, contactMessages } from '@domain/contacts';
import { toaster } from '@web/ui';
import { renderDetailPage } from './render-detail-page';
import { fakeServer, makeContacts, makeGroup, makeTask, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const ARCHIVED = makeGroup({ id: 5, name: 'Texas buyers', contacts: 5000, isArchived: true, certedVertical: 'Auto Insurance' });

function server(extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups/5': () => ({ status: 200, data: ARCHIVED }),
    'GET /users/me/contact-group-layout': () => ({ status: 200, data: { columns: [...DEFAULT_CONTACT_COLUMNS] } }),
    'POST /contact-groups/5/contacts/search': () => ({ status: 200, data: { items: makeContacts(3), total: 3, totalCapped: false } }),
    ...extra,
  });
}

const renderDetail = () => renderDetailPage(5);

const errorToasts = () => toaster.getVisibleToasts().filter((t) => t.type === 'error').map((t) => t.description);

describe('an archived group', () => {
  it('shows a notice with Unarchive instead of its contacts, and holds the actions on contacts', async () => {
    const s = server();
    renderDetail();
    expect(await screen.findByText(contactMessages.groupArchived)).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.getByText('Auto Insurance')).toBeTruthy();
    expect(screen.getByText('5,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unarchive' }).hasAttribute('disabled')).toBe(false);
    for (const name of ['Scrub', 'Export', 'Import contacts']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }
    expect(screen.queryByText('First1')).toBeNull();
    expect(s.calls('POST /contact-groups/5/contacts/search')).toHaveLength(0);
  });

  it('unarchives and opens the panel on the task', async () => {
    const user = userEvent.setup();
    const task = makeTask({ id: 96, kind: 'UNARCHIVE_CONTACT_GROUP', groupId: 5 });
    const s = server({ 'POST /contact-groups/5/unarchive': () => ({ status: 200, data: task }) });
    const onTaskStarted = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(onTaskStarted).toHaveBeenCalledWith(task));
    expect(s.calls('POST /contact-groups/5/unarchive')).toHaveLength(1);
  });

  it("shows the server's refusal in its words", async () => {
    const user = userEvent.setup();
    server({ 'POST /contact-groups/5/unarchive': () => ({ status: 400, data: { code: 400, message: contactMessages.groupNotArchived } }) });
    const onTaskStarted = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(errorToasts()).toEqual([contactMessages.groupNotArchived]));
    expect(onTaskStarted).not.toHaveBeenCalled();
  });

  it('holds Unarchive while the group is being unarchived, and says so', async () => {
    fakeServer({ 'GET /contact-groups/5': () => ({ status: 200, data: { ...ARCHIVED, busyWith: 'UNARCHIVE_CONTACT_GROUP' } }) });
    renderDetail();
    expect(await screen.findByText('Unarchiving...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unarchive' }).hasAttribute('disabled')).toBe(true);
  });
});
