// An error report the web app posts to /slack-services (001 §7 Other; §8: 400s outside login are
// reported with the password masked). The server relays it to the team's chat channel. The client
// chooses only the text and attachments: channel, sender name and icon are the server's
// (SLACK_CHANNEL, SLACK_USERNAME, SLACK_ICON_URL); other keys are ignored. Both sides mask secrets
// and cut the report to what a chat message should carry (prepareErrorReport).
import { z } from 'zod';

/** What one report may carry into the chat; longer texts are cut, further attachments dropped. */
export const REPORT_TEXT_MAX_CHARS = 4_000;
export const REPORT_ATTACHMENTS_MAX = 5;
export const REPORT_ATTACHMENT_TEXT_MAX_CHARS = 2_000;

export const errorReportAttachmentSchema = z.object({
  /** Slack's attachment colours: good, warning, danger or #rrggbb. */
  color: z
    .string()
    .regex(/^(good|warning|danger|#[0-9a-fA-F]{6})$/)
    .optional(),
  text: z.string(),
});

export const errorReportSchema = z.object({
  text: z.string().trim().min(1),
  attachments: z.array(errorReportAttachmentSchema).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

// Keys are matched generically (bounded length) and judged by a callback: a regex with the secret
// word between two unbounded word runs backtracks catastrophically on texts like "otp-otp-otp-...".
const isSecretKey = (key: string) => /password|passwd|pwd|secret|otp/i.test(key);
const KEY = String.raw`[\w-]{1,64}`;
// "password":"x" (escaped quotes inside the value allowed), \"password\":\"x\" (JSON inside a JSON
// string) and password=x (form or query text).
const jsonPair = new RegExp(String.raw`"(${KEY})"(\s*:\s*)"((?:[^"\\]|\\.)*)"`, 'g');
const escapedJsonPair = new RegExp(String.raw`\\"(${KEY})\\"(\s*:\s*)\\"((?:(?!\\")[\s\S])*)\\"`, 'g');
const formPair = new RegExp(String.raw`\b(${KEY})=([^&\s"']*)`, 'g');

/** Replace every password-like value in a text with ******. */
export function maskSecrets(text: string): string {
  return text
    .replace(jsonPair, (all, key: string, colon: string) => (isSecretKey(key) ? `"${key}"${colon}"******"` : all))
    .replace(escapedJsonPair, (all, key: string, colon: string) =>
      isSecretKey(key) ? `\\"${key}\\"${colon}\\"******\\"` : all,
    )
    .replace(formPair, (all, key: string) => (isSecretKey(key) ? `${key}=******` : all));
}

/** The text cut to at most max characters, marked with an ellipsis, never inside a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * The report as it may leave for the chat: secrets masked first (so a cut can never leave half a
 * password unmasked), then texts cut and attachments beyond the first few dropped.
 */
export function prepareErrorReport(report: ErrorReport): ErrorReport {
  const text = truncateText(maskSecrets(report.text), REPORT_TEXT_MAX_CHARS);
  if (!report.attachments) return { text };
  const attachments = report.attachments.slice(0, REPORT_ATTACHMENTS_MAX).map((a) => ({
    ...(a.color ? { color: a.color } : {}),
    text: truncateText(maskSecrets(a.text), REPORT_ATTACHMENT_TEXT_MAX_CHARS),
  }));
  return { text, attachments };
}
