// Buying numbers for one DID group (000 §5; 001 §7 "bulk purchase", §8, §9): the DID detail screen
// checks the group's latest order, places a new one, and follows it: GET .../purchase-process every
// DID_PURCHASE_POLL_MS (2 s) while the record says PROCESSING, showing the numbers bought so far and
// 'System is processing your order...', until the order ends COMPLETED, PARTIAL or FAILED. None of
// those ends the machine: the screen stays open and 'order.again' brings the form back.
//
// The server calls are the actors the screen provides (`didPurchaseMachine.provide({ actors })`):
// - fetchProcess({ groupId }): GET /did-groups/:groupId/purchase-process, the group's latest order
//   or null. Invoked as 'checkProcess' when the screen opens and as 'fetchProcess' while polling.
// - placeOrder({ groupId, order }): POST /did-groups/:groupId/purchase, the new order's record.
// Each gets an AbortSignal (fromPromise's `signal`): stopping the actor (the screen unmounts) stops
// the timers and aborts the call in flight, so nothing polls after the user leaves.
//
// How a rejection is read, as in the background-task machine: an error with a numeric `status` in
// 400-499, except 408 and 429, is a refusal that asking again will not change (409 an order already
// fills the group, 404 the group is gone); anything else is a lost connection. While polling, a lost
// connection is retried with the background-task machine's backoff (1 s doubling to 15 s; the
// fifth failure in a row goes 'offline', where only RETRY polls); a refusal stops polling ('idle'
// with its message). An order is never retried: a call that got no answer may have placed it, so
// the form comes back with the message and the user decides (the server refuses a second order with
// 409 while one runs). A check that fails when the screen opens also leaves the form usable, for
// the same reason. The order is validated with the form's zod schema before it is sent.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import {
  didPurchaseOrderSchema,
  DID_PURCHASE_POLL_MS,
  type DidPurchaseOrder,
  type DidPurchaseProcess,
  type DidPurchaseProcessAnswer,
  type DidPurchaseStatus,
} from '@domain/dids';
import { messages } from '@domain/messages';
import { backoffMs, isRefusalError, MAX_POLL_FAILURES, messageOf } from './call-errors';

export interface DidPurchaseInput {
  groupId: number;
}

/** The input of fetchProcess. */
export interface PurchaseProcessInput {
  groupId: number;
}

/** The input of placeOrder: the order as the schema normalised it (trimmed, defaults filled). */
export interface PlaceOrderInput {
  groupId: number;
  order: DidPurchaseOrder;
}

export type DidPurchaseEvent =
  /** The user sends the purchase form. */
  | { type: 'order.submit'; order: DidPurchaseOrder }
  /** After an order ended: back to the form for another one. */
  | { type: 'order.again' }
  /** Poll again now (offline, or skipping a retry's wait). */
  | { type: 'RETRY' };

export interface DidPurchaseContext {
  groupId: number;
  /**
   * The last record seen: the running order's progress and numbers while polling, the order that
   * ended in 'completed' | 'partial' | 'failed' (its message says why it stopped short), and in
   * 'idle' the group's last finished order, or null when there is none to show.
   */
  process: DidPurchaseProcess | null;
  /** What to tell the user: the form's first invalid field, a refused or failed call; null after an answer. */
  error: string | null;
  /** Failed polls in a row. */
  failures: number;
}

/** The failed call's own message, or the spec's text for a refusal or a lost connection. */
const failureMessage = (error: unknown): string => messageOf(error, isRefusalError(error) ? messages.canNotProcess : messages.network);

const orderError = (order: DidPurchaseOrder): string | null =>
  didPurchaseOrderSchema.safeParse(order).error?.issues[0]?.message ?? null;

function placeOrderInput(groupId: number, event: DidPurchaseEvent): PlaceOrderInput {
  // Only a valid 'order.submit' enters 'ordering'.
  if (event.type !== 'order.submit') throw new Error(`An order is placed on order.submit, not ${event.type}`);
  return { groupId, order: didPurchaseOrderSchema.parse(event.order) };
}

