// Reports to the team's chat channel (001 §7: POST /slack-services "reports errors to a chat
// channel"): the transport's 401 and 400 reports by default, and crash reports from the error
// boundary. Passwords never reach it: the 400 report masks them before calling this.
import { api } from './client';

export function reportError(text: string): void {
  // A lost report must not turn into a second failure on screen, nor into a report of itself.
  api.post('/slack-services', { text }, { ignoreShowMessage: true }).catch(() => undefined);
}
