// Buying credit from the Buy package tab (000 §2 Payment screen, §4 Card purchase; 001 §8
// Cards/billing): choosing a package opens the dialog ('Credit card' or 'Bank payment').
//
// Card: the server says whether a 6-character challenge is needed (no settled card charge yet, or
// the last one failed); when it is, the user types the characters from the image and checks them
// (the server verifies), and only then is Submit enabled. Submit charges the chosen package with
// one idempotency key per opening of the dialog, so a double click or a retried call is one charge.
// A succeeded charge refreshes the balance (the processing fee already came off it) and closes the
// dialog, or, for a user who was short of credit, goes home. A failed one shows
// 'FAIL! Please contact to our supporters!' with the processor's words. A pending one (the card
// needs authentication, or the processor did not answer in time: the server settles it when the
// processor's callback comes) closes the dialog with an information notice; the balance is not
// refreshed, since nothing was credited yet, and a user short of credit stays where they are.
//
// Bank: Submit creates an order (GET /orders/add). A user short of credit, or the payment area in
// popup mode, sees 'Your request is in progress! Please check the progress in Transactions tab' as
// the dialog closes; otherwise the screen goes to the invoice (/settings/invoice/<id>?type=bank).
//
// The calls are actors the screen provides (`cardPurchaseMachine.provide({ actors })`):
// loadChallenge(), verifyChallenge({ challengeId, answer }), purchase({ packageId, idempotencyKey,
// challengeId }), refreshBalance(), createOrder({ amountDollars, packageId, idempotencyKey }).
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { messages } from '@domain/messages';
import { CHALLENGE_LENGTH, paymentMessages, type ChallengeAnswer, type PurchaseAnswer } from '@domain/payments';
import { messageOf } from './call-errors';

export type PayVia = 'card' | 'bank';

export interface CardPurchaseInput {
  /** The user's balance is under the minimum (the min-balance page): success goes home. */
  shortOfCredit: boolean;
  /** The payment area is shown in a popup: a bank order never leaves it. */
  popup: boolean;
}

export interface ChosenPackage {
  via: PayVia;
  /** A listed package, or null for the custom bank amount. */
  packageId: number | null;
  amountCents: number;
}

export interface VerifyInput {
  challengeId: number;
  answer: string;
}
export interface PurchaseInput {
  packageId: number;
  idempotencyKey: string;
  challengeId: number | undefined;
}
export interface OrderInput {
  amountDollars: number;
  packageId: number | null;
  idempotencyKey: string;
}

export type CardPurchaseEvent =
  | ({ type: 'package.choose' } & ChosenPackage)
  | { type: 'answer.change'; answer: string }
  | { type: 'answer.submit' }
  | { type: 'challenge.refresh' }
  | { type: 'dialog.submit' }
  | { type: 'dialog.close' };

export interface CardPurchaseContext extends CardPurchaseInput {
  chosen: ChosenPackage | null;
  challenge: { id: number; svg: string } | null;
  answer: string;
  idempotencyKey: string;
  /** Shown in the dialog: a wrong answer, a failed charge. */
  error: string | null;
  /** Shown after the dialog closed (a toast): the bank order's notice, the purchase's success. */
  notice: string | null;
  /** The bank order to show, in 'invoice'. */
  orderId: number | null;
}

export const PURCHASE_SUCCEEDED = 'Charged successfully!';
export const PURCHASE_PENDING = 'Your payment is being confirmed; your balance will update shortly';

const newKey = () => globalThis.crypto.randomUUID();
const failure = (error: unknown) => messageOf(error, messages.network);