const answerOf = ({ event }: { event: DoneActorEvent<DidPurchaseProcessAnswer> }) => event.output.process;
const processOf = ({ event }: { event: DoneActorEvent<DidPurchaseProcess> }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const orderOf = ({ event }: { event: { order: DidPurchaseOrder } }) => ({ order: event.order });
const withStatus = (status: DidPurchaseStatus) => ({ type: 'hasStatus', params: { status } }) as const;

export const didPurchaseMachine = setup({
  types: {
    input: {} as DidPurchaseInput,
    context: {} as DidPurchaseContext,
    events: {} as DidPurchaseEvent,
  },
  actors: {
    fetchProcess: fromPromise<DidPurchaseProcessAnswer, PurchaseProcessInput>(() =>
      Promise.reject(new Error('The screen provides the fetchProcess actor')),
    ),
    placeOrder: fromPromise<DidPurchaseProcess, PlaceOrderInput>(() =>
      Promise.reject(new Error('The screen provides the placeOrder actor')),
    ),
  },
  guards: {
    isOrderValid: (_, params: { order: DidPurchaseOrder }) => didPurchaseOrderSchema.safeParse(params.order).success,
    isProcessing: (_, process: DidPurchaseProcess | null) => process?.status === 'PROCESSING',
    hasStatus: ({ context }, params: { status: DidPurchaseStatus }) => context.process?.status === params.status,
    hasNoProcess: ({ context }) => context.process === null,
    isRefusal: (_, params: { error: unknown }) => isRefusalError(params.error),
    isLastTry: ({ context }) => context.failures + 1 >= MAX_POLL_FAILURES,
  },
  actions: {
    keepProcess: assign((_, process: DidPurchaseProcess | null) => ({ process, error: null, failures: 0 })),
    showOrderError: assign((_, params: { order: DidPurchaseOrder }) => ({ error: orderError(params.order) })),
    clearError: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    /** A refused poll: the record can not be read any more, so no progress is shown as current. */
    dropProcess: assign((_, params: { error: unknown }) => ({ process: null, error: failureMessage(params.error), failures: 0 })),
    countFailure: assign(({ context }, params: { error: unknown }) => ({
      failures: context.failures + 1,
      error: failureMessage(params.error),
    })),
  },
  delays: {
    pollDelay: DID_PURCHASE_POLL_MS,
    backoffDelay: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'didPurchase',
  context: ({ input }) => ({ groupId: input.groupId, process: null, error: null, failures: 0 }),
  initial: 'checking',
  states: {
    /** The screen opened: an order may be running (the page was reopened during one). */
    checking: {
      invoke: {
        id: 'checkProcess',
        src: 'fetchProcess',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: [
          { guard: { type: 'isProcessing', params: answerOf }, target: 'polling', actions: { type: 'keepProcess', params: answerOf } },
          { target: 'idle', actions: { type: 'keepProcess', params: answerOf } },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** The purchase form. */
    idle: {
      on: {
        'order.submit': [
          {
            guard: { type: 'isOrderValid', params: orderOf },
            target: 'ordering',
            actions: 'clearError',
          },
          { actions: { type: 'showOrderError', params: orderOf } },
        ],
      },
    },
    ordering: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context, event }) => placeOrderInput(context.groupId, event),
        onDone: { target: 'polling', actions: { type: 'keepProcess', params: processOf } },
        onError: { target: 'idle', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** Waits a poll interval, asks, and leaves as soon as an answer says the order ended. */
    polling: {
      initial: 'waiting',
      always: [
        { guard: withStatus('COMPLETED'), target: 'completed' },
        { guard: withStatus('PARTIAL'), target: 'partial' },
        { guard: withStatus('FAILED'), target: 'failed' },
        // The record vanished (the order was removed): back to the form.
        { guard: 'hasNoProcess', target: 'idle' },
      ],
      states: {
        waiting: { after: { pollDelay: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchProcess',
            src: 'fetchProcess',
            input: ({ context }) => ({ groupId: context.groupId }),
            onDone: { target: 'waiting', actions: { type: 'keepProcess', params: answerOf } },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: '#didPurchase.idle',
                actions: { type: 'dropProcess', params: errorOf },
              },
              { guard: 'isLastTry', target: '#didPurchase.offline', actions: { type: 'countFailure', params: errorOf } },
              { target: '#didPurchase.retrying', actions: { type: 'countFailure', params: errorOf } },
            ],
          },
        },
      },
    },
    /** The connection dropped: poll again after the backoff, or now on RETRY. */
    retrying: {
      after: { backoffDelay: 'polling.fetching' },
      on: { RETRY: 'polling.fetching' },
    },
    /** Gave up polling on its own; the order may still run on the server. */
    offline: {
      on: { RETRY: 'polling.fetching' },
    },
    /** Every number ordered was bought. */
    completed: {
      on: { 'order.again': { target: 'idle', actions: 'clearError' } },
    },
    /** Fewer numbers than ordered (filled < ordered); process.message says why. */
    partial: {
      on: { 'order.again': { target: 'idle', actions: 'clearError' } },
    },
    /** No number could be bought; process.message says why. */
    failed: {
      on: { 'order.again': { target: 'idle', actions: 'clearError' } },
    },
  },
});
