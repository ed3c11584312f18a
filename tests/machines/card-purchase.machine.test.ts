// The card-purchase machine (Buy package tab): every state and transition by model-based paths,
// for a user with enough credit, one short of credit (min-balance page), and the popup payment
// area; each step checked against the table of what the spec says the user must see (000 §2, §4;
// 001 §8), a pending charge included. Then the stories: the challenge, a double-clicked Submit, one
// key per dialog opening.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { messages } from '@domain/messages';
import { paymentMessages, type ChallengeAnswer, type PurchaseAnswer } from '@domain/payments';
import { cardPurchaseMachine, PURCHASE_PENDING, PURCHASE_SUCCEEDED, type PurchaseInput } from '@machines/card-purchase.machine';
import { ApiRequestError } from '@web/api/api-request-error';
import { runModelBasedSuite } from './model-based';

type Snapshot = SnapshotFrom<typeof cardPurchaseMachine>;

const challenge = { id: 41, svg: '<svg><text>A</text></svg>', expiresAt: '2026-03-02T09:10:00.000Z' };
const challengeAnswers = {
  required: { required: true, challenge } satisfies ChallengeAnswer,
  'not required': { required: false, challenge: null } satisfies ChallengeAnswer,
};
const charge = (status: 'succeeded' | 'failed' | 'pending', failureMessage: string | null = null): PurchaseAnswer => ({
  charge: { id: 9, amountCents: 10_000, feeCents: 330, currency: 'USD', source: 'purchase', status, description: 'Package $100.00', failureMessage, cardBrand: 'Visa', cardLast4: '4242', createdAt: '2026-03-02T09:00:00.000Z' },
  balanceCents: 59_670,
});
const network = new ApiRequestError({ message: messages.network });
const wrong = new ApiRequestError({ message: paymentMessages.challengeWrong, status: 400, field: 'answer' });
const refused = new ApiRequestError({ message: 'Package must be >= $2,000', status: 400 });

const card = { via: 'card' as const, packageId: 1, amountCents: 10_000 };
const bank = { via: 'bank' as const, packageId: null, amountCents: 200_000 };

const dialogShows = (error: string | null) => ({ context }: Snapshot) => expect(context.error).toBe(error);
const closedWith = (notice: string | null) => ({ context }: Snapshot) => {
  expect(context.notice).toBe(notice);
  expect(context.chosen).toBeNull();
};

const shortOrPopup = ({ context }: Snapshot) => context.shortOfCredit || context.popup;

