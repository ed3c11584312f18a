// The click-tracking upload (docs/api.md: POST /tracking). Quiet on failure: the user never asked
// for it, so a failed upload is no reason to show them an error, and a 429 (the per-session batch
// limit, docs/api.md) must not send them to the /429 page: every answer resolves at the transport.
import { api } from './client';
import type { ClickEvent } from './click-tracker';

export async function sendClickEvents(events: ClickEvent[]): Promise<void> {
  await api.post('/tracking', { events }, { ignoreShowMessage: true, validateStatus: () => true });
}
