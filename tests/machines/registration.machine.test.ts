// The 10DLC registration machine: every state and transition by model-based paths, then the
// stories the brand and use-case pages live through (register and watch it through review, a
// vendor that is down, a refused send, a rejection and its resubmission, leaving the page), run on a
// fake clock with scripted calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { messages } from '@domain/messages';
import { REGISTRATION_FEE_CENTS, registrationMessages, type RegistrationVendorInfo, type RegistrationView } from '@domain/registrations';
import { REGISTRATION_POLL_MS } from '@domain/ten-dlc/registration-request';
import { MAX_POLL_FAILURES } from '@machines/call-errors';
import {
  registrationMachine,
  type FetchRegistrationInput,
  type LoadVendorsInput,
  type RegistrationInput,
  type SendRegistrationInput,
} from '@machines/registration.machine';
import { aRegistration, REASON, registrationFailures, registrations, SUBJECT_ID, VENDOR, VENDORS } from './fixtures/registration-answers';
import { advance, expectPollAfter, NO_ANSWER, scripted, type Answer } from './fixtures/scripted-calls';
import { runModelBasedSuite } from './model-based';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

const wasRejected = ({ context }: Snapshot) => context.registration?.state === 'rejected';
const notRejected = (s: Snapshot) => !wasRejected(s);
const underWay = ({ context }: Snapshot) => expect(['requesting', 'register pending']).toContain(context.registration?.state);
const showsError = (error: string | null) => ({ context }: Snapshot) => expect(context.error).toBe(error);

