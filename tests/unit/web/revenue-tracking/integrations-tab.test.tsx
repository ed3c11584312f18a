// @vitest-environment jsdom
// Settings > Integrations as a user meets it, with the revenue-tracking calls faked: the vendors
// with their masked keys and switches; the mapping editor refuses a parameter mapped twice under
// its field before any call, then saves the mapping and the parameters as lists; a credentials
// save with the key left empty sends '' (keep the saved key).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_MAPPING, type RevenueTracking } from '@domain/revenue-tracking';
import { TRACKING_VENDOR_LIST } from '@domain/revenue-vendors';
import { IntegrationsTab } from '@web/features/revenue-tracking/integrations-tab';
import { description, fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const account = (vendor: RevenueTracking['vendor'], extra: Partial<RevenueTracking> = {}): RevenueTracking => {
  const info = TRACKING_VENDOR_LIST.find((v) => v.vendor === vendor)!;
  return {
    vendor, active: false, subDomain: '', accessId: '', accessKeyMasked: null, mapping: EMPTY_MAPPING,
    vendorParameters: { pathParams: [...info.pathParams], queryParams: [...info.queryParams] }, pulledAt: null, updatedAt: null, ...extra,
  };
};
const VOLUUM = account('voluum', { active: true, subDomain: 'demo.voluumtrk.com', accessId: 'demo', accessKeyMasked: '••••••••9a71', mapping: { ...EMPTY_MAPPING, phone: 'var1', messageId: 'var4' } });
const ACCOUNTS = [VOLUUM, ...TRACKING_VENDOR_LIST.slice(1).map((v) => account(v.vendor))];

function server() {
  return fakeServer({
    'GET /revenue-tracking/vendors': () => ({ status: 200, data: { items: TRACKING_VENDOR_LIST } }),
    'GET /revenue-tracking': () => ({ status: 200, data: { items: ACCOUNTS } }),
    'POST /revenue-tracking': ({ body }) => ({ status: 200, data: { ...VOLUUM, ...(body as object) } }),
    'POST /revenue-tracking/credential': () => ({ status: 200, data: VOLUUM }),
  });
}

describe('Integrations tab', () => {
  it('lists the vendors with their masked keys and switches', async () => {
    server();
    renderWithProviders(<IntegrationsTab />, { initialPath: '/settings?tab=integrations' });
    const table = await screen.findByRole('table', { name: 'Tracking vendors' });
    const voluum = within(table).getAllByRole('row').find((r) => r.querySelector('td')?.textContent === 'Voluum')!;
    expect(within(voluum).getByText('••••••••9a71')).toBeTruthy();
    expect((within(voluum).getByRole('checkbox', { name: /^Voluum\s*Enabled$/ }) as HTMLInputElement).checked).toBe(true);
    const cake = within(table).getAllByRole('row').find((r) => r.querySelector('td')?.textContent === 'CAKE')!;
    expect((within(cake).getByRole('checkbox', { name: /^CAKE\s*Disabled$/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('refuses a parameter mapped twice under its field, then saves the mapping', async () => {
    const fake = server();
    renderWithProviders(<IntegrationsTab />, { initialPath: '/settings?tab=integrations' });
    const form = await screen.findByRole('form', { name: 'Voluum mapping' });
    const user = userEvent.setup();
    const did = within(form).getByLabelText('DID');
    await user.selectOptions(did, 'var1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(did)).toContain('DID: var1 is already mapped to another value'));
    expect(fake.calls('POST /revenue-tracking')).toHaveLength(0);

    await user.selectOptions(did, 'var3');
    await user.clear(within(form).getByLabelText('Query parameters'));
    await user.type(within(form).getByLabelText('Query parameters'), 'var1, var3,  var4 ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('POST /revenue-tracking')).toHaveLength(1));
    expect(JSON.parse(String(fake.calls('POST /revenue-tracking')[0]!.data))).toEqual({
      vendor: 'voluum',
      mapping: { ...EMPTY_MAPPING, phone: 'var1', did: 'var3', messageId: 'var4' },
      vendorParameters: { pathParams: ['campaignId'], queryParams: ['var1', 'var3', 'var4'] },
    });
  });

  it('keeps the saved key when the key field is left empty', async () => {
    const fake = server();
    renderWithProviders(<IntegrationsTab />, { initialPath: '/settings?tab=integrations' });
    const form = await screen.findByRole('form', { name: 'Voluum credentials' });
    expect(within(form).getByText('Saved key ••••••••9a71: leave empty to keep it')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Access ID/));
    await user.type(within(form).getByLabelText(/^Access ID/), 'team');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('POST /revenue-tracking/credential')).toHaveLength(1));
    expect(JSON.parse(String(fake.calls('POST /revenue-tracking/credential')[0]!.data))).toMatchObject({ vendor: 'voluum', accessId: 'team', accessKey: '' });
  });
});
