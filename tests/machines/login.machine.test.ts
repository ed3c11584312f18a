// The login process: every state and transition by model-based paths, then the stories a user
// would tell, run on the machine with a scripted `authenticate`.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiErrorTexts } from '@domain/api-errors';
import { authMessages } from '@domain/auth';
import { messages } from '@domain/messages';
import { blockedStatusMessages } from '@domain/user';
import { loginMachine, type AuthenticateInput, type LoginOutcome } from '@machines/login.machine';
import { loginOutcomes } from './fixtures/login-outcomes';
import { runModelBasedSuite } from './model-based';

const valid = { email: 'ann@example.com', password: 'correct-horse' };

runModelBasedSuite({
  machine: (fake) =>
    loginMachine.provide({
      actors: {
        authenticate: fake.promise({ resolves: loginOutcomes, rejects: { 'network failure': new Error(messages.network) } }),
      },
    }),
  events: {
    'credentials.submit': {
      valid,
      'invalid email': { email: 'ann@', password: 'correct-horse' },
      'short password': { email: 'ann@example.com', password: 'short' },
    },
    'otp.submit': { valid: { otp: '123456' }, 'too short': { otp: '123' } },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      otp: context.otp !== null,
      error: context.error,
      fieldErrors: context.fieldErrors,
      result: context.result?.kind ?? null,
    }),
  // Where the user must be after each step, and what they see, from the spec (000 §5 Login).
  expectations: [
    { in: 'editing', on: 'credentials.submit(valid)', then: 'authenticating', sees: ({ context }) => expect(context.fieldErrors).toEqual({}) },
    { in: 'editing', on: 'credentials.submit(invalid email)', then: 'editing', sees: ({ context }) => expect(context.fieldErrors.email).toBe(authMessages.emailInvalid) },
    { in: 'editing', on: 'credentials.submit(short password)', then: 'editing', sees: ({ context }) => expect(context.fieldErrors.password).toBeTruthy() },
    { in: 'editing', on: 'form.edit', then: 'editing', sees: ({ context }) => expect([context.error, context.fieldErrors]).toEqual([null, {}]) },
    { in: 'authenticating', on: 'authenticate resolves authenticated', then: 'authenticated' },
    { in: 'authenticating', on: 'authenticate resolves otpRequired', then: 'awaitingOtp', sees: ({ context }) => expect(context.error).toBeNull() },
    { in: 'authenticating', on: 'authenticate resolves otpInvalid', then: 'awaitingOtp', sees: ({ context }) => expect(context.error).toBe(authMessages.otpInvalid) },
    { in: 'authenticating', on: 'authenticate resolves passwordExpired', then: 'passwordExpired' },
    { in: 'authenticating', on: 'authenticate resolves suspended', then: 'blocked' },
    { in: 'authenticating', on: 'authenticate resolves locked', then: 'locked' },
    { in: 'authenticating', on: 'authenticate resolves wrongPassword', then: 'editing', sees: ({ context }) => expect(context.error).toBe(authMessages.credentialsWrong) },
    { in: 'authenticating', on: 'authenticate resolves rateLimited', then: 'rateLimited' },
    // A failed call leaves the user on the step they were on, with the message.
    { in: 'authenticating', on: 'authenticate rejects', when: ({ context }) => context.otp === null, then: 'editing', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    { in: 'authenticating', on: 'authenticate rejects', when: ({ context }) => context.otp !== null, then: 'awaitingOtp', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    { in: 'awaitingOtp', on: 'otp.submit(valid)', then: 'authenticating' },
    { in: 'awaitingOtp', on: 'otp.submit(too short)', then: 'awaitingOtp', sees: ({ context }) => expect(context.fieldErrors.otp).toBeTruthy() },
    { in: 'awaitingOtp', on: 'otp.back', then: 'editing', sees: ({ context }) => expect([context.otp, context.error, context.fieldErrors]).toEqual([null, null, {}]) },
    { in: 'awaitingOtp', on: 'form.edit', then: 'awaitingOtp', sees: ({ context }) => expect([context.error, context.fieldErrors]).toEqual([null, {}]) },
    { in: 'blocked', on: 'form.edit', then: 'editing', sees: ({ context }) => expect(context.error).toBeNull() },
    { in: 'locked', on: 'form.edit', then: 'editing', sees: ({ context }) => expect(context.error).toBeNull() },
  ],
  states: {
    editing: (_, { context }) => {
      expect(context.result).toBeNull();
      if (Object.keys(context.fieldErrors).length) expect(context.error).toBeNull();
    },
    authenticating: (_, { context }, fake) => {
      const { email, password, otp } = context;
      expect(fake.inputs('authenticate').at(-1)).toEqual(otp === null ? { email, password } : { email, password, otp });
    },
    awaitingOtp: (_, { context }) => {
      expect(context.otp).toBeNull();
      expect(context.email).toBe(valid.email);
    },
    blocked: (_, { context }) => expect(context.error).toBe(blockedStatusMessages.Suspended),
    locked: (_, { context }) => {
      expect(context.error).toBe(authMessages.accountLocked);
      expect(context.otp).toBeNull();
      expect(context.result).toBeNull();
    },
    authenticated: (_, snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(loginOutcomes.authenticated);
    },
    passwordExpired: (_, snapshot) => {
      expect(snapshot.output).toEqual({ kind: 'passwordExpired', resetToken: 'reset-token-1' });
      expect(snapshot.context.error).toBe(authMessages.passwordExpired);
    },
    rateLimited: (_, snapshot) => {
      expect(snapshot.output).toEqual({ kind: 'rateLimited' });
      expect(snapshot.context.error).toBe(apiErrorTexts.tooManyRequests);
    },
  },
});

/** The login machine with an `authenticate` that gives these answers in order (an Error rejects). */
function startLogin(...answers: Array<LoginOutcome | Error>) {
  const authenticate = vi.fn(async (_input: AuthenticateInput): Promise<LoginOutcome> => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('authenticate was called more often than the story expects');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const machine = loginMachine.provide({ actors: { authenticate: fromPromise(({ input }) => authenticate(input)) } });
  return { actor: createActor(machine).start(), authenticate };
}

describe('login stories', () => {
  it('a wrong password shows the message and stays on the form', async () => {
    const { actor } = startLogin(loginOutcomes.wrongPassword);
    actor.send({ type: 'credentials.submit', ...valid });
    const snapshot = await waitFor(actor, (s) => !s.matches('authenticating'));
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe(authMessages.credentialsWrong);
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an MFA user is asked for the one-time code, then gets in', async () => {
    const { actor, authenticate } = startLogin(loginOutcomes.otpRequired, loginOutcomes.authenticated);
    actor.send({ type: 'credentials.submit', ...valid });
    await waitFor(actor, (s) => s.matches('awaitingOtp'));
    actor.send({ type: 'otp.submit', otp: ' 123456 ' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual(loginOutcomes.authenticated);
    expect(authenticate.mock.calls.map(([input]) => input)).toEqual([valid, { ...valid, otp: '123456' }]);
  });

  it('a wrong one-time code asks again with the message, gone once the code is edited', async () => {
    const { actor } = startLogin(loginOutcomes.otpRequired, loginOutcomes.otpInvalid);
    actor.send({ type: 'credentials.submit', ...valid });
    await waitFor(actor, (s) => s.matches('awaitingOtp'));
    actor.send({ type: 'otp.submit', otp: '000000' });
    const snapshot = await waitFor(actor, (s) => s.matches('awaitingOtp') && s.context.error !== null);
    expect(snapshot.context.error).toBe(authMessages.otpInvalid);
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toBe('awaitingOtp');
  });

  it('an expired password ends with the reset token', async () => {
    const { actor } = startLogin(loginOutcomes.passwordExpired);
    actor.send({ type: 'credentials.submit', ...valid });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('passwordExpired');
    expect(snapshot.output).toEqual({ kind: 'passwordExpired', resetToken: 'reset-token-1' });
  });

  it('a suspended account shows why, and editing the form starts over', async () => {
    const { actor } = startLogin(loginOutcomes.suspended);
    actor.send({ type: 'credentials.submit', ...valid });
    const snapshot = await waitFor(actor, (s) => s.matches('blocked'));
    expect(snapshot.context.error).toBe('Your account has been suspended. Please contact us.');
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a locked account says so, also at the one-time-code step, and editing the form starts over', async () => {
    const { actor, authenticate } = startLogin(loginOutcomes.otpRequired, loginOutcomes.locked, loginOutcomes.locked);
    actor.send({ type: 'credentials.submit', ...valid });
    await waitFor(actor, (s) => s.matches('awaitingOtp'));
    actor.send({ type: 'otp.submit', otp: '000000' });
    const snapshot = await waitFor(actor, (s) => s.matches('locked'));
    expect(snapshot.context.error).toBe(authMessages.accountLocked);
    expect(snapshot.context.otp).toBeNull();
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    // Even the right password is refused while the lock lasts: the message comes back.
    actor.send({ type: 'credentials.submit', ...valid });
    expect((await waitFor(actor, (s) => !s.matches('authenticating'))).value).toBe('locked');
    expect(authenticate).toHaveBeenCalledTimes(3);
  });

  it('a rate-limited login ends in rateLimited', async () => {
    const { actor } = startLogin(loginOutcomes.rateLimited);
    actor.send({ type: 'credentials.submit', ...valid });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('rateLimited');
    expect(snapshot.output).toEqual({ kind: 'rateLimited' });
  });

  it('an invalid email never calls the server and names the field', () => {
    const { actor, authenticate } = startLogin();
    actor.send({ type: 'credentials.submit', email: 'ann@', password: 'correct-horse' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: authMessages.emailInvalid });
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('a network failure shows the message and lets the user try again', async () => {
    const { actor } = startLogin(new Error(messages.network), loginOutcomes.authenticated);
    actor.send({ type: 'credentials.submit', ...valid });
    const failed = await waitFor(actor, (s) => !s.matches('authenticating'));
    expect(failed.value).toBe('editing');
    expect(failed.context.error).toBe(messages.network);
    actor.send({ type: 'credentials.submit', ...valid });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('authenticated');
  });
});