export const cardPurchaseMachine = setup({
  types: {
    input: {} as CardPurchaseInput,
    context: {} as CardPurchaseContext,
    events: {} as CardPurchaseEvent,
  },
  actors: {
    loadChallenge: fromPromise<ChallengeAnswer>(() => Promise.reject(new Error('The screen provides loadChallenge'))),
    verifyChallenge: fromPromise<unknown, VerifyInput>(() => Promise.reject(new Error('The screen provides verifyChallenge'))),
    purchase: fromPromise<PurchaseAnswer, PurchaseInput>(() => Promise.reject(new Error('The screen provides purchase'))),
    refreshBalance: fromPromise<unknown>(() => Promise.reject(new Error('The screen provides refreshBalance'))),
    createOrder: fromPromise<{ id: number }, OrderInput>(() => Promise.reject(new Error('The screen provides createOrder'))),
  },
  guards: {
    byCard: (_, params: { via: PayVia }) => params.via === 'card',
    challengeRequired: (_, answer: ChallengeAnswer) => answer.required && answer.challenge !== null,
    answerComplete: ({ context }) => context.answer.trim().length === CHALLENGE_LENGTH,
    succeeded: (_, answer: PurchaseAnswer) => answer.charge.status === 'succeeded',
    pending: (_, answer: PurchaseAnswer) => answer.charge.status === 'pending',
    staysInDialog: ({ context }) => context.shortOfCredit || context.popup,
    shortOfCredit: ({ context }) => context.shortOfCredit,
  },
  actions: {
    open: assign((_, chosen: ChosenPackage) => ({
      chosen: { via: chosen.via, packageId: chosen.packageId, amountCents: chosen.amountCents },
      challenge: null, answer: '', error: null, notice: null, orderId: null, idempotencyKey: newKey(),
    })),
    keepChallenge: assign((_, answer: ChallengeAnswer) => ({ challenge: answer.challenge, answer: '', error: null })),
    typeAnswer: assign((_, params: { answer: string }) => ({ answer: params.answer.toUpperCase().slice(0, CHALLENGE_LENGTH) })),
    wrongAnswer: assign((_, params: { error: unknown }) => ({ answer: '', error: messageOf(params.error, paymentMessages.challengeWrong) })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failure(params.error) })),
    chargeFailed: assign((_, answer: PurchaseAnswer) => ({
      error: answer.charge.failureMessage ? `${paymentMessages.purchaseFailed} ${answer.charge.failureMessage}` : paymentMessages.purchaseFailed,
    })),
    purchaseFailed: assign({ error: paymentMessages.purchaseFailed }),
    succeeded: assign({ notice: PURCHASE_SUCCEEDED, chosen: null, challenge: null }),
    confirming: assign({ notice: PURCHASE_PENDING, chosen: null, challenge: null }),
    inProgress: assign({ notice: paymentMessages.bankInProgress, chosen: null }),
    keepOrder: assign((_, order: { id: number }) => ({ orderId: order.id })),
    reset: assign({ chosen: null, challenge: null, answer: '', error: null }),
  },
}).createMachine({
  id: 'cardPurchase',
  context: ({ input }) => ({
    ...input, chosen: null, challenge: null, answer: '', idempotencyKey: '', error: null, notice: null, orderId: null,
  }),
  initial: 'closed',
  on: {
    // Closing is always allowed, except while a charge or an order is in flight.
    'dialog.close': { target: '.closed', actions: 'reset' },
  },
  states: {
    closed: {
      on: {
        'package.choose': [
          { guard: { type: 'byCard', params: ({ event }) => event }, target: 'loadingChallenge', actions: { type: 'open', params: ({ event }) => event } },
          { target: 'bankConfirm', actions: { type: 'open', params: ({ event }) => event } },
        ],
      },
    },
    loadingChallenge: {
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        onDone: [
          { guard: { type: 'challengeRequired', params: ({ event }: { event: DoneActorEvent<ChallengeAnswer> }) => event.output }, target: 'solving', actions: { type: 'keepChallenge', params: ({ event }) => event.output } },
          { target: 'confirm' },
        ],
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The image and the answer field; Submit stays disabled. */
    solving: {
      on: {
        'answer.change': { actions: { type: 'typeAnswer', params: ({ event }) => event } },
        'answer.submit': { guard: 'answerComplete', target: 'verifying' },
        'challenge.refresh': 'loadingChallenge',
      },
    },
    verifying: {
      invoke: {
        id: 'verifyChallenge',
        src: 'verifyChallenge',
        input: ({ context }) => ({ challengeId: context.challenge?.id ?? 0, answer: context.answer }),
        onDone: { target: 'confirm' },
        onError: { target: 'solving', actions: { type: 'wrongAnswer', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** 'Do you want to charge $amount?' with Submit enabled. */
    confirm: {
      on: { 'dialog.submit': 'charging' },
    },
    charging: {
      on: { 'dialog.close': {}, 'dialog.submit': {} },
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => ({ packageId: context.chosen?.packageId ?? 0, idempotencyKey: context.idempotencyKey, challengeId: context.challenge?.id }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }: { event: DoneActorEvent<PurchaseAnswer> }) => event.output }, target: 'refreshing' },
          { guard: { type: 'pending', params: ({ event }: { event: DoneActorEvent<PurchaseAnswer> }) => event.output }, target: 'closed', actions: 'confirming' },
          { target: 'failed', actions: { type: 'chargeFailed', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'purchaseFailed' },
      },
    },
    /** The charge succeeded: the balance (less the fee) is read again before the dialog closes. */
    refreshing: {
      on: { 'dialog.close': {} },
      invoke: {
        id: 'refreshBalance',
        src: 'refreshBalance',
        onDone: [{ guard: 'shortOfCredit', target: 'home', actions: 'succeeded' }, { target: 'closed', actions: 'succeeded' }],
        onError: [{ guard: 'shortOfCredit', target: 'home', actions: 'succeeded' }, { target: 'closed', actions: 'succeeded' }],
      },
    },
    /** 'FAIL! Please contact to our supporters!' in the dialog, with Close. */
    failed: {},
    /** 'Do you want to create an invoice payment of $amount?' */
    bankConfirm: {
      on: { 'dialog.submit': 'ordering' },
    },
    ordering: {
      on: { 'dialog.close': {}, 'dialog.submit': {} },
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          amountDollars: Math.round((context.chosen?.amountCents ?? 0) / 100), packageId: context.chosen?.packageId ?? null, idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          { guard: 'staysInDialog', target: 'closed', actions: 'inProgress' },
          { target: 'invoice', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
        ],
        onError: { target: 'bankConfirm', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The screen goes home (the user was short of credit and now is not). */
    home: { type: 'final' },
    /** The screen goes to /settings/invoice/<orderId>?type=bank&popup=<popup>. */
    invoice: { type: 'final' },
  },
});
