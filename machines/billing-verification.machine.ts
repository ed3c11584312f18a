// Billing verification as a screen lives it (000 §4 "Billing verification"; 000 §2 "Payment screen",
// "Billing-info warning page"): the profile tab, the billing warning page and the payment area's
// BillingCheck ask GET /billing/check-billing-information and show what the answer means:
// - not-have-billing (status null): 'Billing information need to be updated!', the form editable;
// - in progress (PENDING or APPROVED): 'Billing information is being verified', billing fields
//   read-only with the requested changes, and Refresh; a refresh whose answer is no longer in
//   progress reloads the session user first (so the route guard lets a verified user through);
// - verified (RELEASED), or no update needed (HTTP 204, 304 or an empty 200: the actor answers null);
// - rejected (REJECTED): 'Billing information verification is failed!' and 'See reason'.
// A saved profile answers the check it leads to, so 'billing.saved' carries it and no call follows.
//
// The side effects are the screen's actors (`billingVerificationMachine.provide({ actors })`):
// - checkBilling(): the check's answer, or null when nothing needs updating (invoked as
//   'checkBilling' when the screen opens and on retry, as 'refreshBilling' on Refresh);
// - reloadSession(): re-reads the signed-in user (GET /users/me into the session store).
import { assign, fromPromise, setup } from 'xstate';
import type { BillingCheckAnswer } from '@domain/billing-profile';
import { messages } from '@domain/messages';
import { messageOf } from './call-errors';

/** null: nothing needs updating (204, 304, empty 200). */
export type BillingCheck = BillingCheckAnswer | null;

export type BillingVerificationEvent =
  /** Refresh (in progress), Check again (rejected), Retry (failed). */
  | { type: 'billing.refresh' }
  /** The profile form was saved; its answer carries the new check. */
  | { type: 'billing.saved'; check: BillingCheck };

export interface BillingVerificationContext {
  /** The last answer; null when nothing needs updating or before the first one. */
  answer: BillingCheck;
  /** Why the last call failed; null after an answer. */
  error: string | null;
}

const isInProgressAnswer = (answer: BillingCheck) => answer?.status === 'PENDING' || answer?.status === 'APPROVED';

type Pick = (args: { context: BillingVerificationContext; event: unknown }) => BillingCheck;
const outputOf: Pick = ({ event }) => (event as { output: BillingCheck }).output;
const savedOf: Pick = ({ event }) => (event as { check: BillingCheck }).check;
const keptOf: Pick = ({ context }) => context.answer;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Where an answer leads, with the answer kept: the same table for every place an answer arrives. */
const byAnswer = (answerOf: Pick) =>
  [
    { guard: { type: 'isNoUpdate', params: answerOf }, target: '#billingVerification.noUpdateNeeded', actions: { type: 'keep', params: answerOf } },
    { guard: { type: 'isNotHaveBilling', params: answerOf }, target: '#billingVerification.notHaveBilling', actions: { type: 'keep', params: answerOf } },
    { guard: { type: 'isInProgress', params: answerOf }, target: '#billingVerification.inProgress', actions: { type: 'keep', params: answerOf } },
    { guard: { type: 'isRejected', params: answerOf }, target: '#billingVerification.rejected', actions: { type: 'keep', params: answerOf } },
    { target: '#billingVerification.verified', actions: { type: 'keep', params: answerOf } },
  ] as const;

/** After a refresh whose answer is no longer in progress: the same table without that branch. */
const afterReview = [
  { guard: { type: 'isNoUpdate', params: keptOf }, target: '#billingVerification.noUpdateNeeded' },
  { guard: { type: 'isNotHaveBilling', params: keptOf }, target: '#billingVerification.notHaveBilling' },
  { guard: { type: 'isRejected', params: keptOf }, target: '#billingVerification.rejected' },
  { target: '#billingVerification.verified' },
] as const;

export const billingVerificationMachine = setup({
  types: {
    context: {} as BillingVerificationContext,
    events: {} as BillingVerificationEvent,
  },
  actors: {
    checkBilling: fromPromise<BillingCheck>(() => Promise.reject(new Error('The screen provides the checkBilling actor'))),
    reloadSession: fromPromise<void>(() => Promise.reject(new Error('The screen provides the reloadSession actor'))),
  },
  guards: {
    isNoUpdate: (_, answer: BillingCheck) => answer === null,
    isNotHaveBilling: (_, answer: BillingCheck) => answer !== null && answer.status === null,
    isInProgress: (_, answer: BillingCheck) => isInProgressAnswer(answer),
    isRejected: (_, answer: BillingCheck) => answer?.status === 'REJECTED',
  },
  actions: {
    keep: assign((_, answer: BillingCheck) => ({ answer, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, messages.network) })),
  },
}).createMachine({
  id: 'billingVerification',
  context: { answer: null, error: null },
  initial: 'checking',
  states: {
    /** A spinner while the billing is checked. */
    checking: {
      invoke: { id: 'checkBilling', src: 'checkBilling', onDone: [...byAnswer(outputOf)], onError: { target: 'failed', actions: { type: 'showFailure', params: errorOf } } },
    },
    /** The check could not be read: the message and Retry. */
    failed: { on: { 'billing.refresh': 'checking' } },
    /** 'Billing information need to be updated!': the form, editable. */
    notHaveBilling: { on: { 'billing.saved': [...byAnswer(savedOf)] } },
    /** 'Billing information is being verified': billing fields read-only, the requested changes, Refresh. */
    inProgress: { on: { 'billing.refresh': 'refreshing', 'billing.saved': [...byAnswer(savedOf)] } },
    refreshing: {
      invoke: {
        id: 'refreshBilling',
        src: 'checkBilling',
        onDone: [
          { guard: { type: 'isInProgress', params: outputOf }, target: 'inProgress', actions: { type: 'keep', params: outputOf } },
          { target: 'reloading', actions: { type: 'keep', params: outputOf } },
        ],
        onError: { target: 'inProgress', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** The review ended: the session user is read again before the screen shows the outcome. */
    reloading: {
      invoke: { id: 'reloadSession', src: 'reloadSession', onDone: [...afterReview], onError: [...afterReview] },
    },
    /** 'Billing information verification is failed!' and 'See reason'; the form editable again. */
    rejected: { on: { 'billing.refresh': 'checking', 'billing.saved': [...byAnswer(savedOf)] } },
    /** Released: the screen shows what billing guards. */
    verified: { on: { 'billing.saved': [...byAnswer(savedOf)] } },
    /** Nothing needs updating (204, 304, empty 200). */
    noUpdateNeeded: { on: { 'billing.saved': [...byAnswer(savedOf)] } },
  },
});
