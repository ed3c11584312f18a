// The click-tracking upload (docs/api.md: POST /tracking). Quiet on failure: the user never asked
// for it, so a failed upload is no reason to show them an error.
import { api } from './client';
import type { ClickEvent } from './click-tracker';

export async function sendClickEvents(events: ClickEvent[]): Promise<void> {
  await api.post('/tracking', { events }, { ignoreShowMessage: true });
}
