// Settings > API (issue 13; 001 §7 updateApiSetting, updateApiKey, listWhitelistedIPs, invokeAccess,
// revokeAPIToken, revokeIPAddress, initNewAPIToken, renewAPIToken; 000 §9 "IP valid"; decision 42).
// Shared by the api tab's forms and the server's routes.
import { z } from 'zod';
import { messages } from './messages';

export const apiSettingsMessages = {
  ipInvalid: 'IP address must be a valid IPv4 or IPv6 address or CIDR range',
  ipExists: 'This IP address is already in the list',
  urlInvalid: 'must be a valid http(s) URL',
  urlPrivate: 'must be a public address, not a private or local one',
  tokenNotFound: 'API token not found',
  tokenRevoked: 'This API token was revoked',
  codeSent: 'A one-time code was sent to your email',
  codeByApp: 'Enter the one-time code from your authenticator app',
  codeInvalid: 'One-time code is invalid',
} as const;

/** How long a new or renewed token lives, in days (the form offers these). */
export const TOKEN_LIFETIMES = [30, 90, 180, 365] as const;
export const DEFAULT_TOKEN_DAYS = 90;
/** Requests a minute one token may make to the public API (decision 42). */
export const PUBLIC_API_PER_MINUTE = 60;
/** Visible start of a token, kept so the list can tell tokens apart (the rest is only hashed). */
export const TOKEN_PREFIX_LENGTH = 12;
export const MAX_ALLOWED_IPS = 100;

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const cidr4 = z.cidrv4();
const cidr6 = z.cidrv6();

/** An IPv4 or IPv6 address, or a CIDR range of either (000 §9 "IP valid"). */
export function isIpOrCidr(text: string): boolean {
  return [ipv4, ipv6, cidr4, cidr6].some((s) => s.safeParse(text).success);
}

export const ipAddressSchema = z
  .string()
  .trim()
  .min(1, messages.required('IP address'))
  .max(64, apiSettingsMessages.ipInvalid)
  .refine(isIpOrCidr, apiSettingsMessages.ipInvalid);

/** invokeAccess: allow one address or range. */
export const invokeAccessSchema = z.object({ ipAddress: ipAddressSchema, note: z.string().trim().max(200).optional() });
export type InvokeAccess = z.infer<typeof invokeAccessSchema>;

export const allowedIpSchema = z.object({ id: z.number().int(), ipAddress: z.string(), note: z.string().nullable(), createdAt: z.string() });
export type AllowedIp = z.infer<typeof allowedIpSchema>;
export const allowedIpListSchema = z.object({ items: z.array(allowedIpSchema) });

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), apiSettingsMessages.urlInvalid)
  .transform((v) => (v === '' ? null : v));

/** updateApiSetting: where delivery results and replies of API messages are POSTed ('' for none). */
export const apiSettingInputSchema = z.object({ deliveryUrl: webhookUrl, replyUrl: webhookUrl });
export type ApiSettingInput = z.input<typeof apiSettingInputSchema>;

export const apiSettingSchema = z.object({
  /** The API request key: signs the webhooks (x-signature: HMAC-SHA256 of the body). */
  apiKey: z.string(),
  deliveryUrl: z.string().nullable(),
  replyUrl: z.string().nullable(),
  /** Whether token changes are confirmed with the authenticator app (MFA on) or an emailed code. */
  codeVia: z.enum(['totp', 'email']),
});
export type ApiSetting = z.infer<typeof apiSettingSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** active, expired or revoked. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

const otp = z.string().trim().min(1, messages.required('One-time code')).max(12, apiSettingsMessages.codeInvalid);
const days = z.literal(TOKEN_LIFETIMES).default(DEFAULT_TOKEN_DAYS);

export const initTokenSchema = z.object({ name: z.string().trim().min(1, messages.required('Name')).max(100), expiresInDays: days, otp });
export type InitToken = z.input<typeof initTokenSchema>;
export const renewTokenSchema = z.object({ id: z.number().int().positive().max(2_147_483_647), expiresInDays: days, otp });
export const revokeTokenSchema = z.object({ id: z.number().int().positive().max(2_147_483_647), otp });
export const revokeIpSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** A new or renewed token: the plaintext, shown once, and its row. */
export const issuedTokenSchema = z.object({ token: z.string(), item: apiTokenSchema });
export type IssuedToken = z.infer<typeof issuedTokenSchema>;

export const codeRequestAnswerSchema = z.object({ via: z.enum(['totp', 'email']), message: z.string() });
export type CodeRequestAnswer = z.infer<typeof codeRequestAnswerSchema>;

/** The key as the tab shows it until copied: its last four characters. */
export const maskKey = (key: string) => (key.length <= 4 ? key : `${'•'.repeat(8)}${key.slice(-4)}`);
