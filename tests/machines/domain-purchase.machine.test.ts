// The domain purchase machine: every state and transition by model-based paths, then the stories
// the buying panel lives through (an order followed to its end, results revealed 500 ms apart, a
// reopened panel, refused orders, a dropped connection, dismissing, closing the panel), on a fake
// clock with scripted calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { domainMessages, DOMAIN_BUYING_POLL_MS, DOMAIN_RESULT_SPACING_MS, type DomainBuyingAnswer, type DomainBuyingProcess } from '@domain/domains';
import { messages } from '@domain/messages';
import { MAX_POLL_FAILURES } from '@machines/call-errors';
import { domainPurchaseMachine, type PlaceDomainOrderInput } from '@machines/domain-purchase.machine';
import {
  anOrder,
  invalidOrders,
  ORDERED,
  processAnswers,
  processes,
  purchaseFailures,
  REFUSED,
  sentOrder,
} from './fixtures/domain-purchase-answers';
import { advance, expectPollAfter, NO_ANSWER, scripted, type Answer } from './fixtures/scripted-calls';
import { runModelBasedSuite } from './model-based';

type DomainPurchaseSnapshot = SnapshotFrom<typeof domainPurchaseMachine>;

/** The orders that ended: the name of their answer, the notice that stays, the process. */
const endedOrders = [
  ['completed', 'ended.done', processes.completed],
  ['partial', 'ended.done', processes.partial],
  ['failed', 'ended.failed', processes.failed],
] as const;

/** Every state the panel can be closed from. */
const panelStates = ['checking', 'idle', 'ordering', 'polling', 'retrying', 'offline', 'revealing', 'ended', 'dismissing'];

/** The running order: its message and progress, no result shown yet, no error. */
const follows =
  (process: DomainBuyingProcess) =>
  ({ context }: DomainPurchaseSnapshot) =>
    expect(context).toMatchObject({ process, revealed: 0, error: null, failures: 0 });

/** The panel with nothing being bought, and this message (or none). */
const panelShows =
  (error: string | null) =>
  ({ context }: DomainPurchaseSnapshot) =>
    expect(context).toMatchObject({ process: null, revealed: 0, error });

/** The connection dropped: the message, and the running order stays on screen. */
const keepsFollowingWith =
  (error: string) =>
  ({ context }: DomainPurchaseSnapshot) => {
    expect(context.error).toBe(error);
    expect(context.process?.status).toBe('PROCESSING');
    expect(context.revealed).toBe(0);
  };

const invalidCases = Object.fromEntries(Object.entries(invalidOrders).map(([name, { order }]) => [name, { order }]));
/** Every text the panel may show as its error, in the spec's or the server's words. */
const panelErrors: unknown[] = [
  ...Object.values(invalidOrders).map(({ message }) => message),
  purchaseFailures.busy.message,
  purchaseFailures.noCredit.message,
  domainMessages.groupMissing,
  messages.network,
];