runModelBasedSuite({
  machine: (fake) =>
    registrationMachine.provide({
      actors: {
        loadVendors: fake.promise({ resolves: { vendors: VENDORS }, rejects: { 'network failure': registrationFailures.network } }),
        sendRegistration: fake.promise({
          resolves: { sent: registrations.requesting },
          rejects: { 'not enough credits': registrationFailures.notEnoughCredits, 'network failure': registrationFailures.network },
        }),
        fetchRegistration: fake.promise({
          resolves: { ...registrations, 'no request': null },
          rejects: { 'network failure': registrationFailures.network },
        }),
      },
    }),
  inputs: {
    'brand never sent': { kind: 'brand', subjectId: SUBJECT_ID, registration: null },
    'use case never sent': { kind: 'use-case', subjectId: SUBJECT_ID, registration: null },
    'brand requesting': { kind: 'brand', subjectId: SUBJECT_ID, registration: registrations.requesting },
    'brand pending': { kind: 'brand', subjectId: SUBJECT_ID, registration: registrations.pending },
    'brand registered': { kind: 'brand', subjectId: SUBJECT_ID, registration: registrations.registered },
    'brand rejected': { kind: 'brand', subjectId: SUBJECT_ID, registration: registrations.rejected },
  } satisfies Record<string, RegistrationInput>,
  // 'opening' is left at once by its always transitions (to where the page's registration puts the user).
  allowUncovered: { states: ['opening'] },
  events: { 'vendor.choose': { listed: { vendorId: VENDOR }, unlisted: { vendorId: 'nobody' } } },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      kind: context.kind,
      state: context.registration?.state ?? null,
      reason: context.registration?.reason ?? null,
      vendorId: context.vendorId,
      vendors: context.vendors.length,
      failures: Math.min(context.failures, MAX_POLL_FAILURES),
      error: context.error,
    }),
  // Where the user must be after each step, and what the page shows (000 §4 10-DLC states, §9 the
  // fee; 001 §8 the retry message), written from the spec rather than read from the machine.
  expectations: [
    { in: 'idle', on: 'register.start', then: 'loadingVendors', sees: showsError(null) },
    { in: 'rejected', on: 'register.start', then: 'loadingVendors', sees: showsError(null) },
    { in: 'loadingVendors', on: 'loadVendors resolves vendors', then: 'choosing', sees: ({ context }) => expect([context.vendors, context.vendorId]).toEqual([VENDORS, null]) },
    { in: 'loadingVendors', on: 'loadVendors rejects network failure', when: notRejected, then: 'idle', sees: showsError(messages.network) },
    { in: 'loadingVendors', on: 'loadVendors rejects network failure', when: wasRejected, then: 'rejected', sees: showsError(messages.network) },
    { in: 'choosing', on: 'vendor.choose(listed)', then: 'confirming', sees: ({ context }) => expect(context.vendorId).toBe(VENDOR) },
    { in: 'choosing', on: 'vendor.choose(unlisted)', then: 'choosing', sees: ({ context }) => expect(context.vendorId).toBeNull() },
    { in: 'choosing', on: 'register.cancel', when: notRejected, then: 'idle' },
    { in: 'choosing', on: 'register.cancel', when: wasRejected, then: 'rejected' },
    { in: 'confirming', on: 'fee.confirm', then: 'sending', sees: showsError(null) },
    { in: 'confirming', on: 'vendor.change', then: 'choosing', sees: showsError(null) },
    { in: 'confirming', on: 'register.cancel', when: notRejected, then: 'idle', sees: showsError(null) },
    { in: 'confirming', on: 'register.cancel', when: wasRejected, then: 'rejected', sees: showsError(null) },
    { in: 'sending', on: 'sendRegistration resolves sent', then: 'watching.waiting', sees: ({ context }) => expect([context.registration?.state, context.error]).toEqual(['requesting', null]) },
    { in: 'sending', on: 'sendRegistration rejects not enough credits', then: 'confirming', sees: showsError('Not enough credits') },
    { in: 'sending', on: 'sendRegistration rejects network failure', then: 'confirming', sees: showsError(messages.network) },
    { in: 'watching.waiting', on: 'after pollDelay', then: 'watching.fetching' },
    { in: 'watching.fetching', on: 'fetchRegistration resolves requesting', then: 'watching.waiting', sees: showsError(null) },
    { in: 'watching.fetching', on: 'fetchRegistration resolves vendor down', then: 'watching.waiting', sees: ({ context }) => expect(context.registration?.reason).toBe(registrationMessages.vendorRetrying) },
    { in: 'watching.fetching', on: 'fetchRegistration resolves pending', then: 'watching.waiting', sees: ({ context }) => expect(context.registration?.state).toBe('register pending') },
    { in: 'watching.fetching', on: 'fetchRegistration resolves registered', then: 'registered' },
    { in: 'watching.fetching', on: 'fetchRegistration resolves rejected', then: 'rejected', sees: ({ context }) => expect(context.registration?.reason).toBe(REASON) },
    { in: 'watching.fetching', on: 'fetchRegistration resolves no request', then: 'idle' },
    {
      in: 'watching.fetching',
      on: 'fetchRegistration rejects network failure',
      when: ({ context }) => context.failures < MAX_POLL_FAILURES - 1,
      then: 'watching.retrying',
      sees: showsError(messages.network),
    },
    {
      in: 'watching.fetching',
      on: 'fetchRegistration rejects network failure',
      when: ({ context }) => context.failures >= MAX_POLL_FAILURES - 1,
      then: 'offline',
      sees: showsError(messages.network),
    },
    { in: 'watching.retrying', on: 'after backoffDelay', then: 'watching.fetching' },
    { in: 'watching.retrying', on: 'RETRY', then: 'watching.fetching' },
    { in: 'offline', on: 'RETRY', then: 'watching.fetching' },
  ],
  states: {
    idle: (_, { context }) => expect(context.registration).toBeNull(),
    choosing: (_, { context }, fake) => {
      expect(context.vendors).toEqual(VENDORS);
      expect(fake.inputs('loadVendors').at(-1)).toEqual({ kind: context.kind });
    },
    confirming: (_, { context }) => {
      // The fee shown before sending is the one the server charges for this kind.
      expect(context.feeCents).toBe(REGISTRATION_FEE_CENTS[context.kind]);
      expect(context.vendorId).toBe(VENDOR);
    },
    sending: (_, { context }, fake) => expect(fake.inputs('sendRegistration').at(-1)).toEqual({ kind: context.kind, subjectId: SUBJECT_ID, vendorId: VENDOR }),
    watching: (_, snapshot) => underWay(snapshot),
    'watching.fetching': (_, { context }, fake) => expect(fake.inputs('fetchRegistration').at(-1)).toEqual({ kind: context.kind, subjectId: SUBJECT_ID }),
    offline: (_, snapshot) => {
      underWay(snapshot);
      expect(snapshot.context.failures).toBeGreaterThanOrEqual(MAX_POLL_FAILURES);
    },
    registered: (_, { context }) => expect(context.registration?.state).toBe('registered'),
    rejected: (_, { context }) => expect(context.registration).toMatchObject({ state: 'rejected', reason: REASON }),
  },
});

