// Reports to the team's chat channel (001 §7: POST /slack-services "reports errors to a chat
// channel"): the transport's 401 and 400 reports by default, and crash reports from the error
// boundary. The body is the domain's ErrorReport, masked and cut to size as the server will
// (channel, sender name and icon are the server's). A tab sends one text at most once in ten
// minutes and at most five reports a minute, so a crash loop stays one message. Whatever the relay
// answers is read quietly: a report over the relay's budget (429) is simply lost, never a trip to
// the rate-limit page, and a report never signs anyone out.
import { prepareErrorReport, type ErrorReport } from '@domain/error-report';
import { api } from './client';

export const REPORTS_PER_MINUTE = 5;
export const SAME_REPORT_AFTER_MS = 10 * 60_000;
/** Texts remembered for the repeat check; the oldest are forgotten first. */
const REMEMBERED_TEXTS = 50;

/** A report function over `send` that drops repeats and bursts; true when the report was sent. */
export function createReporter(send: (report: ErrorReport) => Promise<unknown>, now: () => number = () => Date.now()) {
  const lastSent = new Map<string, number>();
  let sentThisMinute: number[] = [];

  return (text: string): boolean => {
    const at = now();
    sentThisMinute = sentThisMinute.filter((t) => at - t < 60_000);
    const previous = lastSent.get(text);
    const repeat = previous !== undefined && at - previous < SAME_REPORT_AFTER_MS;
    if (text.trim() === '' || repeat || sentThisMinute.length >= REPORTS_PER_MINUTE) return false;

    sentThisMinute.push(at);
    lastSent.delete(text);
    lastSent.set(text, at);
    if (lastSent.size > REMEMBERED_TEXTS) lastSent.delete(lastSent.keys().next().value ?? '');
    // A lost report must not turn into a second failure on screen, nor into a report of itself.
    send(prepareErrorReport({ text })).catch(() => undefined);
    return true;
  };
}

// validateStatus: every answer resolves at the transport, so the error catalogue only reads its
// code (quietly, ignoreShowMessage) and runs none of its status effects (429 page, 401 sign-out).
const report = createReporter((body) =>
  api.post('/slack-services', body, { ignoreShowMessage: true, validateStatus: () => true }),
);

export function reportError(text: string): void {
  report(text);
}
