// Sending a 10DLC brand or use case for registration and watching the answer (issue 14; decisions
// 45 and 48). The brand and use-case pages start it with the subject's newest registration:
// - never sent: 'idle' (the Register action); rejected: 'rejected' (the reason, and Resubmit);
//   requesting or register pending: 'watching'; registered: 'registered'.
// - Register: the vendors load ('loadingVendors'), the user picks one ('choosing'), reads the fee and
//   confirms ('confirming'), and the request is sent ('sending'; the fee is charged then, whatever
//   the outcome). A refused or lost send comes back to 'confirming' with the message and is never
//   re-sent on its own: it may have gone through (the server refuses a second one while the first
//   is under way). Cancel goes back to where the user came from.
// - Watching: the state is read every REGISTRATION_POLL_MS while requesting or register pending
//   (the reason shows the vendor's retry message while it is down), until registered or rejected.
//   A failed read is retried with the shared backoff (call-errors.ts); the fifth in a row goes
//   'offline', where RETRY reads again.
//
// The server calls are the actors the page provides (`registrationMachine.provide({ actors })`):
// - loadVendors({ kind }): GET /user/load10dlcVendorList, the vendors for this kind;
// - sendRegistration({ kind, subjectId, vendorId }): POST /10dlc/request10dlc, the new request;
// - fetchRegistration({ kind, subjectId }): the subject's newest request (null when none).
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { messages } from '@domain/messages';
import { REGISTRATION_FEE_CENTS, type RegistrationState, type RegistrationVendorInfo, type RegistrationView } from '@domain/registrations';
import { REGISTRATION_POLL_MS } from '@domain/ten-dlc/registration-request';
import { backoffMs, isRefusalError, MAX_POLL_FAILURES, messageOf } from './call-errors';

export type TenDlcKind = 'brand' | 'use-case';

export interface RegistrationInput {
  kind: TenDlcKind;
  subjectId: number;
  /** The subject's newest request as the page loaded it; null when never sent. */
  registration: RegistrationView | null;
}

export interface LoadVendorsInput {
  kind: TenDlcKind;
}
export interface SendRegistrationInput {
  kind: TenDlcKind;
  subjectId: number;
  vendorId: string;
}
export interface FetchRegistrationInput {
  kind: TenDlcKind;
  subjectId: number;
}

export type RegistrationEvent =
  /** Register (never sent) or Resubmit (rejected). */
  | { type: 'register.start' }
  | { type: 'vendor.choose'; vendorId: string }
  /** Back from the fee to the vendor list. */
  | { type: 'vendor.change' }
  | { type: 'fee.confirm' }
  | { type: 'register.cancel' }
  /** Read the state again now (offline, or skipping a retry's wait). */
  | { type: 'RETRY' };

export interface RegistrationContext {
  kind: TenDlcKind;
  subjectId: number;
  registration: RegistrationView | null;
  /** The fee the send charges (000 §9), shown before confirming. */
  feeCents: number;
  vendors: RegistrationVendorInfo[];
  vendorId: string | null;
  /** What went wrong last (a refused send, a lost read); null after an answer. */
  error: string | null;
  /** Failed reads in a row. */
  failures: number;
}

