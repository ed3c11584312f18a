// @vitest-environment jsdom
// The Buy domains panel as a user meets it, with the purchase machine's calls faked: search, tick
// names, pick the group and buy; the progress while the order runs; then each domain's result
// appearing one after the other and the notice until Dismiss. A panel opened on an ended order
// shows its results at once, and Close stops the polling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { domainMessages, type DomainBuyingAnswer, type DomainBuyingProcess, type DomainGroup } from '@domain/domains';
import { domainPurchaseMachine, type PlaceDomainOrderInput } from '@machines/domain-purchase.machine';
import { BuyDomainsDialog } from '@web/features/domains/buy-domains-dialog';
import { toaster } from '@web/ui';
import { fakeServer } from '../contacts/fixtures';
import { renderWithProviders } from '../render-with-providers';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => toaster.remove());
afterEach(cleanup);

const GROUP: DomainGroup = {
  id: 4, name: 'Offer domains', active: false, totalDomain: 0, activeDomain: 0, isBuying: false, createdAt: '2026-03-01T10:00:00.000Z',
  setting: { campaignCheck: false, deliveredThreshold: 0, autoRenew: false, deliveredThresholdRenew: 0, domainRotation: false, domainUsageThreshold: 0 },
};
const OFFERS = [
  { domain: 'sunny.xyz', tld: 'xyz', priceCents: 250, unicode: false },
  { domain: 'sunnyhub.xyz', tld: 'xyz', priceCents: 310, unicode: false },
  { domain: 'sunnynow.xyz', tld: 'xyz', priceCents: 199, unicode: false },
];

function aProcess(overrides: Partial<DomainBuyingProcess>): DomainBuyingProcess {
  return {
    id: 9, groupId: GROUP.id, groupName: GROUP.name, status: 'PROCESSING', ordered: 2, progress: 0, results: [], chargedCents: 0,
    message: domainMessages.buying, createdAt: '2026-03-01T10:00:00.000Z', ...overrides,
  };
}
const ENDED = aProcess({
  status: 'PARTIAL', progress: 100, chargedCents: 250, message: '1 of 2 domains were added to Offer domains',
  results: [
    { domain: 'sunny.xyz', success: true, message: 'sunny.xyz was bought' },
    { domain: 'sunnynow.xyz', success: false, message: 'The registry refused sunnynow.xyz; try another name' },
  ],
});

/** The machine with fake calls: the check answers `first`; each poll answers the next of `polls`. */
function fakeMachine(first: DomainBuyingProcess | null, polls: DomainBuyingProcess[]) {
  const orders: PlaceDomainOrderInput[] = [];
  const calls = { fetches: 0, dismissed: 0 };
  const machine = domainPurchaseMachine.provide({
    actors: {
      fetchProcess: fromPromise<DomainBuyingAnswer, void>(async () => {
        calls.fetches += 1;
        return { process: calls.fetches === 1 ? first : (polls.shift() ?? null) };
      }),
      placeOrder: fromPromise<DomainBuyingProcess, PlaceDomainOrderInput>(async ({ input }) => {
        orders.push(input);
        return aProcess({});
      }),
      dismissProcess: fromPromise<unknown, void>(async () => {
        calls.dismissed += 1;
        return { ok: true };
      }),
    },
    delays: { pollDelay: 30, revealDelay: 400 },
  });
  return { machine, orders, calls };
}

describe('Buy domains panel', () => {
  it('searches, buys the ticked names into the group, and reveals each result one after the other', async () => {
    fakeServer({
      'GET /domain-groups': () => ({ status: 200, data: { items: [GROUP], total: 1 } }),
      'POST /domains/search-to-buy': () => ({ status: 200, data: { items: OFFERS } }),
    });
    const { machine, orders } = fakeMachine(null, [aProcess({ progress: 50, results: [ENDED.results[0]!] }), ENDED]);
    const onBought = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BuyDomainsDialog open onClose={() => undefined} onBought={onBought} machine={machine} />);

    const dialog = await screen.findByRole('dialog', { name: 'Buy domains' });
    await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'sunny');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const offers = await within(dialog).findByRole('list', { name: 'Available domains' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(offers).getByText('sunny.xyz'));
    await user.click(within(offers).getByText('sunnynow.xyz'));
    await user.click(within(dialog).getByRole('button', { name: 'Buy 2 domain(s) for $4.49' }));

    expect(await within(dialog).findByText(domainMessages.buying)).toBeTruthy();
    expect(orders).toEqual([{ order: { domains: ['sunny.xyz', 'sunnynow.xyz'], groupId: GROUP.id } }]);

    // The order ended: the results appear one by one, then the notice.
    const results = await within(dialog).findByRole('list', { name: 'Buying results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(await within(dialog).findByText('1 of 2 domains were added to Offer domains')).toBeTruthy();
    expect(onBought).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('opened on an ended order, shows every result and the notice at once', async () => {
    fakeServer({ 'GET /domain-groups': () => ({ status: 200, data: { items: [GROUP], total: 1 } }) });
    const { machine } = fakeMachine(ENDED, []);
    const onBought = vi.fn();
    renderWithProviders(<BuyDomainsDialog open onClose={() => undefined} onBought={onBought} machine={machine} />);
    const dialog = await screen.findByRole('dialog', { name: 'Buy domains' });
    const results = await within(dialog).findByRole('list', { name: 'Buying results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(onBought).not.toHaveBeenCalled();
  });

  it('closing the panel stops the polling', async () => {
    fakeServer({ 'GET /domain-groups': () => ({ status: 200, data: { items: [GROUP], total: 1 } }) });
    const running = aProcess({ progress: 0 });
    const { machine, calls } = fakeMachine(running, Array.from({ length: 1000 }, () => running));
    const onClose = vi.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(<BuyDomainsDialog open onClose={onClose} onBought={() => undefined} machine={machine} />);
    const dialog = await screen.findByRole('dialog', { name: 'Buy domains' });
    await waitFor(() => expect(calls.fetches).toBeGreaterThan(2));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
    view.rerender(<BuyDomainsDialog open={false} onClose={onClose} onBought={() => undefined} machine={machine} />);
    const after = calls.fetches;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.fetches).toBe(after);
  });
});
