// The login process (000 §5 Login; 001 §7): credentials first, then a one-time code for users with
// MFA, ending signed in, sent to reset an expired password, or stopped by the rate limit. A blocked
// or locked account (too many failed attempts) is told why and may start over.
// The server call is the `authenticate` actor the web app provides (its api call). It answers every
// server verdict as a LoginOutcome, so a rejection means only that the call itself failed (network):
// the user sees the message and may try again. Invalid input never reaches the server: the guards
// validate with the same zod schemas as the form and the server.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { apiErrorTexts } from '@domain/api-errors';
import { authMessages, loginSchema, oneTimeCodeSchema, type LoginRequest } from '@domain/auth';
import { messages } from '@domain/messages';
import type { CurrentUser } from '@domain/user';

/** What one call of `authenticate` answers. */
export type LoginOutcome =
  | { kind: 'authenticated'; token: string; user: CurrentUser }
  | { kind: 'otpRequired' }
  | { kind: 'otpInvalid'; message: string }
  | { kind: 'passwordExpired'; resetToken: string }
  /** Suspended, banned, inactive or pending account: `message` says why. */
  | { kind: 'blocked'; message: string }
  /** Too many failed passwords or one-time codes for this account: refused until the lock ends. */
  | { kind: 'locked'; message: string }
  /** Wrong email or password. */
  | { kind: 'rejected'; message: string }
  | { kind: 'rateLimited' };

/** How the process ends: its output, also kept in `context.result`. */
export type LoginOutput = Extract<LoginOutcome, { kind: 'authenticated' | 'passwordExpired' | 'rateLimited' }>;

/** The `authenticate` actor's input: the login call's body (otp only on the one-time-code step). */
export type AuthenticateInput = LoginRequest;

export type LoginField = 'email' | 'password' | 'otp';
export type LoginFieldErrors = Partial<Record<LoginField, string>>;
export type Credentials = Pick<LoginRequest, 'email' | 'password'>;

export type LoginEvent =
  | ({ type: 'credentials.submit' } & Credentials)
  | { type: 'otp.submit'; otp: string }
  /** Back from the one-time-code step to the credentials form. */
  | { type: 'otp.back' }
  /** The user changed a field: the last message no longer applies. */
  | { type: 'form.edit' };

export interface LoginContext {
  email: string;
  password: string;
  /** The code being verified; null on the credentials step. */
  otp: string | null;
  /** The message to show above the form (server verdict or failed call). */
  error: string | null;
  /** Messages under the fields, from the machine's own validation. */
  fieldErrors: LoginFieldErrors;
  result: LoginOutput | null;
}

const endsLogin = (outcome: LoginOutcome): outcome is LoginOutput =>
  outcome.kind === 'authenticated' || outcome.kind === 'passwordExpired' || outcome.kind === 'rateLimited';

function outcomeMessage(outcome: LoginOutcome): string | null {
  switch (outcome.kind) {
    case 'otpInvalid':
      return outcome.message || authMessages.otpInvalid;
    case 'rejected':
      return outcome.message || authMessages.credentialsWrong;
    case 'blocked':
      return outcome.message;
    case 'locked':
      return outcome.message || authMessages.accountLocked;
    case 'passwordExpired':
      return authMessages.passwordExpired;
    case 'rateLimited':
      return apiErrorTexts.tooManyRequests;
    case 'authenticated':
    case 'otpRequired':
      return null;
  }
}

const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : messages.network;

