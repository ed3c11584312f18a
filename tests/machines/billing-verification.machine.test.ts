// The billing-verification machine: every state and transition by model-based paths (each answer of
// the check, a saved profile, Refresh, a lost connection), then the stories of the billing warning.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { messages } from '@domain/messages';
import { billingVerificationMachine, type BillingCheck } from '@machines/billing-verification.machine';
import { checkAnswers, REJECT_REASON, requested } from './fixtures/billing-check-answers';
import { runModelBasedSuite, type Expectation } from './model-based';

type Snapshot = SnapshotFrom<typeof billingVerificationMachine>;
type Row = Expectation<typeof billingVerificationMachine>;
const network = new Error(messages.network);

/** The screen shows this answer and no error. */
const shows = (answer: BillingCheck) => ({ context }: Snapshot) => expect([context.answer, context.error]).toEqual([answer, null]);

/** Where each answer must lead, from the spec (000 §4): the user's view of the outcome. */
const leadsTo: Record<keyof typeof checkAnswers, string> = {
  'not have billing': 'notHaveBilling',
  pending: 'inProgress',
  approved: 'inProgress',
  released: 'verified',
  rejected: 'rejected',
  'no update': 'noUpdateNeeded',
};
const answers = Object.keys(checkAnswers) as (keyof typeof checkAnswers)[];
const settled = ['notHaveBilling', 'inProgress', 'rejected', 'verified', 'noUpdateNeeded'];

const expectations: Row[] = [
  // The screen opens: a spinner, then what the answer says; a lost connection shows the message.
  ...answers.map((name): Row => ({ in: 'checking', on: `checkBilling resolves ${name}`, then: leadsTo[name], sees: shows(checkAnswers[name]) })),
  { in: 'checking', on: 'checkBilling rejects', then: 'failed', sees: ({ context }) => expect(context.error).toBe(messages.network) },
  { in: 'failed', on: 'billing.refresh', then: 'checking' },
  // A saved profile answers its check: the screen follows it wherever the user was.
  ...settled.flatMap((state) =>
    answers.map((name): Row => ({ in: state, on: `billing.saved(${name})`, then: leadsTo[name], sees: shows(checkAnswers[name]) })),
  ),
  // In progress: Refresh asks again; still in progress stays, anything else reloads the session first.
  { in: 'inProgress', on: 'billing.refresh', then: 'refreshing' },
  { in: 'refreshing', on: 'refreshBilling resolves pending', then: 'inProgress', sees: shows(checkAnswers.pending) },
  { in: 'refreshing', on: 'refreshBilling resolves approved', then: 'inProgress', sees: shows(checkAnswers.approved) },
  ...answers
    .filter((name) => leadsTo[name] !== 'inProgress')
    .map((name): Row => ({ in: 'refreshing', on: `refreshBilling resolves ${name}`, then: 'reloading', sees: shows(checkAnswers[name]) })),
  { in: 'refreshing', on: 'refreshBilling rejects', then: 'inProgress', sees: ({ context }) => expect(context.error).toBe(messages.network) },
  // After the reload (or if it failed: the guard will read the user at the next call) the outcome shows.
  ...answers
    .filter((name) => leadsTo[name] !== 'inProgress')
    .flatMap((name): Row[] => [
      { in: 'reloading', on: 'reloadSession', when: ({ context }) => context.answer === checkAnswers[name], then: leadsTo[name], sees: shows(checkAnswers[name]) },
    ]),
  { in: 'rejected', on: 'billing.refresh', then: 'checking' },
];

runModelBasedSuite({
  machine: (fake) =>
    billingVerificationMachine.provide({
      actors: {
        checkBilling: fake.promise<BillingCheck>({ resolves: checkAnswers, rejects: { 'network failure': network } }),
        reloadSession: fake.promise<void>({ resolves: { reloaded: undefined }, rejects: { 'network failure': network } }),
      },
    }),
  events: { 'billing.saved': Object.fromEntries(answers.map((name) => [name, { check: checkAnswers[name] }])) },
  serializeState: ({ value, context }) => JSON.stringify({ value, status: context.answer === null ? 'none' : context.answer.status, error: context.error !== null }),
  expectations,
  states: {
    checking: (_, __, fake) => expect(fake.inputs('checkBilling').length).toBeGreaterThan(0),
    notHaveBilling: (_, { context }) => expect(context.answer?.status).toBeNull(),
    inProgress: (_, { context }) => {
      expect(['PENDING', 'APPROVED']).toContain(context.answer?.status);
      // The requested changes are there to show beside the values they replace.
      expect(context.answer?.billingInfo).toEqual(requested);
    },
    rejected: (_, { context }) => {
      expect(context.answer?.metaData.rejectReason).toBe(REJECT_REASON);
      expect(context.answer?.metaData.oldData).not.toBeNull();
    },
    verified: (_, { context }) => expect(context.answer?.status).toBe('RELEASED'),
    noUpdateNeeded: (_, { context }) => expect(context.answer).toBeNull(),
    failed: (_, { context }) => expect(context.error).toBe(messages.network),
  },
});

/** The machine with a check answering these in order (an Error rejects), and a counted reload. */
function open(...checks: Array<BillingCheck | Error>) {
  let reloads = 0;
  const machine = billingVerificationMachine.provide({
    actors: {
      checkBilling: fromPromise(async () => {
        const next = checks.shift();
        if (next === undefined) throw new Error('checked more often than the story expects');
        if (next instanceof Error) throw next;
        return next;
      }),
      reloadSession: fromPromise(async () => {
        reloads += 1;
      }),
    },
  });
  return { actor: createActor(machine).start(), reloads: () => reloads };
}

describe('billing verification stories', () => {
  it('a user without billing saves the form, waits in progress, and gets through once approved', async () => {
    const { actor, reloads } = open(checkAnswers['not have billing'], checkAnswers.pending, checkAnswers.released);
    await waitFor(actor, (s) => s.matches('notHaveBilling'));
    actor.send({ type: 'billing.saved', check: checkAnswers.pending });
    expect(actor.getSnapshot().value).toBe('inProgress');
    actor.send({ type: 'billing.refresh' });
    await waitFor(actor, (s) => s.matches('inProgress') && !s.matches('refreshing'));
    expect(reloads()).toBe(0);
    actor.send({ type: 'billing.refresh' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(reloads()).toBe(1);
  });

  it('a rejected request shows the reason; the user corrects it and is in progress again', async () => {
    const { actor } = open(checkAnswers.rejected);
    const rejected = await waitFor(actor, (s) => s.matches('rejected'));
    expect(rejected.context.answer?.metaData.rejectReason).toBe(REJECT_REASON);
    actor.send({ type: 'billing.saved', check: checkAnswers.pending });
    expect(actor.getSnapshot().value).toBe('inProgress');
  });

  it('a 204 means nothing to update; a lost connection offers a retry that works', async () => {
    const { actor } = open(network, null);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(messages.network);
    actor.send({ type: 'billing.refresh' });
    const done = await waitFor(actor, (s) => s.matches('noUpdateNeeded'));
    expect(done.context).toEqual({ answer: null, error: null });
  });

  it('a refresh that gets no answer stays in progress with the message, and the reload is not asked', async () => {
    const { actor, reloads } = open(checkAnswers.approved, network);
    await waitFor(actor, (s) => s.matches('inProgress'));
    actor.send({ type: 'billing.refresh' });
    const after = await waitFor(actor, (s) => s.matches('inProgress') && s.context.error !== null);
    expect(after.context.answer).toEqual(checkAnswers.approved);
    expect(reloads()).toBe(0);
  });
});