runModelBasedSuite({
  machine: (fake) =>
    domainPurchaseMachine.provide({
      actors: {
        fetchProcess: fake.promise({
          resolves: processAnswers,
          rejects: { 'network failure': purchaseFailures.network, refused: purchaseFailures.groupMissing },
        }),
        placeOrder: fake.promise({
          resolves: { placed: processes.placed },
          rejects: { busy: purchaseFailures.busy, 'no credit': purchaseFailures.noCredit, 'network failure': purchaseFailures.network },
        }),
        dismissProcess: fake.promise({ resolves: { dismissed: { ok: true } }, rejects: { 'network failure': purchaseFailures.network } }),
      },
    }),
  events: { 'order.submit': { valid: { order: anOrder }, ...invalidCases } },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      status: context.process?.status ?? null,
      results: context.process?.results.length ?? null,
      revealed: context.revealed,
      failures: Math.min(context.failures, MAX_POLL_FAILURES),
      error: context.error,
    }),
  // Where the user must be after each step, and what the panel shows, from the spec (001 §7 buying,
  // §8 results per domain 500 ms apart, §9 polled every 3 s while a non-empty process returns, §2
  // closing the domain detail stops the polling).
  expectations: [
    // The panel opens: a running order is followed, an ended one shows its notice with every result at once.
    { in: 'checking', on: 'checkProcess resolves running', then: 'polling.waiting', sees: follows(processes.running) },
    ...endedOrders.map(([answer, notice, process]) => ({
      in: 'checking',
      on: `checkProcess resolves ${answer}`,
      then: notice,
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context).toMatchObject({ process, revealed: ORDERED, error: null }),
    })),
    { in: 'checking', on: 'checkProcess resolves no process', then: 'idle', sees: panelShows(null) },
    { in: 'checking', on: 'checkProcess rejects network failure', then: 'idle', sees: panelShows(messages.network) },
    { in: 'checking', on: 'checkProcess rejects refused', then: 'idle', sees: panelShows(domainMessages.groupMissing) },
    // Buying: a valid order is sent, an invalid one stays with its message.
    { in: 'idle', on: 'order.submit(valid)', then: 'ordering', sees: ({ context }) => expect(context.error).toBeNull() },
    ...Object.entries(invalidOrders).map(([name, { message }]) => ({
      in: 'idle',
      on: `order.submit(${name})`,
      then: 'idle',
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context.error).toBe(message),
    })),
    { in: 'ordering', on: 'placeOrder resolves placed', then: 'polling.waiting', sees: follows(processes.placed) },
    { in: 'ordering', on: 'placeOrder rejects busy', then: 'idle', sees: panelShows(domainMessages.buyingBusy) },
    { in: 'ordering', on: 'placeOrder rejects no credit', then: 'idle', sees: panelShows(purchaseFailures.noCredit.message) },
    { in: 'ordering', on: 'placeOrder rejects network failure', then: 'idle', sees: panelShows(messages.network) },
    // Polled every 3 s while a running process returns; an ended one starts revealing its results.
    { in: 'polling.waiting', on: 'after pollDelay', then: 'polling.fetching' },
    { in: 'polling.fetching', on: 'fetchProcess resolves running', then: 'polling.waiting', sees: follows(processes.running) },
    ...endedOrders.map(([answer, , process]) => ({
      in: 'polling.fetching',
      on: `fetchProcess resolves ${answer}`,
      then: 'revealing',
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context).toMatchObject({ process, revealed: 0, error: null }),
    })),
    { in: 'polling.fetching', on: 'fetchProcess resolves no process', then: 'idle', sees: panelShows(null) },
    { in: 'polling.fetching', on: 'fetchProcess rejects refused', then: 'idle', sees: panelShows(domainMessages.groupMissing) },
    {
      in: 'polling.fetching',
      on: 'fetchProcess rejects network failure',
      when: ({ context }) => context.failures < MAX_POLL_FAILURES - 1,
      then: 'retrying',
      sees: keepsFollowingWith(messages.network),
    },
    {
      in: 'polling.fetching',
      on: 'fetchProcess rejects network failure',
      when: ({ context }) => context.failures >= MAX_POLL_FAILURES - 1,
      then: 'offline',
      sees: keepsFollowingWith(messages.network),
    },
    { in: 'retrying', on: 'after backoffDelay', then: 'polling.fetching', sees: keepsFollowingWith(messages.network) },
    { in: 'retrying', on: 'RETRY', then: 'polling.fetching', sees: keepsFollowingWith(messages.network) },
    { in: 'offline', on: 'RETRY', then: 'polling.fetching', sees: keepsFollowingWith(messages.network) },
    // One more result every 500 ms; with the last one the notice stays: done, or failed when nothing was bought.
    ...Array.from({ length: ORDERED - 1 }, (_, shown) => ({
      in: 'revealing',
      on: 'after revealDelay',
      when: ({ context }: DomainPurchaseSnapshot) => context.revealed === shown,
      then: 'revealing',
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context.revealed).toBe(shown + 1),
    })),
    ...endedOrders.map(([, notice, process]) => ({
      in: 'revealing',
      on: 'after revealDelay',
      when: ({ context }: DomainPurchaseSnapshot) => context.revealed === ORDERED - 1 && context.process?.status === process.status,
      then: notice,
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context).toMatchObject({ process, revealed: ORDERED, error: null }),
    })),
    // Dismissing the notice: gone once the server took it; kept with the message when the call failed.
    { in: 'ended', on: 'notice.dismiss', then: 'dismissing' },
    {
      in: 'dismissing',
      on: 'dismissProcess resolves dismissed',
      then: 'idle',
      sees: ({ context }) => expect(context).toMatchObject({ process: null, revealed: 0, error: null }),
    },
    ...endedOrders.map(([, notice, process]) => ({
      in: 'dismissing',
      on: 'dismissProcess rejects network failure',
      when: ({ context }: DomainPurchaseSnapshot) => context.process?.status === process.status,
      then: notice,
      sees: ({ context }: DomainPurchaseSnapshot) => expect(context).toMatchObject({ process, revealed: ORDERED, error: messages.network }),
    })),
    // Closing the panel ends everything, wherever the user is.
    ...panelStates.map((state) => ({
      in: state,
      on: 'detail.close',
      then: 'closed',
      sees: (snapshot: DomainPurchaseSnapshot) => expect(snapshot.status).toBe('done'),
    })),
  ],
  states: {
    checking: (_, { context }, fake) => {
      expect(fake.inputs('checkProcess')).toHaveLength(1);
      expect(context).toMatchObject({ process: null, error: null });
    },
    idle: (_, { context }, fake) => {
      // Nothing running is ever shown as idle, and an invalid order never reaches the server.
      expect(context.process).toBeNull();
      if (context.error !== null) expect(panelErrors).toContain(context.error);
      for (const input of fake.inputs('placeOrder')) expect(input).toEqual({ order: sentOrder });
    },
    ordering: (_, { context }, fake) => {
      expect(fake.inputs('placeOrder').at(-1)).toEqual({ order: sentOrder });
      expect(context.error).toBeNull();
    },
    polling: (_, { context }) => {
      expect(context.process?.status).toBe('PROCESSING');
      expect(context.process?.message).toBe(domainMessages.buying);
      // Results are revealed once the order ends, not while it runs.
      expect(context.revealed).toBe(0);
    },
    'polling.waiting': (_, { context }) => expect(context).toMatchObject({ error: null, failures: 0 }),
    retrying: (_, { context }) => {
      expect(context.failures).toBeGreaterThan(0);
      expect(context.failures).toBeLessThan(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
      expect(context.process?.status).toBe('PROCESSING');
    },
    offline: (_, { context }) => {
      expect(context.failures).toBeGreaterThanOrEqual(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
    },
    revealing: (_, { context }) => {
      expect(context.process?.status).not.toBe('PROCESSING');
      expect(context.revealed).toBeLessThan(context.process?.results.length ?? 0);
    },
    ended: (_, { context }) => {
      // The notice: every result shows.
      expect(context.process).not.toBeNull();
      expect(context.revealed).toBe(context.process?.results.length);
      if (context.error !== null) expect(context.error).toBe(messages.network);
    },
    'ended.done': (_, { context }) => expect(context.process?.results.some((r) => r.success)).toBe(true),
    'ended.failed': (_, { context }) => expect(context.process?.results.every((r) => !r.success)).toBe(true),
    dismissing: (_, { context }, fake) => {
      expect(fake.inputs('dismissProcess').length).toBeGreaterThan(0);
      expect(context.process).not.toBeNull();
    },
  },
});

