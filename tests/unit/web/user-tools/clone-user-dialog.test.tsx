// @vitest-environment jsdom
// Clone user as an admin meets it: the dialog sends the source and the new account, a taken email
// shows the spec's text under Email and keeps the dialog open, a success toasts 'Cloned'; a short
// password is refused before anything is sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@web/ui';
import { CloneUserDialog } from '@web/features/user-tools';
import { renderWithProviders } from '../render-with-providers';
import { serve, setUp, type Reply } from '../api/fake-server';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => toaster.remove());
afterEach(cleanup);

const CLONED = { message: 'Cloned', user: { id: 9, email: 'copy@example.com' }, copied: { contactGroups: 4, contacts: 5760, responders: 1, conversations: 0 } };

function open(reply: Reply) {
  setUp();
  const sent = serve(() => reply);
  const onCloned = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<CloneUserDialog sourceEmail="demo@example.com" open onClose={onClose} onCloned={onCloned} />);
  return { sent, onCloned, onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'Clone#2026') {
  await user.type(await screen.findByLabelText(/^Email/), 'copy@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Clone' }));
}

describe('CloneUserDialog', () => {
  it('sends the source and the new account, and toasts Cloned', async () => {
    const user = userEvent.setup();
    const { sent, onCloned } = open({ status: 200, data: CLONED });
    await fill(user);
    await waitFor(() => expect(onCloned).toHaveBeenCalledWith(CLONED));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/admin/users/clone');
    expect(JSON.parse(String(sent[0]!.data))).toEqual({ sourceEmail: 'demo@example.com', email: 'copy@example.com', password: 'Clone#2026' });
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Cloned');
  });

  it("shows the spec's text under Email when the email exists", async () => {
    const user = userEvent.setup();
    const { onCloned } = open({ status: 409, data: { code: 409, message: 'Email input is existed! Please try again with other email!', field: 'email' } });
    await fill(user);
    expect(await screen.findByText('Email input is existed! Please try again with other email!')).toBeTruthy();
    expect(onCloned).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a short password before sending', async () => {
    const user = userEvent.setup();
    const { sent } = open({ status: 200, data: CLONED });
    await fill(user, 'short');
    expect(await screen.findByText('Password must be 8 to 30 characters')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