/** The machine for one subject with scripted calls, started. */
function openPage(
  registration: RegistrationView | null,
  script: { vendors?: Array<Answer<RegistrationVendorInfo[]>>; send?: Array<Answer<RegistrationView>>; fetch?: Array<Answer<RegistrationView | null>> },
  kind: RegistrationInput['kind'] = 'brand',
) {
  const loadVendors = scripted<RegistrationVendorInfo[], LoadVendorsInput>('loadVendors', script.vendors ?? []);
  const sendRegistration = scripted<RegistrationView, SendRegistrationInput>('sendRegistration', script.send ?? []);
  const fetchRegistration = scripted<RegistrationView | null, FetchRegistrationInput>('fetchRegistration', script.fetch ?? []);
  const machine = registrationMachine.provide({ actors: { loadVendors: loadVendors.logic, sendRegistration: sendRegistration.logic, fetchRegistration: fetchRegistration.logic } });
  const actor = createActor(machine, { input: { kind, subjectId: SUBJECT_ID, registration } }).start();
  return { actor, send: sendRegistration.call, fetch: fetchRegistration.call, fetchSignals: fetchRegistration.signals };
}

describe('registration stories', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers a brand: vendor, fee, send, then reads every 2 s through requesting and pending to registered', async () => {
    const { actor, send, fetch } = openPage(null, {
      vendors: [VENDORS],
      send: [registrations.requesting],
      fetch: [registrations['vendor down'], registrations.pending, registrations.registered],
    });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'register.start' });
    await advance(0);
    actor.send({ type: 'vendor.choose', vendorId: 'registry-reseller' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.feeCents).toBe(400);
    actor.send({ type: 'fee.confirm' });
    expect(send).toHaveBeenCalledWith({ kind: 'brand', subjectId: SUBJECT_ID, vendorId: 'registry-reseller' });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' });

    await expectPollAfter(fetch, REGISTRATION_POLL_MS);
    expect(actor.getSnapshot().context.registration?.reason).toBe('10dlc vendors have problems, we are retrying to register');
    await expectPollAfter(fetch, REGISTRATION_POLL_MS);
    expect(actor.getSnapshot().context.registration?.state).toBe('register pending');
    await expectPollAfter(fetch, REGISTRATION_POLL_MS);
    expect(actor.getSnapshot().value).toBe('registered');
    await advance(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows the use-case fee, and a refused send stays on the fee with the server message, never re-sent on its own', async () => {
    const { actor, send } = openPage(null, { vendors: [VENDORS], send: [registrationFailures.brandNotRegistered] }, 'use-case');
    actor.send({ type: 'register.start' });
    await advance(0);
    actor.send({ type: 'vendor.choose', vendorId: VENDOR });
    expect(actor.getSnapshot().context.feeCents).toBe(1500);
    actor.send({ type: 'fee.confirm' });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('Register the brand first: a use case can be sent once its brand is registered');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a rejection shows its reason; resubmitting sends a new request', async () => {
    const { actor, send } = openPage(registrations.rejected, { vendors: [VENDORS, VENDORS], send: [NO_ANSWER] });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.registration?.reason).toBe(REASON);
    actor.send({ type: 'register.start' });
    await advance(0);
    actor.send({ type: 'register.cancel' });
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'register.start' });
    await advance(0);
    actor.send({ type: 'vendor.choose', vendorId: VENDOR });
    actor.send({ type: 'fee.confirm' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('a page opened while pending reads at once after 2 s; lost reads back off and go offline; RETRY reads again', async () => {
    const failures = Array<Error>(MAX_POLL_FAILURES).fill(registrationFailures.network);
    const { actor, fetch } = openPage(registrations.pending, { fetch: [...failures, aRegistration('rejected')] });
    expect(actor.getSnapshot().value).toEqual({ watching: 'waiting' });
    await expectPollAfter(fetch, REGISTRATION_POLL_MS);
    expect(actor.getSnapshot().value).toEqual({ watching: 'retrying' });
    await expectPollAfter(fetch, 1000);
    await expectPollAfter(fetch, 2000);
    await expectPollAfter(fetch, 4000);
    await expectPollAfter(fetch, 8000);
    expect(actor.getSnapshot().value).toBe('offline');
    await advance(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(MAX_POLL_FAILURES);
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('rejected');
  });

  it('leaving the page stops reading: the read in flight is aborted and none follows', async () => {
    const { actor, fetch, fetchSignals } = openPage(registrations.requesting, { fetch: [NO_ANSWER] });
    await advance(REGISTRATION_POLL_MS);
    actor.stop();
    expect(fetchSignals[0].aborted).toBe(true);
    await advance(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
