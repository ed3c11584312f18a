// Buying domains (001 §7 "buy, buyByBatch, getBuyingProcess, dismissBuyingProcessNoti"; §8 results
// per domain 500 ms apart; §9 polled every 3 s while a non-empty process returns; §2 closing the
// domain detail stops the polling). The buying panel checks the user's buying process when it opens,
// places an order, and follows it: GET /domains/buying-process every DOMAIN_BUYING_POLL_MS while it
// answers a PROCESSING process. When the order ends, its per-domain results are revealed one by one,
// DOMAIN_RESULT_SPACING_MS apart (the screen toasts each as it appears), then the notice stays
// ('done', or 'failed' when no domain could be bought) until the user dismisses it.
//
// The server calls are the actors the screen provides (`domainPurchaseMachine.provide({ actors })`):
// - fetchProcess(): GET /domains/buying-process, the process or null. Invoked as 'checkProcess'
//   when the panel opens and as 'fetchProcess' while polling.
// - placeOrder({ order }): POST /domains/buy-by-batch, the new order's process.
// - dismissProcess(): POST /domains/buying-process/dismiss.
// Each gets an AbortSignal: 'detail.close' (the user closes the panel) ends the machine, and
// stopping the actor (the page unmounts) does the same: timers stop, the call in flight is aborted.
//
// Failed calls are read as in the DID purchase machine (machines/call-errors.ts): a refusal stops
// polling with its message; a lost connection is retried with the shared backoff, 'offline' after
// the fifth in a row. An order is never retried on its own: a call without an answer may have placed
// it. An ended process opened later (not yet dismissed) shows its notice without replaying the toasts.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import {
  buyDomainsSchema,
  DOMAIN_BUYING_POLL_MS,
  DOMAIN_RESULT_SPACING_MS,
  type BuyDomains,
  type DomainBuyingAnswer,
  type DomainBuyingProcess,
} from '@domain/domains';
import { messages } from '@domain/messages';
import { backoffMs, isRefusalError, MAX_POLL_FAILURES, messageOf } from './call-errors';

/** The input of placeOrder: the order as the schema normalised it. */
export interface PlaceDomainOrderInput {
  order: BuyDomains;
}

export type DomainPurchaseEvent =
  /** The user buys the selected names into a group. */
  | { type: 'order.submit'; order: BuyDomains }
  /** The user dismisses the ended order's notice. */
  | { type: 'notice.dismiss' }
  /** The user closes the buying panel: nothing polls after. */
  | { type: 'detail.close' }
  /** Poll again now (offline, or skipping a retry's wait). */
  | { type: 'RETRY' };

export interface DomainPurchaseContext {
  /** The last process seen, or null when there is none to show. */
  process: DomainBuyingProcess | null;
  /** How many of process.results are shown (they appear one by one when the order ends). */
  revealed: number;
  /** What to tell the user: the order's first invalid field, a refused or failed call. */
  error: string | null;
  /** Failed polls in a row. */
  failures: number;
}

const failureMessage = (error: unknown): string => messageOf(error, isRefusalError(error) ? messages.canNotProcess : messages.network);
const orderError = (order: BuyDomains): string | null => buyDomainsSchema.safeParse(order).error?.issues[0]?.message ?? null;

function placeOrderInput(event: DomainPurchaseEvent): PlaceDomainOrderInput {
  // Only a valid 'order.submit' enters 'ordering'.
  if (event.type !== 'order.submit') throw new Error(`An order is placed on order.submit, not ${event.type}`);
  return { order: buyDomainsSchema.parse(event.order) };
}

