// The transport half of the spec's error catalogue (001 §8), written once so no screen repeats it:
// 412 billing, 402 credit, 429 throttle page, 401 session and expired password, 400 report, 2xx
// answers with a failure code, and the rule for when a failure becomes a toast. It knows nothing
// of axios: client.ts turns axios' answers into a Failure and this decides what the user sees.
import { authMessages } from '@domain/auth';
import { messages } from '@domain/messages';
import type { ApiHooks } from './api-hooks';
import { ApiRequestError } from './api-request-error';
import { bodyText } from './error-text';
import { isRecord } from './is-record';
import { maskPasswords } from './mask-passwords';

/** The request a failure or an answer belongs to. */
export interface RequestInfo {
  method: string;
  url: string;
  /** What was sent; by the time the answer arrives axios has usually serialised it to JSON text. */
  requestBody: unknown;
  ignoreShowMessage: boolean;
}

export type Failure = RequestInfo &
  (
    | { kind: 'cancelled' }
    | { kind: 'network' }
    | { kind: 'http'; status: number; body: unknown; rawMessage: string }
    | { kind: 'other'; rawMessage: string }
  );

/** 429s closer together than this open the rate-limit page only once (001 §8). */
export const RATE_LIMIT_THROTTLE_MS = 200;

export interface ErrorCatalogue {
  /** A 2xx answer: null when it is a success, else the rejection its failure code calls for. */
  answered(request: RequestInfo, body: unknown): ApiRequestError | null;
  /** A failed call: runs the catalogue's effects and returns what the call rejects with. */
  failed(failure: Failure): ApiRequestError;
  /** After a successful login, a later expired session is handled (reported, reloaded) again. */
  resetSessionExpired(): void;
}

export function createErrorCatalogue(hooks: Required<ApiHooks>, now: () => number = () => Date.now()): ErrorCatalogue {
  let creditShortFlagged = false;
  let sessionExpiredHandled = false;
  let lastRateLimitAt = Number.NEGATIVE_INFINITY;

  /** Shows the failure as an error toast unless the catalogue says to keep quiet. */
  function show(error: ApiRequestError, request: RequestInfo): ApiRequestError {
    const quiet =
      error.cancelled ||
      request.ignoreShowMessage ||
      // The login machine asks for the one-time code instead; the text is not for the user.
      error.message.includes(authMessages.pendingOtp);
    if (!quiet) hooks.notify({ type: 'error', description: error.message });
    return error;
  }

  function sessionLost(error: ApiRequestError, failure: Failure): ApiRequestError {
    if (error.jwtToken) {
      // The password expired mid-session: the reset page takes the token and insists on a change.
      hooks.clearSession();
      hooks.navigate(`/reset-password?token=${encodeURIComponent(error.jwtToken)}&required=true`);
      return error;
    }
    const expired = new ApiRequestError({
      message: authMessages.tokenExpired,
      status: error.status,
      errorCode: error.errorCode,
      body: error.body,
    });
    // Parallel calls all fail with 401 at once; the report and the reload happen for the first only.
    if (sessionExpiredHandled) return expired;
    sessionExpiredHandled = true;
    hooks.report(`[401] ${authMessages.tokenExpired} ${failure.method} ${failure.url}: ${error.message}`);
    hooks.clearSession();
    hooks.reload();
    return expired;
  }

  function reportBadRequest(error: ApiRequestError, failure: Failure): void {
    // A failing report must not report itself.
    if (failure.url.includes('/slack-services')) return;
    const body = JSON.stringify(maskPasswords(readSentBody(failure.requestBody))) ?? '';
    hooks.report(`[400] ${failure.method} ${failure.url}\nMessage: ${error.message}\nBody: ${body}`);
  }

  return {
    answered(request, body) {
      if (!isRecord(body) || typeof body.code !== 'number') return null;
      const { code } = body;
      if (code < 400 || code > 500) return null;
      // Creating a spintax answers 413 when the text cannot grow further; the screen reads that body.
      if (code === 413 && request.url.includes('generateSpinTax')) return null;
      const message = typeof body.message === 'string' && body.message ? body.message : 'Error!';
      return show(new ApiRequestError({ ...envelopeFields(body), message, status: code, body }), request);
    },

    failed(failure) {
      if (failure.kind === 'cancelled') return new ApiRequestError({ message: 'canceled', cancelled: true });
      if (failure.kind === 'network') return show(new ApiRequestError({ message: messages.network }), failure);
      if (failure.kind === 'other') {
        return show(new ApiRequestError({ message: failure.rawMessage || messages.somethingWentWrong }), failure);
      }

      const { status, body } = failure;
      const error = new ApiRequestError({
        ...envelopeFields(body),
        message: bodyText(body) ?? (failure.rawMessage || messages.somethingWentWrong),
        status,
        body,
      });
      const isLogin = isLoginCall(failure.url);

      switch (status) {
        case 412:
          hooks.onBillingMissing();
          return error;
        case 402:
          if (!creditShortFlagged) {
            creditShortFlagged = true;
            hooks.onCreditShort();
          }
          return error;
        case 429:
          if (now() - lastRateLimitAt >= RATE_LIMIT_THROTTLE_MS) {
            lastRateLimitAt = now();
            hooks.navigate('/429');
          }
          return error;
        case 401:
          // On login a 401 means bad credentials, a pending one-time code or an expired password:
          // the login machine handles those, so it is an ordinary failure here.
          if (!isLogin) return sessionLost(error, failure);
          break;
        case 400:
          if (!isLogin) reportBadRequest(error, failure);
          break;
      }
      return show(error, failure);
    },

    resetSessionExpired() {
      sessionExpiredHandled = false;
    },
  };
}

export function isLoginCall(url: string): boolean {
  const path = url.split('?')[0].replace(/\/+$/, '');
  return path.endsWith('/authentication/login');
}

function envelopeFields(body: unknown): { field?: string; errorCode?: string; jwtToken?: string } {
  if (!isRecord(body)) return {};
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { field: text(body.field), errorCode: text(body.errorCode), jwtToken: text(body.jwtToken) };
}

/** The sent body as an object whose keys can be masked, whatever form it was sent in. */
function readSentBody(sent: unknown): unknown {
  if (typeof FormData !== 'undefined' && sent instanceof FormData) {
    return Object.fromEntries([...sent.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '[file]']));
  }
  if (sent instanceof URLSearchParams) return Object.fromEntries(sent);
  if (typeof Blob !== 'undefined' && sent instanceof Blob) return '[file]';
  if (typeof sent !== 'string') return sent;
  try {
    const parsed: unknown = JSON.parse(sent);
    return parsed;
  } catch {
    // The admin calls are form-encoded (001 §7): "email=a&password=b" must be masked as well.
    return sent.includes('=') ? Object.fromEntries(new URLSearchParams(sent)) : sent;
  }
}
