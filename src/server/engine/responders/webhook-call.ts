// A responder's fire_request, made for real (decision 30): the request the runtime rendered (its
// parameters in the query, its headers), one attempt at a time, each with a timeout. An attempt
// that got no answer, a 5xx or a 429 is tried again later (after 1 then 5 minutes: three attempts
// in all); any other answer is final, 2xx and 3xx a success. Private, loopback and link-local
// addresses are refused unless the server allows them (RESPONDER_WEBHOOK_PRIVATE=allow): a
// marketer's webhook must not reach into the platform's own network.
import { callRefusal, isPrivateAddress } from '../../lib/public-address';

export interface WebhookRequest {
  method: string;
  url: string;
  headers: readonly { name: string; value: string }[];
}

export interface WebhookAttempt {
  status: number | null;
  durationMs: number;
  error: string | null;
  ok: boolean;
  /** Whether a later attempt may do better (no answer, 5xx, 429). */
  retryable: boolean;
}

export interface WebhookOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Minutes before the next attempt after a failed one; null when that was the last. */
export const WEBHOOK_RETRY_MINUTES = [1, 5] as const;
export const retryDelayMinutes = (attempt: number): number | null => WEBHOOK_RETRY_MINUTES[attempt - 1] ?? null;

// Which addresses are private is one shared rule (lib/public-address.ts, decision 46).
export { isPrivateAddress };

class AttemptTimeout extends Error {}

/** Why the address cannot be called, or null when it can. */
const refusal = (url: URL, options: WebhookOptions) => callRefusal(url, options, () => new AttemptTimeout());

export async function callWebhook(request: WebhookRequest, options: WebhookOptions): Promise<WebhookAttempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { status: null, durationMs: 0, error: 'The URL is not a valid address', ok: false, retryable: false };
  }
  try {
    const refused = await refusal(url, options);
    if (refused) return { status: null, durationMs: took(), error: refused, ok: false, retryable: false };
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers.map((h) => [h.name, h.value] as [string, string]),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The body is not read: what the endpoint answers is its status. Dropping it frees the socket.
    await response.body?.cancel();
    const status = response.status;
    const ok = status < 400;
    return { status, durationMs: took(), error: ok ? null : `HTTP ${status}`, ok, retryable: status >= 500 || status === 429 };
  } catch (error) {
    const timedOut = error instanceof AttemptTimeout || (error instanceof DOMException && error.name === 'TimeoutError');
    const message = timedOut ? `No answer within ${options.timeoutMs} ms` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { status: null, durationMs: took(), error: message, ok: false, retryable: true };
  }
}
