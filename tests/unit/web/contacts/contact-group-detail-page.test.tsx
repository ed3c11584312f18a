// @vitest-environment jsdom
// Group detail as a user meets it: the group's head, the spec's message for a missing group, the
// import action waiting while the group is busy, and editing a contact.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_CONTACT_COLUMNS, contactMessages } from '@domain/contacts';
import { ContactGroupDetailPage } from '@web/features/contacts/contact-group-detail-page';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { bodyOf, fakeServer, makeContacts, makeGroup, type Handler } from './fixtures';

// Whole-page renders (table, dialogs) take seconds on a shared CI core.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const contacts = makeContacts(3);

function server(group: Handler, extra: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /contact-groups/5': group,
    'GET /users/me/contact-group-layout': () => ({ status: 200, data: { columns: [...DEFAULT_CONTACT_COLUMNS] } }),
    'POST /contact-groups/5/contacts/search': () => ({ status: 200, data: { items: contacts, total: 3, totalCapped: false } }),
    ...extra,
  });
}

function renderAt(path = '/contact/groups/5') {
  return renderWithProviders(
    <Routes>
      <Route path="/contact/groups/:groupId" element={<ContactGroupDetailPage />} />
      <Route path="/contact-v2/groups/:groupId" element={<ContactGroupDetailPage />} />
    </Routes>,
    { initialPath: path },
  );
}

describe('group detail', () => {
  it('shows the group: name, type, country, counts, scrub state', async () => {
    server(() => ({ status: 200, data: makeGroup({ id: 5, name: 'Texas buyers', contacts: 5000, scrubDate: null }) }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Texas buyers' })).toBeTruthy();
    expect(screen.getByText('My data')).toBeTruthy();
    expect(screen.getByText('US')).toBeTruthy();
    expect(screen.getByText('5,000')).toBeTruthy();
    expect(screen.getByText('Not scrubbed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Groups' }).getAttribute('href')).toBe('/contact/groups');
    expect(await screen.findByText('First1')).toBeTruthy();
  });

  it("says 'Group contacts is not existed or deleted' for a missing group, without a toast", async () => {
    const s = server(() => ({ status: 404, data: { code: 404, message: contactMessages.groupMissing } }));
    renderAt('/contact-v2/groups/5');
    expect(await screen.findByText(contactMessages.groupMissing)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to contact groups' }).getAttribute('href')).toBe('/contact-v2/groups');
    expect(s.hooks.notify).not.toHaveBeenCalled();
  });

  it('shows what a busy group is doing and holds the import until it ends', async () => {
    server(() => ({ status: 200, data: makeGroup({ id: 5, isImporting: true, busyWith: 'IMPORT_CONTACT' }) }));
    renderAt();
    expect(await screen.findByText('Importing...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import contacts' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits a contact and saves its fields', async () => {
    const user = userEvent.setup();
    const s = server(() => ({ status: 200, data: makeGroup({ id: 5 }) }), {
      'PUT /contact-groups/5/contacts/2': ({ body }) => ({
        status: 200,
        data: { ...contacts[1], fields: (body as { fields: Record<string, string> }).fields },
      }),
    });
    renderAt();
    await screen.findByText('First2');
    await user.click(screen.getByRole('button', { name: `Edit contact ${contacts[1].phone}` }));
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByLabelText('First name');
    expect((first as HTMLInputElement).value).toBe('First2');
    await user.clear(first);
    await user.type(first, 'Maria');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(s.calls('PUT /contact-groups/5/contacts/2')).toHaveLength(1));
    const { fields } = bodyOf(s.calls('PUT /contact-groups/5/contacts/2')[0]) as { fields: Record<string, string> };
    expect(fields).toMatchObject({ fName: 'Maria', lName: 'Last2', phone: contacts[1].phone, email: 'c2@example.com' });
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Updated'));
  });
});