function credentialErrors(credentials: Credentials): LoginFieldErrors {
  const result = loginSchema.safeParse(credentials);
  if (result.success) return {};
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const oneTimeCodeError = (otp: string): string | undefined =>
  oneTimeCodeSchema.safeParse(otp).error?.issues[0]?.message;

const outcomeIs = (kind: LoginOutcome['kind']) => (_: unknown, outcome: LoginOutcome) => outcome.kind === kind;
const outcomeOf = ({ event }: { event: DoneActorEvent<LoginOutcome> }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput | null,
  },
  actors: {
    authenticate: fromPromise<LoginOutcome, AuthenticateInput>(() =>
      Promise.reject(new Error('The login page provides the authenticate actor')),
    ),
  },
  guards: {
    areCredentialsValid: (_, credentials: Credentials) => loginSchema.safeParse(credentials).success,
    isOneTimeCodeValid: (_, params: { otp: string }) => oneTimeCodeSchema.safeParse(params.otp).success,
    isCheckingOneTimeCode: ({ context }) => context.otp !== null,
    isAuthenticated: outcomeIs('authenticated'),
    asksForOneTimeCode: outcomeIs('otpRequired'),
    isOneTimeCodeWrong: outcomeIs('otpInvalid'),
    isPasswordExpired: outcomeIs('passwordExpired'),
    isAccountBlocked: outcomeIs('blocked'),
    isAccountLocked: outcomeIs('locked'),
    areCredentialsWrong: outcomeIs('rejected'),
    isRateLimited: outcomeIs('rateLimited'),
  },
  actions: {
    keepCredentials: assign((_, credentials: Credentials) => ({
      email: credentials.email.trim(),
      password: credentials.password,
      otp: null,
      error: null,
      fieldErrors: {},
    })),
    showCredentialErrors: assign((_, credentials: Credentials) => ({
      error: null,
      fieldErrors: credentialErrors(credentials),
    })),
    keepOneTimeCode: assign((_, params: { otp: string }) => ({ otp: params.otp.trim(), error: null, fieldErrors: {} })),
    showOneTimeCodeError: assign((_, params: { otp: string }) => ({
      error: null,
      fieldErrors: { otp: oneTimeCodeError(params.otp) },
    })),
    applyOutcome: assign((_, outcome: LoginOutcome) => ({
      otp: null,
      error: outcomeMessage(outcome),
      result: endsLogin(outcome) ? outcome : null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ otp: null, error: failureMessage(params.error) })),
    clearMessages: assign({ error: null, fieldErrors: {} }),
    leaveOneTimeCode: assign({ otp: null, error: null, fieldErrors: {} }),
  },
}).createMachine({
  id: 'login',
  context: { email: '', password: '', otp: null, error: null, fieldErrors: {}, result: null },
  initial: 'editing',
  output: ({ context }) => context.result,
  states: {
    editing: {
      on: {
        'credentials.submit': [
          {
            guard: { type: 'areCredentialsValid', params: ({ event }) => event },
            target: 'authenticating',
            actions: { type: 'keepCredentials', params: ({ event }) => event },
          },
          { actions: { type: 'showCredentialErrors', params: ({ event }) => event } },
        ],
        'form.edit': { actions: 'clearMessages' },
      },
    },
    authenticating: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }): AuthenticateInput => ({
          email: context.email,
          password: context.password,
          ...(context.otp === null ? {} : { otp: context.otp }),
        }),
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: outcomeOf },
            target: 'authenticated',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'asksForOneTimeCode', params: outcomeOf },
            target: 'awaitingOtp',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isOneTimeCodeWrong', params: outcomeOf },
            target: 'awaitingOtp',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isPasswordExpired', params: outcomeOf },
            target: 'passwordExpired',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isAccountBlocked', params: outcomeOf },
            target: 'blocked',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isAccountLocked', params: outcomeOf },
            target: 'locked',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'areCredentialsWrong', params: outcomeOf },
            target: 'editing',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
          {
            guard: { type: 'isRateLimited', params: outcomeOf },
            target: 'rateLimited',
            actions: { type: 'applyOutcome', params: outcomeOf },
          },
        ],
        onError: [
          {
            guard: 'isCheckingOneTimeCode',
            target: 'awaitingOtp',
            actions: { type: 'showFailure', params: errorOf },
          },
          { target: 'editing', actions: { type: 'showFailure', params: errorOf } },
        ],
      },
    },
    awaitingOtp: {
      on: {
        'otp.submit': [
          {
            guard: { type: 'isOneTimeCodeValid', params: ({ event }) => event },
            target: 'authenticating',
            actions: { type: 'keepOneTimeCode', params: ({ event }) => event },
          },
          { actions: { type: 'showOneTimeCodeError', params: ({ event }) => event } },
        ],
        'otp.back': { target: 'editing', actions: 'leaveOneTimeCode' },
        'form.edit': { actions: 'clearMessages' },
      },
    },
    /** The account may not sign in; the message says why. Editing the form starts over. */
    blocked: {
      on: { 'form.edit': { target: 'editing', actions: 'clearMessages' } },
    },
    /**
     * Too many failed attempts: every sign-in is refused until the lock ends or the password is
     * reset (the form's "Forgot password?" link). Editing the form starts over.
     */
    locked: {
      on: { 'form.edit': { target: 'editing', actions: 'clearMessages' } },
    },
    authenticated: { type: 'final' },
    passwordExpired: { type: 'final' },
    rateLimited: { type: 'final' },
  },
});