const failureMessage = (error: unknown): string => messageOf(error, isRefusalError(error) ? messages.canNotProcess : messages.network);
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const registrationOf = ({ event }: { event: DoneActorEvent<RegistrationView | null> }) => event.output;
const inState = (state: RegistrationState) => ({ type: 'isInState', params: { state } }) as const;
/** The guard params of a read whose answer is in `state` (null: no request any more). */
const answered =
  (state: RegistrationState | null) =>
  ({ event }: { event: DoneActorEvent<RegistrationView | null> }) => ({ answer: event.output, state });

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    loadVendors: fromPromise<RegistrationVendorInfo[], LoadVendorsInput>(() => Promise.reject(new Error('The page provides the loadVendors actor'))),
    sendRegistration: fromPromise<RegistrationView, SendRegistrationInput>(() => Promise.reject(new Error('The page provides the sendRegistration actor'))),
    fetchRegistration: fromPromise<RegistrationView | null, FetchRegistrationInput>(() => Promise.reject(new Error('The page provides the fetchRegistration actor'))),
  },
  guards: {
    isInState: ({ context }, params: { state: RegistrationState }) => context.registration?.state === params.state,
    isUnderWay: ({ context }) => context.registration?.state === 'requesting' || context.registration?.state === 'register pending',
    wasRejected: ({ context }) => context.registration?.state === 'rejected',
    answers: (_, params: { answer: RegistrationView | null; state: RegistrationState | null }) => (params.answer?.state ?? null) === params.state,
    isListedVendor: ({ context }, params: { vendorId: string }) => context.vendors.some((v) => v.id === params.vendorId),
    isLastTry: ({ context }) => context.failures + 1 >= MAX_POLL_FAILURES,
  },
  actions: {
    keepVendors: assign((_, vendors: RegistrationVendorInfo[]) => ({ vendors, vendorId: null, error: null })),
    chooseVendor: assign((_, params: { vendorId: string }) => ({ vendorId: params.vendorId, error: null })),
    keepRegistration: assign((_, registration: RegistrationView | null) => ({ registration, error: null, failures: 0 })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    countFailure: assign(({ context }, params: { error: unknown }) => ({ failures: context.failures + 1, error: failureMessage(params.error) })),
    clearError: assign({ error: null }),
  },
  delays: {
    pollDelay: REGISTRATION_POLL_MS,
    backoffDelay: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    kind: input.kind,
    subjectId: input.subjectId,
    registration: input.registration,
    feeCents: REGISTRATION_FEE_CENTS[input.kind],
    vendors: [],
    vendorId: null,
    error: null,
    failures: 0,
  }),
  initial: 'opening',
  states: {
    /** Where the page's registration puts the user. */
    opening: {
      always: [
        { guard: 'isUnderWay', target: 'watching' },
        { guard: inState('registered'), target: 'registered' },
        { guard: 'wasRejected', target: 'rejected' },
        { target: 'idle' },
      ],
    },
    /** Never sent: the Register action. */
    idle: {
      on: { 'register.start': { target: 'loadingVendors', actions: 'clearError' } },
    },
    loadingVendors: {
      invoke: {
        id: 'loadVendors',
        src: 'loadVendors',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'choosing', actions: { type: 'keepVendors', params: ({ event }) => event.output } },
        onError: [
          { guard: 'wasRejected', target: 'rejected', actions: { type: 'showFailure', params: errorOf } },
          { target: 'idle', actions: { type: 'showFailure', params: errorOf } },
        ],
      },
    },
    /** The vendor list. */
    choosing: {
      on: {
        'vendor.choose': { guard: { type: 'isListedVendor', params: ({ event }) => ({ vendorId: event.vendorId }) }, target: 'confirming', actions: { type: 'chooseVendor', params: ({ event }) => ({ vendorId: event.vendorId }) } },
        'register.cancel': [{ guard: 'wasRejected', target: 'rejected' }, { target: 'idle' }],
      },
    },
    /** The fee, before anything is sent. */
    confirming: {
      on: {
        'fee.confirm': { target: 'sending', actions: 'clearError' },
        'vendor.change': { target: 'choosing', actions: 'clearError' },
        'register.cancel': [
          { guard: 'wasRejected', target: 'rejected', actions: 'clearError' },
          { target: 'idle', actions: 'clearError' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendRegistration',
        src: 'sendRegistration',
        input: ({ context }) => ({ kind: context.kind, subjectId: context.subjectId, vendorId: context.vendorId ?? '' }),
        onDone: { target: 'watching', actions: { type: 'keepRegistration', params: registrationOf } },
        onError: { target: 'confirming', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** Requesting or register pending: read every REGISTRATION_POLL_MS until an answer is decided. */
    watching: {
      initial: 'waiting',
      states: {
        waiting: { after: { pollDelay: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchRegistration',
            src: 'fetchRegistration',
            input: ({ context }) => ({ kind: context.kind, subjectId: context.subjectId }),
            onDone: [
              { guard: { type: 'answers', params: answered('registered') }, target: '#registration.registered', actions: { type: 'keepRegistration', params: registrationOf } },
              { guard: { type: 'answers', params: answered('rejected') }, target: '#registration.rejected', actions: { type: 'keepRegistration', params: registrationOf } },
              // The request vanished (never expected): back to Register.
              { guard: { type: 'answers', params: answered(null) }, target: '#registration.idle', actions: { type: 'keepRegistration', params: registrationOf } },
              { target: 'waiting', actions: { type: 'keepRegistration', params: registrationOf } },
            ],
            onError: [
              { guard: 'isLastTry', target: '#registration.offline', actions: { type: 'countFailure', params: errorOf } },
              { target: 'retrying', actions: { type: 'countFailure', params: errorOf } },
            ],
          },
        },
        retrying: {
          after: { backoffDelay: 'fetching' },
          on: { RETRY: 'fetching' },
        },
      },
    },
    /** Gave up reading on its own; the request goes on at the server. */
    offline: {
      on: { RETRY: 'watching.fetching' },
    },
    registered: {},
    /** Turned down: the reason, and Resubmit (a new request, a new fee). */
    rejected: {
      on: { 'register.start': { target: 'loadingVendors', actions: 'clearError' } },
    },
  },
});
