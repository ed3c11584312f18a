// @vitest-environment jsdom
// /contact/find-a-phone as a user meets it: the number in E.164 with its state and the groups that
// hold it, opting it out and unblocking it, and the server's message under the field for a number
// it cannot read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneInvalid, type FoundPhone } from '@domain/contacts';
import { FindPhonePage } from '@web/features/contacts/find-phone-page';
import { toaster } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';
import { COUNTRIES, bodyOf, description, fakeServer } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

const FOUND: FoundPhone = {
  phone: '+12025550101',
  optedOut: false,
  blacklisted: false,
  dnc: true,
  groups: [
    {
      groupId: 5,
      groupName: 'Texas buyers',
      contactId: 900,
      type: 'MOBILE',
      carrier: 'T-Mobile',
      createdAt: '2026-03-02T09:30:00.000Z',
      interactions: { clicked_count: '2', replied_count: '0' },
    },
  ],
};

describe('finding a phone', () => {
  it('shows the number, its groups, and opts it out then unblocks it', async () => {
    const user = userEvent.setup();
    const s = fakeServer({
      'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
      'GET /contacts/find': () => ({ status: 200, data: FOUND }),
      'POST /contacts/opt-out': () => ({ status: 200, data: { ...FOUND, optedOut: true } }),
      'POST /contacts/unblock': () => ({ status: 200, data: FOUND }),
    });
    renderWithProviders(<FindPhonePage />, { initialPath: '/contact-v2/find-a-phone' });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Canada (+1)'));
    expect((screen.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('US');
    await user.type(screen.getByLabelText(/Phone/), '(202) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('+12025550101')).toBeTruthy();
    expect(s.calls('GET /contacts/find')[0].params).toEqual({ phone: '(202) 555-0101', country: 'US' });
    expect(screen.getByText('DNC')).toBeTruthy();
    expect(screen.queryByText('Opted out')).toBeNull();
    const row = screen.getByRole('link', { name: 'Texas buyers' }).closest('tr');
    expect(screen.getByRole('link', { name: 'Texas buyers' }).getAttribute('href')).toBe('/contact-v2/groups/5');
    expect(row && within(row).getByText('MOBILE')).toBeTruthy();
    expect(row && within(row).getByText('T-Mobile')).toBeTruthy();
    expect(row && within(row).getByText('Clicked count: 2 · Replied count: 0')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Opt out' }));
    expect(await screen.findByText('Opted out')).toBeTruthy();
    expect(bodyOf(s.calls('POST /contacts/opt-out')[0])).toEqual({ phone: '+12025550101', country: 'US' });

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByText('Opted out')).toBeNull());
    expect(bodyOf(s.calls('POST /contacts/unblock')[0])).toEqual({ phone: '+12025550101', country: 'US' });
    expect(screen.getByRole('button', { name: 'Opt out' })).toBeTruthy();
  });

  it("shows the server's 'Phone X is not a valid number' under the field, without a toast", async () => {
    const user = userEvent.setup();
    const s = fakeServer({
      'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
      'GET /contacts/find': () => ({ status: 400, data: { code: 400, message: phoneInvalid('12345'), field: 'phone' } }),
    });
    renderWithProviders(<FindPhonePage />, { initialPath: '/contact/find-a-phone' });
    const phone = screen.getByLabelText(/Phone/);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(description(phone)).toContain('Phone 12345 is not a valid number'));
    expect(s.hooks.notify).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it('asks for a number before searching', async () => {
    const user = userEvent.setup();
    const s = fakeServer({ 'GET /config/countries': () => ({ status: 200, data: COUNTRIES }) });
    renderWithProviders(<FindPhonePage />, { initialPath: '/contact/find-a-phone' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Phone is required field!')).toBeTruthy();
    expect(s.calls('GET /contacts/find')).toHaveLength(0);
  });
});
