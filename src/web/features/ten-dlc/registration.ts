// The registration machine (machines/registration.machine.ts) with the browser's calls. Each call
// gets the actor's AbortSignal, so leaving the page aborts the read in flight and stops polling.
import { fromPromise } from 'xstate';
import { registrationMachine, type FetchRegistrationInput, type SendRegistrationInput } from '@machines/registration.machine';
import { getBrand, getUseCase, loadVendors, requestRegistration } from './ten-dlc-api';

/** A call aborted because its actor stopped never answers (StrictMode restarts the actor's children). */
function unlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => undefined) : Promise.reject(error)));
}

export const browserRegistrationMachine = registrationMachine.provide({
  actors: {
    loadVendors: fromPromise(({ signal }) => unlessAborted(signal, loadVendors(signal))),
    sendRegistration: fromPromise(({ input, signal }: { input: SendRegistrationInput; signal: AbortSignal }) =>
      // Sent once: a lost answer is shown, never retried on its own (the fee may have been charged).
      requestRegistration({ kind: input.kind, id: input.subjectId, vendorId: input.vendorId }, signal),
    ),
    fetchRegistration: fromPromise(({ input, signal }: { input: FetchRegistrationInput; signal: AbortSignal }) => {
      const read = input.kind === 'brand' ? getBrand(input.subjectId, signal) : getUseCase(input.subjectId, signal);
      return unlessAborted(
        signal,
        read.then((subject) => subject.registration),
      );
    }),
  },
});
