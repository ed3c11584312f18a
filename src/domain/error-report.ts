// An error report the web app posts to /slack-services (001 §7 Other; §8: 400s outside login are
// reported with the password masked). The server forwards it to the team's chat channel.
import { z } from 'zod';

export const errorReportSchema = z.object({
  text: z.string().min(1).max(20_000),
  channel: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
  icon_url: z.string().max(2000).optional(),
  attachments: z
    .array(z.object({ color: z.string().max(50).optional(), text: z.string().max(20_000) }))
    .max(20)
    .optional(),
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
