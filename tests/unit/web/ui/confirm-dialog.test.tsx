// @vitest-environment jsdom
// ConfirmDialog: default labels, cancel, a confirm that waits for its promise, and a failure that
// keeps the dialog open.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

afterEach(cleanup);

function Harness({ onConfirm, danger }: { onConfirm: () => void | Promise<void>; danger?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Delete This Card"
        message="Deleting it means you won't be able to use this payment method!"
        danger={danger}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows the title and message with Confirm and Cancel', async () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} danger />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete This Card');
    expect(dialog.textContent).toContain("Deleting it means you won't be able to use this payment method!");
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('closes on Cancel without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('waits for the confirm promise, showing it is busy, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('data-loading') !== null).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('open')).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });

  it('stays open when the confirm fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onConfirm={() => Promise.reject(new Error('Can not process'))} />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('open')).toBeTruthy();
  });
});
