// @vitest-environment jsdom
// Buying numbers as a user meets it, with the purchase machine's server calls faked: the order the
// form sends (the quantity capped at 100, said on the form), then 'System is processing your
// order...' with the percent and the numbers as they arrive, then the outcome and 'Buy more'; when
// the order ends the group's head and numbers are loaded again. A partial order says why; leaving
// the page stops the polling; the real calls survive StrictMode's restart without a false failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanceledError } from 'axios';
import { fromPromise } from 'xstate';
import { didMessages, type DidPurchaseProcess, type DidPurchaseProcessAnswer } from '@domain/dids';
import { didPurchaseMachine, type PlaceOrderInput, type PurchaseProcessInput } from '@machines/did-purchase.machine';
import { api } from '@web/api/client';
import { toaster } from '@web/ui';
import { COUNTRIES, fakeServer, makeDidGroup, makeDids, makeProcess, renderDetailPage } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toaster.remove());
afterEach(cleanup);

/**
 * The machine with fake calls: the check finds no order, the order answers `placed`, and each poll
 * waits until the test answers it (`answerPoll`), so every step can be looked at. Polls come every
 * 20 ms instead of 2 s.
 */
function fakePurchase(placed: DidPurchaseProcess) {
  const orders: PlaceOrderInput[] = [];
  const waiting: ((process: DidPurchaseProcess) => void)[] = [];
  const calls = { polls: 0 };
  let checked = false;
  const machine = didPurchaseMachine.provide({
    actors: {
      fetchProcess: fromPromise<DidPurchaseProcessAnswer, PurchaseProcessInput>(async () => {
        if (!checked) {
          checked = true;
          return { process: null };
        }
        calls.polls += 1;
        return { process: await new Promise<DidPurchaseProcess>((resolve) => waiting.push(resolve)) };
      }),
      placeOrder: fromPromise<DidPurchaseProcess, PlaceOrderInput>(async ({ input }) => {
        orders.push(input);
        return placed;
      }),
    },
    delays: { pollDelay: 20 },
  });
  /** Answers the poll in flight (waiting for it to be asked). */
  const answerPoll = async (process: DidPurchaseProcess) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.(process);
  };
  return { machine, orders, answerPoll, calls };
}

function server() {
  let dids = 120;
  const s = fakeServer({
    'GET /did-groups/7': () => ({ status: 200, data: makeDidGroup({ id: 7, dids }) }),
    'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
    'POST /did-groups/7/dids/search': () => ({ status: 200, data: { items: makeDids(3), total: 3 } }),
  });
  return { ...s, bought: (n: number) => (dids += n) };
}

async function order(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  const form = await screen.findByRole('form', { name: 'Buy DIDs' });
  await user.type(within(form).getByRole('textbox', { name: /Area code/ }), '212');
  await user.type(within(form).getByLabelText(/Quantity/), quantity);
  await user.click(within(form).getByRole('button', { name: 'Buy DIDs' }));
  return form;
}

