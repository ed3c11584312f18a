// The billing-verification machine (machines/billing-verification.machine.ts) with the browser's
// calls: the check, and the session reload that lets the route guard see a verified user.
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { billingVerificationMachine } from '@machines/billing-verification.machine';
import { getMe } from '@web/api/auth-api';
import { sessionStore } from '@web/session/session-store';
import { checkBillingInformation } from './billing-api';

/** A call aborted because its actor stopped never answers (StrictMode restarts actors). */
const unlessAborted = <T,>(signal: AbortSignal, call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => undefined) : Promise.reject(error)));

export const browserBillingVerificationMachine = billingVerificationMachine.provide({
  actors: {
    checkBilling: fromPromise(({ signal }) => unlessAborted(signal, checkBillingInformation(signal))),
    reloadSession: fromPromise(async () => {
      sessionStore.setUser(await getMe());
    }),
  },
});

export function useBillingVerification() {
  return useMachine(browserBillingVerificationMachine);
}

export type BillingVerification = ReturnType<typeof useBillingVerification>;
