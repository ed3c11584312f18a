// Which text a failed call shows, in the spec's priority (001 §8): reason, error (when a string),
// the body itself (when a string), message, errorMessage, then the transport's own message.
// Servers in the wild answer in all these shapes; one function keeps every screen consistent.
import { messages } from '@domain/messages';
import { isApiRequestError } from './api-request-error';
import { isRecord } from './is-record';

/** The user-facing text of any failure: an ApiRequestError, an axios error, an Error or a string. */
export function errorText(error: unknown): string {
  if (isApiRequestError(error)) return error.message || messages.somethingWentWrong;
  if (isRecord(error)) {
    const { response } = error;
    if (isRecord(response)) {
      const fromBody = bodyText(response.data);
      if (fromBody) return fromBody;
    } else if (error.isAxiosError === true && error.code !== 'ERR_CANCELED') {
      // No answer at all: the browser could not reach the server.
      return messages.network;
    }
    if (typeof error.message === 'string' && error.message) return error.message;
  }
  if (typeof error === 'string' && error) return error;
  return messages.somethingWentWrong;
}

/** The text a response body carries, or undefined when it has none worth showing. */
export function bodyText(data: unknown): string | undefined {
  if (typeof data === 'string') return readable(data);
  if (!isRecord(data)) return undefined;
  return (
    readable(data.reason) ??
    readable(data.error) ??
    readable(data.message) ??
    readable(data.errorMessage)
  );
}

function readable(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // A proxy's HTML error page is a body string but no text for a toast.
  if (!text || text.startsWith('<')) return undefined;
  return text;
}