const answerOf = ({ event }: { event: DoneActorEvent<DomainBuyingAnswer> }) => event.output.process;
const processOf = ({ event }: { event: DoneActorEvent<DomainBuyingProcess> }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const orderOf = ({ event }: { event: { order: BuyDomains } }) => ({ order: event.order });

export const domainPurchaseMachine = setup({
  types: {
    context: {} as DomainPurchaseContext,
    events: {} as DomainPurchaseEvent,
  },
  actors: {
    fetchProcess: fromPromise<DomainBuyingAnswer, void>(() => Promise.reject(new Error('The screen provides the fetchProcess actor'))),
    placeOrder: fromPromise<DomainBuyingProcess, PlaceDomainOrderInput>(() => Promise.reject(new Error('The screen provides the placeOrder actor'))),
    dismissProcess: fromPromise<unknown, void>(() => Promise.reject(new Error('The screen provides the dismissProcess actor'))),
  },
  guards: {
    isOrderValid: (_, params: { order: BuyDomains }) => buyDomainsSchema.safeParse(params.order).success,
    isProcessing: (_, process: DomainBuyingProcess | null) => process?.status === 'PROCESSING',
    isEnded: (_, process: DomainBuyingProcess | null) => process !== null && process.status !== 'PROCESSING',
    hasEnded: ({ context }) => context.process !== null && context.process.status !== 'PROCESSING',
    hasNoProcess: ({ context }) => context.process === null,
    allRevealed: ({ context }) => context.revealed >= (context.process?.results.length ?? 0),
    isFailure: ({ context }) => context.process?.status === 'FAILED',
    isRefusal: (_, params: { error: unknown }) => isRefusalError(params.error),
    isLastTry: ({ context }) => context.failures + 1 >= MAX_POLL_FAILURES,
  },
  actions: {
    keepProcess: assign((_, process: DomainBuyingProcess | null) => ({ process, revealed: 0, error: null, failures: 0 })),
    /** An ended order seen when the panel opens: its results all at once, no toasts replayed. */
    showEnded: assign((_, process: DomainBuyingProcess | null) => ({ process, revealed: process?.results.length ?? 0, error: null, failures: 0 })),
    revealNext: assign(({ context }) => ({ revealed: Math.min(context.revealed + 1, context.process?.results.length ?? 0) })),
    showOrderError: assign((_, params: { order: BuyDomains }) => ({ error: orderError(params.order) })),
    clearError: assign({ error: null }),
    forget: assign({ process: null, revealed: 0, error: null, failures: 0 }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    dropProcess: assign((_, params: { error: unknown }) => ({ process: null, revealed: 0, error: failureMessage(params.error), failures: 0 })),
    countFailure: assign(({ context }, params: { error: unknown }) => ({ failures: context.failures + 1, error: failureMessage(params.error) })),
  },
  delays: {
    pollDelay: DOMAIN_BUYING_POLL_MS,
    revealDelay: DOMAIN_RESULT_SPACING_MS,
    backoffDelay: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'domainPurchase',
  context: { process: null, revealed: 0, error: null, failures: 0 },
  initial: 'checking',
  on: { 'detail.close': '.closed' },
  states: {
    /** The panel opened: an order may be running, or an ended one not yet dismissed. */
    checking: {
      invoke: {
        id: 'checkProcess',
        src: 'fetchProcess',
        onDone: [
          { guard: { type: 'isProcessing', params: answerOf }, target: 'polling', actions: { type: 'keepProcess', params: answerOf } },
          { guard: { type: 'isEnded', params: answerOf }, target: 'ended', actions: { type: 'showEnded', params: answerOf } },
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** Search and select; nothing is being bought. */
    idle: {
      on: {
        'order.submit': [
          { guard: { type: 'isOrderValid', params: orderOf }, target: 'ordering', actions: 'clearError' },
          { actions: { type: 'showOrderError', params: orderOf } },
        ],
      },
    },
    ordering: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ event }) => placeOrderInput(event),
        onDone: { target: 'polling', actions: { type: 'keepProcess', params: processOf } },
        onError: { target: 'idle', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** Waits a poll interval, asks, and leaves once the process ended or vanished. */
    polling: {
      initial: 'waiting',
      always: [
        { guard: 'hasEnded', target: 'revealing' },
        { guard: 'hasNoProcess', target: 'idle' },
      ],
      states: {
        waiting: { after: { pollDelay: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchProcess',
            src: 'fetchProcess',
            onDone: { target: 'waiting', actions: { type: 'keepProcess', params: answerOf } },
            onError: [
              { guard: { type: 'isRefusal', params: errorOf }, target: '#domainPurchase.idle', actions: { type: 'dropProcess', params: errorOf } },
              { guard: 'isLastTry', target: '#domainPurchase.offline', actions: { type: 'countFailure', params: errorOf } },
              { target: '#domainPurchase.retrying', actions: { type: 'countFailure', params: errorOf } },
            ],
          },
        },
      },
    },
    retrying: {
      after: { backoffDelay: 'polling.fetching' },
      on: { RETRY: 'polling.fetching' },
    },
    offline: {
      on: { RETRY: 'polling.fetching' },
    },
    /** The order ended: one more result shows every DOMAIN_RESULT_SPACING_MS. */
    revealing: {
      always: { guard: 'allRevealed', target: 'ended' },
      after: { revealDelay: { target: 'revealing', reenter: true, actions: 'revealNext' } },
    },
    /** Every result shows; the notice stays until dismissed. */
    ended: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isFailure', target: 'failed' }, { target: 'done' }],
        },
        /** At least one domain was bought (all of them, or some: PARTIAL). */
        done: {},
        /** No domain could be bought; the results say why. */
        failed: {},
      },
      on: { 'notice.dismiss': 'dismissing' },
    },
    dismissing: {
      invoke: {
        id: 'dismissProcess',
        src: 'dismissProcess',
        onDone: { target: 'idle', actions: 'forget' },
        onError: { target: 'ended', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** The panel closed: nothing polls, nothing is revealed. */
    closed: { type: 'final' },
  },
});
