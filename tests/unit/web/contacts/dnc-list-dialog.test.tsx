// @vitest-environment jsdom
// The do-not-call list as a Super-Admin meets it from the Contact Groups header: only a Super-Admin
// sees 'DNC list'; the dialog says how many numbers the list holds, uploads a file of numbers as
// it is (with the country for numbers without a code) and reports what was added, already listed
// or invalid; a file over 50 MB is refused; 'Clear the list' empties it after a confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_DNC_UPLOAD_BYTES } from '@domain/contact-data-tasks';
import { contactMessages } from '@domain/contacts';
import { rolePermissions, type Role } from '@domain/user';
import { ContactGroupsPage } from '@web/features/contacts/contact-groups-page';
import { sessionStore } from '@web/session/session-store';
import { toaster } from '@web/ui';
import { aCurrentUser } from '@tests/fixtures/current-user';
import { renderWithProviders } from '../render-with-providers';
import { COUNTRIES, description, fakeServer, makeGroup, type Handler } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

function signInAs(role: Role) {
  sessionStore.setUser(aCurrentUser({ role, permissions: rolePermissions[role] }));
}

function server(extra: Record<string, Handler> = {}) {
  let total = 1234;
  const s = fakeServer({
    'GET /contact-groups': () => ({ status: 200, data: { items: [makeGroup()], total: 1 } }),
    'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    'GET /admin/dnc-numbers': () => ({ status: 200, data: { total, updatedAt: total > 0 ? '2026-03-02T09:30:00.000Z' : null } }),
    'POST /admin/dnc-numbers': () => {
      total += 10;
      return { status: 200, data: { added: 10, known: 2, invalid: 1, total } };
    },
    'DELETE /admin/dnc-numbers': () => {
      total = 0;
      return { status: 200, data: { ok: true } };
    },
    ...extra,
  });
  return s;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
  await user.click(await screen.findByRole('button', { name: 'DNC list' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const numbersFile = (name = 'dnc.txt') => new File(['2025550143\n2025550144\n'], name, { type: 'text/plain' });

describe('the DNC list button', () => {
  it.each(['Business-User', 'Management-Agency', 'Farm-Worker'] as const)('is not there for a %s', async (role) => {
    server();
    signInAs(role);
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    await screen.findByText('Spring leads');
    expect(screen.queryByRole('button', { name: 'DNC list' })).toBeNull();
  });

  it('is there for a Super-Admin', async () => {
    server();
    signInAs('Super-Admin');
    renderWithProviders(<ContactGroupsPage />, { initialPath: '/contact/groups' });
    expect(await screen.findByRole('button', { name: 'DNC list' })).toBeTruthy();
  });
});

describe('the DNC list dialog', () => {
  beforeEach(() => signInAs('Super-Admin'));

  it('uploads a file of numbers as it is and shows what was added, already listed and invalid', async () => {
    const s = server();
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('1,234 numbers on the do-not-call list')).toBeTruthy();

    const country = within(dialog).getByLabelText(/Country/);
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Canada (+1)' })).toBeTruthy());
    expect((country as HTMLSelectElement).value).toBe('US');
    await user.selectOptions(country, 'CA');
    await user.upload(within(dialog).getByLabelText(/Choose a file of numbers/), numbersFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const result = await within(dialog).findByRole('status');
    expect(within(result).getByText('Added').nextElementSibling?.textContent).toBe('10');
    expect(within(result).getByText('Already listed').nextElementSibling?.textContent).toBe('2');
    expect(within(result).getByText('Invalid').nextElementSibling?.textContent).toBe('1');
    expect(await within(dialog).findByText('1,244 numbers on the do-not-call list')).toBeTruthy();

    const [upload] = s.calls('POST /admin/dnc-numbers');
    expect(upload.params).toEqual({ country: 'CA', fileName: 'dnc.txt' });
    expect(upload.data).toBeInstanceOf(File);
    expect(String(upload.headers['Content-Type'])).toBe('application/octet-stream');
  });

  it('asks for a file before uploading', async () => {
    const s = server();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(description(within(dialog).getByLabelText(/Choose a file of numbers/))).toContain('Choose a file of numbers'));
    expect(s.calls('POST /admin/dnc-numbers')).toHaveLength(0);
  });

  it("refuses a file over 50 MB with 'file size too big', before and after sending", async () => {
    const s = server({ 'POST /admin/dnc-numbers': () => ({ status: 413, data: { code: 413, message: contactMessages.fileTooBig } }) });
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText(/Choose a file of numbers/);

    const huge = numbersFile('huge.txt');
    Object.defineProperty(huge, 'size', { value: MAX_DNC_UPLOAD_BYTES + 1 });
    await user.upload(input, huge);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(description(input)).toContain(contactMessages.fileTooBig));
    expect(s.calls('POST /admin/dnc-numbers')).toHaveLength(0);

    // A file the browser let through that the server still finds too big.
    await user.upload(input, numbersFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(s.calls('POST /admin/dnc-numbers')).toHaveLength(1));
    await waitFor(() => expect(description(input)).toContain(contactMessages.fileTooBig));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('clears the list after a confirmation', async () => {
    const s = server();
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('1,234 numbers on the do-not-call list');
    await user.click(within(dialog).getByRole('button', { name: 'Clear the list' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Remove all 1,234 numbers from the do-not-call list?');
    expect(s.calls('DELETE /admin/dnc-numbers')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Clear the list' }));

    await waitFor(() => expect(s.calls('DELETE /admin/dnc-numbers')).toHaveLength(1));
    expect(await within(dialog).findByText('0 numbers on the do-not-call list')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Clear the list' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
