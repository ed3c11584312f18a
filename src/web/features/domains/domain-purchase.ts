// The domain purchase machine (machines/domain-purchase.machine.ts) with the browser's calls. Each
// call gets the actor's AbortSignal, so closing the buying panel (the actor stops) aborts the call
// in flight and the polling.
import { fromPromise } from 'xstate';
import { domainPurchaseMachine, type PlaceDomainOrderInput } from '@machines/domain-purchase.machine';
import { buyDomains, dismissBuyingProcess, getBuyingProcess } from './domains-api';

export type DomainPurchaseMachine = typeof domainPurchaseMachine;

/** An aborted call never answers (StrictMode restarts the actor; its rejection is not a failure). */
function unlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => undefined) : Promise.reject(error)));
}

export const browserDomainPurchaseMachine: DomainPurchaseMachine = domainPurchaseMachine.provide({
  actors: {
    fetchProcess: fromPromise(({ signal }: { signal: AbortSignal }) => unlessAborted(signal, getBuyingProcess(signal))),
    placeOrder: fromPromise(({ input, signal }: { input: PlaceDomainOrderInput; signal: AbortSignal }) => unlessAborted(signal, buyDomains(input.order, signal))),
    dismissProcess: fromPromise<unknown, void>(({ signal }) => unlessAborted<unknown>(signal, dismissBuyingProcess(signal))),
  },
});

/** While an order runs (or may: 'offline' stopped asking, not the server). */
export const BUYING_STATES = ['ordering', 'polling', 'retrying', 'offline'] as const;
