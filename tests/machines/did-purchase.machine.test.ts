// The DID purchase machine: every state and transition by model-based paths, then the stories the
// DID detail screen lives through (a reopened page, an order filling, refused orders, a dropped
// connection, leaving the page), run on a fake clock with scripted calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { didMessages, DID_PURCHASE_POLL_MS, type DidPurchaseProcess, type DidPurchaseProcessAnswer } from '@domain/dids';
import { messages } from '@domain/messages';
import { didPurchaseMachine, type PlaceOrderInput, type PurchaseProcessInput } from '@machines/did-purchase.machine';
import { MAX_POLL_FAILURES } from '@machines/background-task.machine';
import {
  aDidPurchaseProcess,
  anOrder,
  GROUP_ID,
  invalidOrders,
  NOTHING_AVAILABLE,
  ORDERED,
  processAnswers,
  processes,
  purchaseFailures,
  sentOrder,
  SHORTFALL,
} from './fixtures/did-purchase-answers';
import { advance, expectPollAfter, NO_ANSWER, scripted, type Answer } from './fixtures/scripted-calls';
import { runModelBasedSuite } from './model-based';

type DidPurchaseSnapshot = SnapshotFrom<typeof didPurchaseMachine>;

/** The orders that ended, by the name of their answer and of the state that shows them. */
const endedOrders = [
  ['completed', processes.completed],
  ['partial', processes.partial],
  ['failed', processes.failed],
] as const;

/** 'System is processing your order...' with the numbers bought so far, and no error. */
const showsProgress =
  (filled: number) =>
  ({ context }: DidPurchaseSnapshot) =>
    expect([context.process, context.error]).toEqual([aDidPurchaseProcess(filled), null]);

/** The form, with this last order (or none) and this message (or none). */
const formWith =
  (process: DidPurchaseProcess | null, error: string | null) =>
  ({ context }: DidPurchaseSnapshot) =>
    expect([context.process, context.error]).toEqual([process, error]);

/** The form with this message, and never a running order. */
const formShows =
  (error: string) =>
  ({ context }: DidPurchaseSnapshot) => {
    expect(context.error).toBe(error);
    expect(context.process?.status).not.toBe('PROCESSING');
  };

/** An ended order: its numbers and its message, no error. */
const showsEnd =
  (process: DidPurchaseProcess) =>
  ({ context }: DidPurchaseSnapshot) =>
    expect([context.process, context.error]).toEqual([process, null]);

/** The connection dropped: the message, and the numbers bought so far stay on screen. */
const keepsProgressWith =
  (error: string) =>
  ({ context }: DidPurchaseSnapshot) => {
    expect(context.error).toBe(error);
    expect(context.process?.status).toBe('PROCESSING');
  };

const invalidCases = Object.fromEntries(Object.entries(invalidOrders).map(([name, { order }]) => [name, { order }]));

/** Every text the form may show above the purchase panel, in the spec's or the server's words. */
const formErrors: unknown[] = [
  ...Object.values(invalidOrders).map(({ message }) => message),
  purchaseFailures.orderRunning.message,
  purchaseFailures.wrongCountry.message,
  didMessages.groupMissing,
  messages.network,
];

