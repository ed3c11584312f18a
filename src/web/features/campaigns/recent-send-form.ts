// "Recent send form per username" (001 §3, stored locally in the browser): a new compose starts
// from the user's last sent one, title and schedule cleared, so a sender who sends the same kind of
// campaign every day changes only what differs. Stored per username on this browser.
import { composeSchema, type Compose } from '@domain/campaign-compose';

const key = (username: string) => `recent-send-form:${username}`;

export function rememberSendForm(username: string, compose: Compose): void {
  try {
    localStorage.setItem(key(username), JSON.stringify({ ...compose, campaignTitle: '', activeScheduling: false, scheduling: '', schedulingStopTime: '' }));
  } catch {
    // Storage full or refused: the next compose starts empty, nothing else is lost.
  }
}

/** The remembered form, or null when there is none or it no longer reads as a compose. */
export function recentSendForm(username: string): Compose | null {
  try {
    const stored = localStorage.getItem(key(username));
    if (stored === null) return null;
    const parsed = composeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