runModelBasedSuite({
  machine: (fake) =>
    cardPurchaseMachine.provide({
      actors: {
        loadChallenge: fake.promise({ resolves: challengeAnswers, rejects: { 'network failure': network } }),
        verifyChallenge: fake.promise({ resolves: { solved: { solved: true } }, rejects: { wrong } }),
        purchase: fake.promise({
          resolves: { succeeded: charge('succeeded'), declined: charge('failed', 'Your card was declined.'), pending: charge('pending') },
          rejects: { 'network failure': network },
        }),
        refreshBalance: fake.promise({ resolves: { refreshed: {} }, rejects: { 'network failure': network } }),
        createOrder: fake.promise({ resolves: { created: { id: 77 } }, rejects: { refused } }),
      },
    }),
  inputs: {
    'enough credit': { shortOfCredit: false, popup: false },
    'short of credit': { shortOfCredit: true, popup: false },
    popup: { shortOfCredit: false, popup: true },
  },
  events: {
    'package.choose': { card, bank },
    'answer.change': { complete: { answer: 'abc234' }, partial: { answer: 'AB' } },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, via: context.chosen?.via ?? null, answer: context.answer.length, error: context.error, notice: context.notice, challenge: context.challenge?.id ?? null }),
  expectations: [
    { in: 'closed', on: 'package.choose(card)', then: 'loadingChallenge', sees: ({ context }) => expect(context.chosen).toEqual(card) },
    { in: 'closed', on: 'package.choose(bank)', then: 'bankConfirm', sees: ({ context }) => expect(context.chosen).toEqual(bank) },
    // The challenge is asked only when the server says so.
    { in: 'loadingChallenge', on: 'loadChallenge resolves required', then: 'solving', sees: ({ context }) => expect([context.challenge, context.answer]).toEqual([challenge, '']) },
    { in: 'loadingChallenge', on: 'loadChallenge resolves not required', then: 'confirm' },
    { in: 'loadingChallenge', on: 'loadChallenge rejects', then: 'failed', sees: dialogShows(messages.network) },
    { in: 'solving', on: 'answer.change(complete)', then: 'solving', sees: ({ context }) => expect(context.answer).toBe('ABC234') },
    { in: 'solving', on: 'answer.change(partial)', then: 'solving', sees: ({ context }) => expect(context.answer).toBe('AB') },
    { in: 'solving', on: 'answer.submit', when: ({ context }) => context.answer.length === 6, then: 'verifying' },
    { in: 'solving', on: 'answer.submit', when: ({ context }) => context.answer.length < 6, then: 'solving' },
    { in: 'solving', on: 'challenge.refresh', then: 'loadingChallenge' },
    { in: 'verifying', on: 'verifyChallenge resolves', then: 'confirm' },
    { in: 'verifying', on: 'verifyChallenge rejects', then: 'solving', sees: ({ context }) => expect([context.answer, context.error]).toEqual(['', paymentMessages.challengeWrong]) },
    { in: 'confirm', on: 'dialog.submit', then: 'charging' },
    // A second click while charging changes nothing; the dialog cannot be closed mid-charge.
    { in: 'charging', on: 'dialog.submit', then: 'charging' },
    { in: 'charging', on: 'dialog.close', then: 'charging' },
    { in: 'charging', on: 'purchase resolves succeeded', then: 'refreshing' },
    // Pending (authentication, or no answer in time): the dialog closes with the information notice,
    // the balance is not read again, and a user short of credit stays on the page.
    { in: 'charging', on: 'purchase resolves pending', then: 'closed', sees: closedWith(PURCHASE_PENDING) },
    { in: 'charging', on: 'purchase resolves declined', then: 'failed', sees: dialogShows(`${paymentMessages.purchaseFailed} Your card was declined.`) },
    { in: 'charging', on: 'purchase rejects', then: 'failed', sees: dialogShows(paymentMessages.purchaseFailed) },
    { in: 'refreshing', on: 'dialog.close', then: 'refreshing' },
    { in: 'refreshing', on: 'refreshBalance', when: ({ context }) => context.shortOfCredit, then: 'home', sees: ({ context }) => expect(context.notice).toBe(PURCHASE_SUCCEEDED) },
    { in: 'refreshing', on: 'refreshBalance', when: ({ context }) => !context.shortOfCredit, then: 'closed', sees: closedWith(PURCHASE_SUCCEEDED) },
    { in: 'bankConfirm', on: 'dialog.submit', then: 'ordering' },
    { in: 'ordering', on: 'dialog.submit', then: 'ordering' },
    { in: 'ordering', on: 'dialog.close', then: 'ordering' },
    { in: 'ordering', on: 'createOrder resolves', when: shortOrPopup, then: 'closed', sees: closedWith(paymentMessages.bankInProgress) },
    { in: 'ordering', on: 'createOrder resolves', when: (s) => !shortOrPopup(s), then: 'invoice', sees: ({ context }) => expect(context.orderId).toBe(77) },
    { in: 'ordering', on: 'createOrder rejects', then: 'bankConfirm', sees: dialogShows(refused.message) },
    // Close, from any open dialog not in flight.
    ...['loadingChallenge', 'solving', 'verifying', 'confirm', 'failed', 'bankConfirm', 'closed'].map((state) => ({
      in: state, on: 'dialog.close', then: 'closed', sees: ({ context }: Snapshot) => expect([context.chosen, context.error]).toEqual([null, null]),
    })),
  ],
});

describe('card purchase stories', () => {
  function start(purchases: PurchaseInput[]) {
    const actor = createActor(
      cardPurchaseMachine.provide({
        actors: {
          loadChallenge: fromPromise<ChallengeAnswer>(async () => challengeAnswers['not required']),
          purchase: fromPromise(async ({ input }: { input: PurchaseInput }) => (purchases.push(input), charge('succeeded'))),
          refreshBalance: fromPromise<unknown>(async () => ({})),
        },
      }),
      { input: { shortOfCredit: false, popup: false } },
    );
    actor.start();
    return actor;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('charges once for a double click, with a new key for each opening of the dialog', async () => {
    const purchases: PurchaseInput[] = [];
    const actor = start(purchases);
    actor.send({ type: 'package.choose', ...card });
    await settle();
    actor.send({ type: 'dialog.submit' });
    actor.send({ type: 'dialog.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'package.choose', ...card });
    await settle();
    actor.send({ type: 'dialog.submit' });
    await settle();
    expect(purchases).toHaveLength(2);
    expect(purchases[0]!.idempotencyKey).not.toBe(purchases[1]!.idempotencyKey);
    expect(purchases[0]).toMatchObject({ packageId: 1, challengeId: undefined });
  });
});
