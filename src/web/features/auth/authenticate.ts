// The login machine's `authenticate` actor for the browser: calls the server and reads its verdict
// into a LoginOutcome. Only an unexpected failure (network, 5xx) rejects.
import { fromPromise } from 'xstate';
import type { AuthenticateInput, LoginOutcome } from '@machines/login.machine';
import { login } from '@web/api/auth-api';
import { isApiRequestError } from '@web/api/api-request-error';

export async function authenticateCall(input: AuthenticateInput): Promise<LoginOutcome> {
  try {
    // The page shows the verdict itself, next to the form: no toast.
    const answer = await login(input, { ignoreShowMessage: true });
    return { kind: 'authenticated', token: answer.token, user: answer.user };
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    if (error.status === 429) return { kind: 'rateLimited' };
    if (error.errorCode === 'PENDING_OTP') return { kind: 'otpRequired' };
    if (error.errorCode === 'OTP_INVALID') return { kind: 'otpInvalid', message: error.message };
    if (error.errorCode === 'PASSWORD_EXPIRED' && error.jwtToken) {
      return { kind: 'passwordExpired', resetToken: error.jwtToken };
    }
    if (error.errorCode === 'ACCOUNT_BLOCKED') return { kind: 'blocked', message: error.message };
    if (error.errorCode === 'ACCOUNT_LOCKED') return { kind: 'locked', message: error.message };
    if (error.status === 401 || error.status === 400) return { kind: 'rejected', message: error.message };
    throw error;
  }
}

export const authenticate = fromPromise<LoginOutcome, AuthenticateInput>(({ input }) => authenticateCall(input));