runModelBasedSuite({
  machine: (fake) =>
    didPurchaseMachine.provide({
      actors: {
        fetchProcess: fake.promise({
          resolves: processAnswers,
          rejects: { 'network failure': purchaseFailures.network, 'group deleted': purchaseFailures.groupMissing },
        }),
        placeOrder: fake.promise({
          resolves: { placed: processes.placed },
          rejects: {
            'order running': purchaseFailures.orderRunning,
            'wrong country': purchaseFailures.wrongCountry,
            'network failure': purchaseFailures.network,
          },
        }),
      },
    }),
  input: { groupId: GROUP_ID },
  events: { 'order.submit': { valid: { order: anOrder }, ...invalidCases } },
  // The count matters up to the last try; after RETRY it only grows.
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      status: context.process?.status ?? null,
      filled: context.process?.filled ?? null,
      failures: Math.min(context.failures, MAX_POLL_FAILURES),
      error: context.error,
    }),
  // Where the user must be after each step, and what the screen shows, from the spec (000 §5 DID
  // detail, 001 §7-§9: the order runs in the background, polled every 2 s while a record returns).
  expectations: [
    // The screen opens: a running order is followed at once, anything else shows the form.
    { in: 'checking', on: 'checkProcess resolves running', then: 'polling.waiting', sees: showsProgress(2) },
    ...endedOrders.map(([answer, process]) => ({
      in: 'checking',
      on: `checkProcess resolves ${answer}`,
      then: 'idle',
      sees: ({ context }: DidPurchaseSnapshot) => expect([context.process, context.error]).toEqual([process, null]),
    })),
    { in: 'checking', on: 'checkProcess resolves no order', then: 'idle', sees: formWith(null, null) },
    { in: 'checking', on: 'checkProcess rejects network failure', then: 'idle', sees: formWith(null, messages.network) },
    { in: 'checking', on: 'checkProcess rejects group deleted', then: 'idle', sees: formWith(null, didMessages.groupMissing) },
    // The form: a valid order is sent, an invalid one names its field and stays.
    { in: 'idle', on: 'order.submit(valid)', then: 'ordering', sees: ({ context }) => expect(context.error).toBeNull() },
    ...Object.entries(invalidOrders).map(([name, { message }]) => ({
      in: 'idle',
      on: `order.submit(${name})`,
      then: 'idle',
      sees: ({ context }: DidPurchaseSnapshot) => expect(context.error).toBe(message),
    })),
    // Placing: the answer starts the polling; a refused or lost order brings the form back with the message.
    { in: 'ordering', on: 'placeOrder resolves placed', then: 'polling.waiting', sees: showsProgress(0) },
    { in: 'ordering', on: 'placeOrder rejects order running', then: 'idle', sees: formShows(purchaseFailures.orderRunning.message) },
    { in: 'ordering', on: 'placeOrder rejects wrong country', then: 'idle', sees: formShows(purchaseFailures.wrongCountry.message) },
    { in: 'ordering', on: 'placeOrder rejects network failure', then: 'idle', sees: formShows(messages.network) },
    // Polling every 2 s while the record says PROCESSING.
    { in: 'polling.waiting', on: 'after pollDelay', then: 'polling.fetching' },
    { in: 'polling.fetching', on: 'fetchProcess resolves running', then: 'polling.waiting', sees: showsProgress(2) },
    { in: 'polling.fetching', on: 'fetchProcess resolves completed', then: 'completed', sees: showsEnd(processes.completed) },
    { in: 'polling.fetching', on: 'fetchProcess resolves partial', then: 'partial', sees: showsEnd(processes.partial) },
    { in: 'polling.fetching', on: 'fetchProcess resolves failed', then: 'failed', sees: showsEnd(processes.failed) },
    // The record vanished: the form, without a progress.
    { in: 'polling.fetching', on: 'fetchProcess resolves no order', then: 'idle', sees: formWith(null, null) },
    // A refusal stops polling with its message; a lost connection retries, the fifth in a row gives up.
    { in: 'polling.fetching', on: 'fetchProcess rejects group deleted', then: 'idle', sees: formWith(null, didMessages.groupMissing) },
    {
      in: 'polling.fetching',
      on: 'fetchProcess rejects network failure',
      when: ({ context }) => context.failures < MAX_POLL_FAILURES - 1,
      then: 'retrying',
      sees: keepsProgressWith(messages.network),
    },
    {
      in: 'polling.fetching',
      on: 'fetchProcess rejects network failure',
      when: ({ context }) => context.failures >= MAX_POLL_FAILURES - 1,
      then: 'offline',
      sees: keepsProgressWith(messages.network),
    },
    { in: 'retrying', on: 'after backoffDelay', then: 'polling.fetching', sees: keepsProgressWith(messages.network) },
    { in: 'retrying', on: 'RETRY', then: 'polling.fetching', sees: keepsProgressWith(messages.network) },
    { in: 'offline', on: 'RETRY', then: 'polling.fetching', sees: keepsProgressWith(messages.network) },
    // An ended order stays on screen until the user asks for the form again; it then shows as the last order.
    ...endedOrders.map(([end, process]) => ({
      in: end,
      on: 'order.again',
      then: 'idle',
      sees: ({ context }: DidPurchaseSnapshot) => expect([context.process, context.error]).toEqual([process, null]),
    })),
  ],
  states: {
    checking: (_, { context }, fake) => {
      expect(fake.inputs('checkProcess')).toEqual([{ groupId: GROUP_ID }]);
      expect(context.process).toBeNull();
      expect(context.error).toBeNull();
    },
    idle: (_, { context }, fake) => {
      // The form, with the last finished order (never a running one) and what went wrong, if anything.
      expect(context.process?.status).not.toBe('PROCESSING');
      if (context.error !== null) expect(formErrors).toContain(context.error);
      // An invalid order never reaches the server.
      for (const input of fake.inputs('placeOrder')) expect(input).toEqual({ groupId: GROUP_ID, order: sentOrder });
    },
    ordering: (_, { context }, fake) => {
      expect(fake.inputs('placeOrder').at(-1)).toEqual({ groupId: GROUP_ID, order: sentOrder });
      expect(context.error).toBeNull();
    },
    polling: (_, { context }) => {
      // 'System is processing your order...' and the numbers bought so far.
      expect(context.process?.status).toBe('PROCESSING');
      expect(context.process?.message).toBe(didMessages.purchaseProcessing);
      expect(context.process?.numbers).toHaveLength(context.process?.filled ?? -1);
      expect(context.process?.filled).toBeLessThan(ORDERED);
    },
    'polling.waiting': (_, { context }) => {
      expect(context.error).toBeNull();
      expect(context.failures).toBe(0);
    },
    'polling.fetching': (_, __, fake) => expect(fake.inputs('fetchProcess').at(-1)).toEqual({ groupId: GROUP_ID }),
    retrying: (_, { context }) => {
      expect(context.failures).toBeGreaterThan(0);
      expect(context.failures).toBeLessThan(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
      // The numbers bought so far stay on screen while the connection is down.
      expect(context.process?.status).toBe('PROCESSING');
    },
    offline: (_, { context }) => {
      expect(context.failures).toBeGreaterThanOrEqual(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
      expect(context.process?.status).toBe('PROCESSING');
    },
    completed: (_, { context }) => {
      expect(context.process?.numbers).toHaveLength(ORDERED);
      expect(context.process?.message).toBe('5 DIDs were added to the group');
      expect(context.error).toBeNull();
    },
    partial: (_, { context }) => {
      expect(context.process?.numbers).toHaveLength(3);
      expect(context.process?.ordered).toBe(ORDERED);
      expect(context.process?.message).toBe(SHORTFALL);
      expect(context.error).toBeNull();
    },
    failed: (_, { context }) => {
      expect(context.process?.numbers).toEqual([]);
      expect(context.process?.message).toBe(NOTHING_AVAILABLE);
      expect(context.error).toBeNull();
    },
  },
});