function openPanel(script: { fetch?: Array<Answer<DomainBuyingAnswer>>; order?: Array<Answer<DomainBuyingProcess>>; dismiss?: Array<Answer<unknown>> }) {
  const fetchProcess = scripted<DomainBuyingAnswer, void>('fetchProcess', script.fetch ?? []);
  const placeOrder = scripted<DomainBuyingProcess, PlaceDomainOrderInput>('placeOrder', script.order ?? []);
  const dismissProcess = scripted<unknown, void>('dismissProcess', script.dismiss ?? []);
  const machine = domainPurchaseMachine.provide({ actors: { fetchProcess: fetchProcess.logic, placeOrder: placeOrder.logic, dismissProcess: dismissProcess.logic } });
  const actor = createActor(machine).start();
  return { actor, fetchProcess: fetchProcess.call, fetchSignals: fetchProcess.signals, placeOrder: placeOrder.call, dismissProcess: dismissProcess.call };
}


describe('domain purchase stories', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an order is polled every 3 s while it runs; its results then appear 500 ms apart; dismissing clears the notice', async () => {
    const { actor, fetchProcess, placeOrder, dismissProcess } = openPanel({
      fetch: [processAnswers['no process'], processAnswers.running, processAnswers.partial],
      order: [processes.placed],
      dismiss: [{ ok: true }],
    });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'order.submit', order: anOrder });
    expect(placeOrder).toHaveBeenCalledWith({ order: sentOrder });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await expectPollAfter(fetchProcess, DOMAIN_BUYING_POLL_MS);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await expectPollAfter(fetchProcess, DOMAIN_BUYING_POLL_MS);

    expect(actor.getSnapshot().value).toBe('revealing');
    expect(actor.getSnapshot().context.revealed).toBe(0);
    for (let shown = 1; shown <= ORDERED; shown++) {
      await advance(DOMAIN_RESULT_SPACING_MS - 1);
      expect(actor.getSnapshot().context.revealed).toBe(shown - 1);
      await advance(1);
      expect(actor.getSnapshot().context.revealed).toBe(shown);
    }
    expect(actor.getSnapshot().value).toEqual({ ended: 'done' });
    expect(actor.getSnapshot().context.process?.results[2]).toEqual({ domain: 'sunny-shopnow.xyz', success: false, message: REFUSED });
    await advance(60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(3);

    actor.send({ type: 'notice.dismiss' });
    expect(dismissProcess).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.process).toBeNull();
  });

  it('a panel reopened on an ended order shows its notice at once, without replaying the results', async () => {
    const { actor, fetchProcess } = openPanel({ fetch: [processAnswers.failed] });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ ended: 'failed' });
    expect(actor.getSnapshot().context.revealed).toBe(ORDERED);
    await advance(60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(1);
  });

  it('a panel reopened during an order follows it at once', async () => {
    const { actor, fetchProcess, placeOrder } = openPanel({ fetch: [processAnswers.running, processAnswers.completed] });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await expectPollAfter(fetchProcess, DOMAIN_BUYING_POLL_MS);
    await advance(ORDERED * DOMAIN_RESULT_SPACING_MS);
    expect(actor.getSnapshot().value).toEqual({ ended: 'done' });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it.each(Object.entries(invalidOrders))('an invalid order (%s) stays on the panel with the message', async (_, { order, message }) => {
    const { actor, placeOrder } = openPanel({ fetch: [processAnswers['no process']] });
    await advance(0);
    actor.send({ type: 'order.submit', order });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('an order refused up front (402) shows the server message and is not retried', async () => {
    const { actor, placeOrder } = openPanel({ fetch: [processAnswers['no process']], order: [purchaseFailures.noCredit] });
    await advance(0);
    actor.send({ type: 'order.submit', order: anOrder });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Not enough credits');
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('network loss while polling: backoff 1, 2, 4, 8 s, then offline until RETRY', async () => {
    const { actor, fetchProcess } = openPanel({
      fetch: [processAnswers.running, ...Array<Error>(MAX_POLL_FAILURES).fill(purchaseFailures.network), processAnswers.running],
    });
    await advance(DOMAIN_BUYING_POLL_MS);
    expect(actor.getSnapshot().value).toBe('retrying');
    await expectPollAfter(fetchProcess, 1000);
    await expectPollAfter(fetchProcess, 2000);
    await expectPollAfter(fetchProcess, 4000);
    await expectPollAfter(fetchProcess, 8000);
    expect(actor.getSnapshot().value).toBe('offline');
    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(MAX_POLL_FAILURES + 1);
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null });
  });

  it('a failed dismiss keeps the notice with the message; dismissing again clears both', async () => {
    const { actor, dismissProcess } = openPanel({ fetch: [processAnswers.completed], dismiss: [purchaseFailures.network, { ok: true }] });
    await advance(0);
    actor.send({ type: 'notice.dismiss' });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ ended: 'done' });
    expect(actor.getSnapshot().context.error).toBe(messages.network);
    expect(actor.getSnapshot().context.revealed).toBe(ORDERED);
    actor.send({ type: 'notice.dismiss' });
    await advance(0);
    expect(dismissProcess).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ process: null, revealed: 0, error: null });
  });

  it('closing the detail stops polling: the call in flight is aborted and none follows', async () => {
    const { actor, fetchProcess, fetchSignals } = openPanel({ fetch: [processAnswers.running, NO_ANSWER] });
    await advance(DOMAIN_BUYING_POLL_MS);
    expect(fetchProcess).toHaveBeenCalledTimes(2);
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(fetchSignals[1]!.aborted).toBe(true);
    await advance(10 * 60_000);
    expect(fetchProcess).toHaveBeenCalledTimes(2);
  });

  it('closing the detail while results are revealed stops revealing', async () => {
    const { actor } = openPanel({ fetch: [processAnswers.running, processAnswers.completed] });
    await advance(DOMAIN_BUYING_POLL_MS + DOMAIN_RESULT_SPACING_MS);
    expect(actor.getSnapshot().context.revealed).toBe(1);
    actor.send({ type: 'detail.close' });
    await advance(10 * DOMAIN_RESULT_SPACING_MS);
    expect(actor.getSnapshot().context.revealed).toBe(1);
  });
});
