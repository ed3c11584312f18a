// @vitest-environment jsdom
// Toasts with the spec's defaults (001 §8): an error without a title reads "Error" and without a
// message "Something went wrong!"; every toast lasts 5000 ms; texts are translated.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { setLanguage } from '@web/i18n';
import { AppToaster, TOAST_DURATION_MS, notify, toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

beforeEach(() => toaster.remove());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('notify', () => {
  it('fills an error toast with "Error" and "Something went wrong!" for 5000 ms', () => {
    const id = notify({ type: 'error' });
    const toast = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(toast).toMatchObject({ type: 'error', title: 'Error', description: 'Something went wrong!', duration: 5000 });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps what it is given, and adds no error text to other kinds', () => {
    const failed = notify({ type: 'error', description: 'Can not process' });
    const created = notify({ type: 'success', title: 'Created' });
    const toasts = toaster.getVisibleToasts();
    expect(toasts.find((t) => t.id === failed)).toMatchObject({ title: 'Error', description: 'Can not process' });
    const success = toasts.find((t) => t.id === created);
    expect(success).toMatchObject({ type: 'success', title: 'Created', duration: 5000 });
    expect(success?.description).toBeUndefined();
  });

  it('translates the texts into the chosen language', async () => {
    await setLanguage('vi');
    const id = notify({ type: 'error' });
    expect(toaster.getVisibleToasts().find((t) => t.id === id)).toMatchObject({ title: 'Lỗi', description: 'Đã có lỗi xảy ra!' });
  });

  it('shows the toast on the page through AppToaster', async () => {
    renderWithProviders(<AppToaster />);
    act(() => {
      notify({ type: 'warning', title: 'Token expired!' });
    });
    expect(await screen.findByText('Token expired!')).toBeTruthy();
  });
});
