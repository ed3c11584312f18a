// @vitest-environment jsdom
// The Price table and Routes info tabs as a user meets them, with the config calls faked: prices
// show as money with 3 decimals in a row per country (named, A to Z, Z to A on the header); a
// route opens by its name in the URL with its details and its own prices; an unknown name says
// 'Route not found'; a failed load offers Retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceEntry } from '@domain/pricing';
import type { Route } from '@domain/routes';
import { PriceTableTab } from '@web/features/rates/price-table-tab';
import { RoutesInfoTab } from '@web/features/rates/routes-info-tab';
import { COUNTRIES, fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const PRICES: PriceEntry[] = [
  { country: 'US', messageType: 'SMS', unitPriceMillicents: 750 },
  { country: 'US', messageType: 'MMS', unitPriceMillicents: 2_000 },
  { country: 'US', messageType: 'VOICE', unitPriceMillicents: 1_500 },
  { country: 'CA', messageType: 'SMS', unitPriceMillicents: 900 },
  { country: 'CA', messageType: 'MMS', unitPriceMillicents: 2_400 },
];

function route(id: number, name: string, extra: Partial<Route['details']> = {}): Route {
  return {
    id, name, status: 'active',
    details: { sendMethod: 1, country: 'US', messageTypes: ['SMS'], supportAttachment: false, is10dlc: false, setting: { creativeApprovalRequired: false }, ...extra },
  };
}

const ROUTES: Route[] = [
  route(1, 'US 10DLC Two-way', { sendMethod: 2, messageTypes: ['SMS', 'MMS'], supportAttachment: true, is10dlc: true }),
  route(2, 'CA One-way', { country: 'CA', messageTypes: ['SMS'], setting: { creativeApprovalRequired: true } }),
];

function server(routes: Route[] = ROUTES, prices: PriceEntry[] = PRICES) {
  return fakeServer({
    'GET /config/price-table': () => ({ status: 200, data: prices }),
    'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    'GET /config/routes': () => ({ status: 200, data: routes }),
  });
}

const countryOrder = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Price table tab', () => {
  it('shows each country’s prices per message type with 3 decimals, sortable by country', async () => {
    server();
    renderWithProviders(<PriceTableTab />, { initialPath: '/settings?tab=price-table' });
    const us = (await screen.findByText('United States')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Country', 'SMS', 'MMS', 'VOICE']);
    expect(within(us).getByText('$0.0075')).toBeTruthy();
    expect(within(us).getByText('$0.02')).toBeTruthy();
    expect(within(us).getByText('$0.015')).toBeTruthy();
    const ca = screen.getByText('Canada').closest('tr')!;
    expect(within(ca).getByText('$0.009')).toBeTruthy();
    // Canada has no VOICE price: a dash, not $0.000.
    expect(within(ca).getByText('—')).toBeTruthy();
    expect(countryOrder()).toEqual(['Canada', 'United States']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(countryOrder()).toEqual(['United States', 'Canada']);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(countryOrder()).toEqual(['Canada', 'United States']);
  });

  it('offers Retry when the prices cannot be loaded, and shows them after', async () => {
    let fail = true;
    fakeServer({
      'GET /config/price-table': () => (fail ? { status: 500, data: { code: 500, message: 'Down' } } : { status: 200, data: PRICES }),
      'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    });
    renderWithProviders(<PriceTableTab />);
    expect(await screen.findByText('The price table could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('United States')).toBeTruthy();
  });

  it('says so when there are no prices', async () => {
    server(ROUTES, []);
    renderWithProviders(<PriceTableTab />);
    expect(await screen.findByText('No prices yet')).toBeTruthy();
  });
});

describe('Routes info tab', () => {
  it('lists the routes and opens one from the list', async () => {
    server();
    renderWithProviders(<RoutesInfoTab />, { initialPath: '/settings?tab=routes-info' });
    const link = await screen.findByRole('link', { name: 'CA One-way' });
    expect(screen.getByRole('link', { name: 'US 10DLC Two-way' })).toBeTruthy();
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'CA One-way' })).toBeTruthy();
    const prices = screen.getByRole('table', { name: 'Prices of CA One-way' });
    expect(within(prices).getByText('$0.009')).toBeTruthy();
    expect(within(prices).queryByText('MMS')).toBeNull();
  });

  it('opens a route named in the URL with its details and its own prices', async () => {
    server();
    renderWithProviders(<RoutesInfoTab />, { initialPath: `/settings?tab=routes-info&route=${encodeURIComponent('US 10DLC Two-way')}` });
    expect(await screen.findByRole('heading', { name: 'US 10DLC Two-way' })).toBeTruthy();
    const fact = (label: string) => screen.getByText(label).closest('dt')!.parentElement!;
    expect(within(fact('Country')).getByText('United States')).toBeTruthy();
    expect(within(fact('Send method')).getByText('Two-way')).toBeTruthy();
    expect(within(fact('10DLC')).getByText('Yes')).toBeTruthy();
    expect(within(fact('Creative approval required')).getByText('No')).toBeTruthy();
    const prices = screen.getByRole('table', { name: 'Prices of US 10DLC Two-way' });
    const rows = within(prices).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['SMS$0.0075', 'MMS$0.02']);
  });

  it('says Route not found for a name no route has, with a way back to the list', async () => {
    server();
    renderWithProviders(<RoutesInfoTab />, { initialPath: '/settings?tab=routes-info&route=Nowhere' });
    expect(await screen.findByText('Route not found')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: /All routes/ }));
    expect(await screen.findByRole('link', { name: 'CA One-way' })).toBeTruthy();
  });
});