/** The machine for group GROUP_ID with scripted calls, started. */
function openGroup(script: { fetch?: Array<Answer<DidPurchaseProcessAnswer>>; order?: Array<Answer<DidPurchaseProcess>> }) {
  const fetchProcess = scripted<DidPurchaseProcessAnswer, PurchaseProcessInput>('fetchProcess', script.fetch ?? []);
  const placeOrder = scripted<DidPurchaseProcess, PlaceOrderInput>('placeOrder', script.order ?? []);
  const machine = didPurchaseMachine.provide({ actors: { fetchProcess: fetchProcess.logic, placeOrder: placeOrder.logic } });
  const actor = createActor(machine, { input: { groupId: GROUP_ID } }).start();
  return { actor, fetchProcess: fetchProcess.call, fetchSignals: fetchProcess.signals, placeOrder: placeOrder.call };
}



const running = (filled: number) => ({ process: aDidPurchaseProcess(filled) });

describe('DID purchase stories', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an order shows the processing message and the numbers as they arrive, every 2 s, until it completes', async () => {
    const { actor, fetchProcess, placeOrder } = openGroup({
      fetch: [processAnswers['no order'], running(2), running(4), processAnswers.completed],
      order: [processes.placed],
    });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.process).toBeNull();

    actor.send({ type: 'order.submit', order: anOrder });
    expect(actor.getSnapshot().value).toBe('ordering');
    expect(placeOrder).toHaveBeenCalledWith({ groupId: GROUP_ID, order: sentOrder });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.process?.message).toBe('System is processing your order. Your DID will be available within few minutes!');

    await expectPollAfter(fetchProcess, DID_PURCHASE_POLL_MS);
    expect(fetchProcess).toHaveBeenLastCalledWith({ groupId: GROUP_ID });
    expect(actor.getSnapshot().context.process?.numbers).toEqual(['+12025550101', '+12025550102']);
    await expectPollAfter(fetchProcess, DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().context.process).toMatchObject({ filled: 4, progress: 80 });
    await expectPollAfter(fetchProcess, DID_PURCHASE_POLL_MS);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.process?.numbers).toHaveLength(5);
    expect(actor.getSnapshot().context.error).toBeNull();
    await advance(60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(4);
  });

  it('a page reopened during an order follows it at once, without the form', async () => {
    const { actor, fetchProcess, placeOrder } = openGroup({ fetch: [running(2), processAnswers.partial] });
    expect(actor.getSnapshot().value).toBe('checking');
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.process?.numbers).toHaveLength(2);
    await expectPollAfter(fetchProcess, DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('partial');
    expect(actor.getSnapshot().context.process).toMatchObject({ ordered: 5, filled: 3, message: SHORTFALL });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('a page opened after an order ended shows that order on the form, and polls nothing', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [processAnswers.failed] });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.process?.message).toBe(NOTHING_AVAILABLE);
    expect(fetchProcess).toHaveBeenCalledTimes(1);
  });

  it('a check that gets no answer shows the message and leaves the form usable', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [purchaseFailures.network] });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(messages.network);
    expect(fetchProcess).toHaveBeenCalledTimes(1);
  });

  it.each(Object.entries(invalidOrders))('an invalid order (%s) stays on the form with the field named', async (_, { order, message }) => {
    const { actor, placeOrder } = openGroup({ fetch: [processAnswers['no order']] });
    await advance(0);
    actor.send({ type: 'order.submit', order });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it.each([
    ['toll-free numbers', { phoneCategory: 'tollfree' }],
    ['"any area code"', { areaCodeSelectionMode: 'any' }],
  ] as const)('%s need no area code', async (_, choice) => {
    const { actor, placeOrder } = openGroup({ fetch: [processAnswers['no order']], order: [NO_ANSWER] });
    await advance(0);
    actor.send({ type: 'order.submit', order: { ...anOrder, areaCode: '', ...choice } });
    expect(actor.getSnapshot().value).toBe('ordering');
    expect(placeOrder).toHaveBeenCalledWith({ groupId: GROUP_ID, order: { ...sentOrder, areaCode: '', ...choice } });
  });

  it('a refused order (one already runs) goes back to the form with the server message; the next valid order clears it', async () => {
    const { actor, placeOrder, fetchProcess } = openGroup({
      fetch: [processAnswers.completed],
      order: [purchaseFailures.orderRunning, NO_ANSWER],
    });
    await advance(0);
    actor.send({ type: 'order.submit', order: anOrder });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('An order is already filling this DID group; wait until it ends');
    expect(actor.getSnapshot().context.process).toEqual(processes.completed);
    expect(fetchProcess).toHaveBeenCalledTimes(1);

    actor.send({ type: 'order.submit', order: anOrder });
    expect(actor.getSnapshot().value).toBe('ordering');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });

  it('an order that got no answer is never sent again on its own: it may have been placed', async () => {
    const { actor, placeOrder } = openGroup({ fetch: [processAnswers['no order']], order: [purchaseFailures.network] });
    await advance(0);
    actor.send({ type: 'order.submit', order: anOrder });
    await advance(10 * 60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(messages.network);
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('an order answered already finished goes straight to its end', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [processAnswers['no order']], order: [processes.failed] });
    await advance(0);
    actor.send({ type: 'order.submit', order: anOrder });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('failed');
    await advance(60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['completed', processAnswers.completed],
    ['partial', processAnswers.partial],
    ['failed', processAnswers.failed],
  ] as const)('after an order ended %s, order.again brings back the form for another order', async (end, answer) => {
    const { actor, placeOrder } = openGroup({ fetch: [running(1), answer], order: [NO_ANSWER] });
    await advance(DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe(end);
    actor.send({ type: 'order.submit', order: anOrder });
    expect(actor.getSnapshot().value).toBe(end);
    actor.send({ type: 'order.again' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ process: answer.process, error: null });
    actor.send({ type: 'order.submit', order: anOrder });
    expect(actor.getSnapshot().value).toBe('ordering');
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('an order record that vanishes brings back the form without a progress', async () => {
    const { actor } = openGroup({ fetch: [running(2), processAnswers['no order']] });
    await advance(DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ process: null, error: null });
  });

  it('a group deleted while polling (404) stops polling with the message, without retrying', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [running(2), purchaseFailures.groupMissing] });
    await advance(DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ process: null, error: didMessages.groupMissing });
    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(2);
  });

  it('network loss: retries after 1, 2, 4 and 8 s, then offline; RETRY polls at once and an answer clears the error', async () => {
    const { actor, fetchProcess } = openGroup({
      fetch: [
        running(1),
        purchaseFailures.network,
        purchaseFailures.serverError,
        purchaseFailures.network,
        purchaseFailures.network,
        purchaseFailures.network,
        running(3),
      ],
    });
    await advance(DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, error: messages.network });
    // The numbers bought so far stay on screen.
    expect(actor.getSnapshot().context.process?.numbers).toEqual(['+12025550101']);
    await expectPollAfter(fetchProcess, 1000);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 2, error: messages.somethingWentWrong });
    await expectPollAfter(fetchProcess, 2000);
    await expectPollAfter(fetchProcess, 4000);
    expect(actor.getSnapshot().value).toBe('retrying');
    await expectPollAfter(fetchProcess, 8000);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context).toMatchObject({ failures: MAX_POLL_FAILURES, error: messages.network });

    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(6);
    actor.send({ type: 'RETRY' });
    expect(fetchProcess).toHaveBeenCalledTimes(7);
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null, process: aDidPurchaseProcess(3) });
  });

  it('network loss: an answer resets the count, so the next loss waits 1 s again', async () => {
    const { actor, fetchProcess } = openGroup({
      fetch: [running(1), purchaseFailures.network, purchaseFailures.network, running(2), purchaseFailures.network, running(3)],
    });
    await advance(DID_PURCHASE_POLL_MS);
    await expectPollAfter(fetchProcess, 1000);
    await expectPollAfter(fetchProcess, 2000);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null });
    await expectPollAfter(fetchProcess, DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().context.failures).toBe(1);
    await expectPollAfter(fetchProcess, 1000);
    expect(actor.getSnapshot().context.process?.filled).toBe(3);
  });

  it('network loss: RETRY skips the wait', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [running(1), purchaseFailures.network, running(2)] });
    await advance(DID_PURCHASE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('retrying');
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(fetchProcess).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null });
  });

  it('network loss: a failed RETRY goes straight back offline', async () => {
    const { actor, fetchProcess } = openGroup({ fetch: [running(1), ...Array<Error>(MAX_POLL_FAILURES + 1).fill(purchaseFailures.network)] });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(fetchProcess).toHaveBeenCalledTimes(MAX_POLL_FAILURES + 2);
  });

  it('leaving the page stops polling: the call in flight is aborted and none follows', async () => {
    const { actor, fetchProcess, fetchSignals } = openGroup({ fetch: [running(1), NO_ANSWER] });
    await advance(DID_PURCHASE_POLL_MS);
    expect(fetchProcess).toHaveBeenCalledTimes(2);
    actor.stop();
    expect(fetchSignals[1].aborted).toBe(true);
    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['waiting for the next poll', [running(1)], 0, { polling: 'waiting' }],
    ['waiting to retry', [running(1), purchaseFailures.network], DID_PURCHASE_POLL_MS, 'retrying'],
    ['offline', [running(1), ...Array<Error>(MAX_POLL_FAILURES).fill(purchaseFailures.network)], 60_000, 'offline'],
  ] as const)('leaving the page while %s: no poll follows', async (_, answers, after, state) => {
    const { actor, fetchProcess } = openGroup({ fetch: [...answers] });
    await advance(after);
    expect(actor.getSnapshot().value).toEqual(state);
    const calls = fetchProcess.mock.calls.length;
    actor.stop();
    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(calls);
  });
});