describe('buying numbers', () => {
  it('orders, shows the processing message, the percent and the numbers arriving, then the outcome', async () => {
    const user = userEvent.setup();
    const s = server();
    const numbers = ['+12125550101', '+12125550102', '+12125550103'];
    const { machine, orders, answerPoll } = fakePurchase(makeProcess({ ordered: 3 }));
    renderDetailPage('/dids/7?tab=buy', { purchaseMachine: machine });

    const form = await screen.findByRole('form', { name: 'Buy DIDs' });
    expect(within(form).getByText('At most 100 DIDs per order.')).toBeTruthy();
    await order(user, '3');

    expect(await screen.findByText(didMessages.purchaseProcessing)).toBeTruthy();
    expect(orders).toEqual([
      { groupId: 7, order: { country: 'US', areaCode: '212', areaCodeSelectionMode: 'exact', phoneCategory: 'local', bulkPurchaseCount: 3, voiceEnabled: false } },
    ]);
    const percent = () => screen.getByRole('progressbar', { name: 'Purchase progress' }).getAttribute('aria-valuenow');
    expect(percent()).toBe('0');

    await answerPoll(makeProcess({ ordered: 3, filled: 1, progress: 33, numbers: numbers.slice(0, 1) }));
    await waitFor(() => expect(percent()).toBe('33'));
    expect(screen.getByText('33%')).toBeTruthy();
    expect(screen.getByText('1 of 3 DIDs bought')).toBeTruthy();
    expect(screen.getByText('+12125550101')).toBeTruthy();

    await answerPoll(makeProcess({ ordered: 3, filled: 2, progress: 66, numbers: numbers.slice(0, 2) }));
    expect(await screen.findByText('+12125550102')).toBeTruthy();
    expect(screen.getByText(didMessages.purchaseProcessing)).toBeTruthy();

    s.bought(3);
    await answerPoll(makeProcess({ ordered: 3, filled: 3, progress: 100, numbers, status: 'COMPLETED', message: '' }));
    expect(await screen.findByText('Purchase completed: 3 DIDs bought')).toBeTruthy();
    expect(screen.queryByText(didMessages.purchaseProcessing)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'DIDs bought' })).getAllByRole('listitem')).toHaveLength(3);
    // The head counts the new numbers.
    await waitFor(() => expect(screen.getByText('123')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Buy more' }));
    expect(await screen.findByRole('form', { name: 'Buy DIDs' })).toBeTruthy();
    expect(screen.getByText(/Last order, .*: 3 of 3 DIDs bought/)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'DIDs' }));
    expect(await screen.findByText('+12025550001')).toBeTruthy();
  });

  it('says how far a partial order got and why', async () => {
    const user = userEvent.setup();
    server();
    const { machine, answerPoll } = fakePurchase(makeProcess({ ordered: 5 }));
    renderDetailPage('/dids/7?tab=buy', { purchaseMachine: machine });
    await order(user, '5');
    await answerPoll(
      makeProcess({ ordered: 5, filled: 2, progress: 100, numbers: ['+12125550101', '+12125550102'], status: 'PARTIAL', message: 'Not enough numbers in area code 212' }),
    );
    expect(await screen.findByText('Purchase partly filled: 2 of 5 DIDs bought')).toBeTruthy();
    expect(screen.getByText('Not enough numbers in area code 212')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy more' })).toBeTruthy();
  });

  it('stops following the order when the user leaves the page', async () => {
    const user = userEvent.setup();
    server();
    const { machine, answerPoll, calls } = fakePurchase(makeProcess({ ordered: 3 }));
    const { router } = renderDetailPage('/dids/7?tab=buy', { purchaseMachine: machine });
    await order(user, '3');
    await answerPoll(makeProcess({ ordered: 3, filled: 1, progress: 33 }));
    await waitFor(() => expect(calls.polls).toBe(2));
    await router.navigate('/dids');
    expect(await screen.findByText('The DID group list')).toBeTruthy();
    await answerPoll(makeProcess({ ordered: 3, filled: 2, progress: 66 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.polls).toBe(2);
  });

  it('checks for a running order with the real calls, also when StrictMode restarts the page', async () => {
    const s = fakeServer({
      'GET /did-groups/7': () => ({ status: 200, data: makeDidGroup({ id: 7 }) }),
      'GET /config/countries': () => ({ status: 200, data: COUNTRIES }),
      'GET /did-groups/7/purchase-process': () => ({ status: 200, data: { process: null } }),
    });
    // The check answers after a moment, and an aborted one is cancelled as a browser would.
    const answer = api.defaults.adapter;
    if (typeof answer !== 'function') throw new Error('the fake server sets a function adapter');
    let aborted = 0;
    api.defaults.adapter = async (config) => {
      if (!config.url?.endsWith('/purchase-process')) return answer(config);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (config.signal?.aborted) {
        aborted += 1;
        throw new CanceledError(undefined, undefined, config);
      }
      return answer(config);
    };
    renderDetailPage('/dids/7?tab=buy', {}, { strict: true });
    expect(await screen.findByRole('form', { name: 'Buy DIDs' })).toBeTruthy();
    await waitFor(() => expect(s.calls('GET /did-groups/7/purchase-process')).toHaveLength(1));
    expect(aborted).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The check StrictMode aborted does not read as a failure ('canceled' above the form).
    expect(screen.queryByText('canceled')).toBeNull();
  });

  it('refuses more than 100 numbers in one order before anything is sent', async () => {
    const user = userEvent.setup();
    server();
    const { machine, orders } = fakePurchase(makeProcess());
    renderDetailPage('/dids/7?tab=buy', { purchaseMachine: machine });
    await order(user, '101');
    expect(await screen.findByText('Quantity must be at most 100')).toBeTruthy();
    expect(orders).toEqual([]);
  });
});
