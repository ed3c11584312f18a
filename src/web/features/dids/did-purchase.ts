// The DID purchase machine (machines/did-purchase.machine.ts) with the browser's calls: it checks
// the group's latest order, places a new one and polls its progress. Each call gets the actor's
// AbortSignal, so stopping the actor (the page unmounts) aborts the call in flight and the polling.
import { fromPromise } from 'xstate';
import { didPurchaseMachine, type PlaceOrderInput, type PurchaseProcessInput } from '@machines/did-purchase.machine';
import { getPurchaseProcess, placePurchaseOrder } from './dids-api';

export type DidPurchaseMachine = typeof didPurchaseMachine;

/**
 * A call aborted because its actor stopped never answers. React's StrictMode (and Activity) stops
 * and restarts the page's actor with the same children, and a restarted child makes its call
 * again: the aborted call's rejection would otherwise arrive first and read as a failure.
 */
function unlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => undefined) : Promise.reject(error)));
}

export const browserDidPurchaseMachine: DidPurchaseMachine = didPurchaseMachine.provide({
  actors: {
    fetchProcess: fromPromise(({ input, signal }: { input: PurchaseProcessInput; signal: AbortSignal }) =>
      unlessAborted(signal, getPurchaseProcess(input.groupId, signal)),
    ),
    placeOrder: fromPromise(({ input, signal }: { input: PlaceOrderInput; signal: AbortSignal }) =>
      unlessAborted(signal, placePurchaseOrder(input.groupId, input.order, signal)),
    ),
  },
});

/** The states in which an order runs (or may run: 'offline' stopped asking, not the server). */
export const RUNNING_STATES = ['ordering', 'polling', 'retrying', 'offline'] as const;
