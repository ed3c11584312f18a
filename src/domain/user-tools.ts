// A Super-Admin's tools over users (000 §6, 001 §6, §7 "Users and admin", issue 13): login as user
// (and the audit log of what was done meanwhile), clone user, and the users, campaigns and credit
// stats exports. Shared by the forms and the routes; decision 0040 says why each is shaped so.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { messages } from './messages';
import { queryInt } from './query';

export const userToolsMessages = {
  /** 001 §8 Admin: clone answered "exist". */
  cloneExists: 'Email input is existed! Please try again with other email!',
  cloned: 'Cloned',
  sourceMissing: 'The user to clone is not existed',
  userMissing: 'This user is not existed',
  notActive: 'This user is not active; only an active user can be logged in as',
  notYourself: 'You are already logged in as yourself',
  dateFormat: 'must be in MM/DD/YYYY format!',
  dateOrder: 'To date must not be before From date',
  passwordInvalid: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, `${label} ${messages.maxChars(max)}`);

const emailField = (label: string) =>
  requiredText(label, 200).pipe(z.email({ error: `${label} ${messages.incorrectFormat}` }));

/** loginasuser (username): the user's username or email. */
export const loginAsUserSchema = z.object({ username: requiredText('Username', 200) });
export type LoginAsUserRequest = z.infer<typeof loginAsUserSchema>;

/** The new session's token, as login answers it; the client keeps the admin's own token aside. */
export const loginAsUserAnswerSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.number().int(), email: z.string() }),
});
export type LoginAsUserAnswer = z.infer<typeof loginAsUserAnswerSchema>;

export const cloneUserSchema = z.object({
  sourceEmail: emailField('Source email'),
  email: emailField('Email'),
  firstname: z.string().trim().max(100, `First name ${messages.maxChars(100)}`).optional(),
  lastname: z.string().trim().max(100, `Last name ${messages.maxChars(100)}`).optional(),
  password: z
    .string({ error: messages.required('Password') })
    .min(1, messages.required('Password'))
    .min(PASSWORD_MIN, userToolsMessages.passwordInvalid)
    .max(PASSWORD_MAX, userToolsMessages.passwordInvalid),
});
export type CloneUserRequest = z.infer<typeof cloneUserSchema>;

/** What a clone copied, for the toast and the tests. */
export const cloneUserAnswerSchema = z.object({
  message: z.literal(userToolsMessages.cloned),
  user: z.object({ id: z.number().int(), email: z.string() }),
  copied: z.object({
    contactGroups: z.number().int(),
    contacts: z.number().int(),
    responders: z.number().int(),
    conversations: z.number().int(),
  }),
});
export type CloneUserAnswer = z.infer<typeof cloneUserAnswerSchema>;

/** MM/DD/YYYY (001 §7 statsexport), checked to be a real day. */
const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export function parseUsDate(text: string): { y: number; m: number; d: number } | null {
  const match = MMDDYYYY.exec(text);
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? { y, m, d } : null;
}
/** The UTC ISO instant a MM/DD/YYYY day starts at (plus `days`). */
export function usDateToIso(text: string, days = 0): string {
  const p = parseUsDate(text);
  if (!p) throw new Error(`Not a MM/DD/YYYY date: ${text}`);
  return new Date(Date.UTC(p.y, p.m - 1, p.d + days)).toISOString();
}
/** A Date as MM/DD/YYYY (UTC). */
export function formatUsDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const usDate = (label: string) =>
  requiredText(label, 10).refine((v) => parseUsDate(v) !== null, `${label} ${userToolsMessages.dateFormat}`);

/** exceptUsername / onlyUsernames: usernames or emails, comma separated (empty: no filter). */
const usernameList = (label: string) => z.string().max(5000, `${label} ${messages.maxChars(5000)}`).optional();
export function splitUsernames(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,;\n]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const userFilter = { exceptUsername: usernameList('Except username'), onlyUsernames: usernameList('Only usernames') };

/** export (isSelectAll, exceptUsername, onlyUsernames): every user unless onlyUsernames names some. */
export const usersExportSchema = z.object({ isSelectAll: z.boolean().optional(), ...userFilter });
/** campaignexport (exceptUsername, onlyUsernames, lastSentDate): campaigns last sent on or after the date. */
export const campaignsExportSchema = z.object({ ...userFilter, lastSentDate: usDate('Last sent date').optional() });
/** statsexport (fromDate, toDate in MM/DD/YYYY, exceptUsername, onlyUsernames): credit per user over the days. */
export const creditStatsExportSchema = z
  .object({ fromDate: usDate('From date'), toDate: usDate('To date'), ...userFilter })
  .refine((v) => !parseUsDate(v.fromDate) || !parseUsDate(v.toDate) || usDateToIso(v.fromDate) <= usDateToIso(v.toDate), { message: userToolsMessages.dateOrder, path: ['toDate'] });
export type UsersExportRequest = z.infer<typeof usersExportSchema>;
export type CampaignsExportRequest = z.infer<typeof campaignsExportSchema>;
export type CreditStatsExportRequest = z.infer<typeof creditStatsExportSchema>;

/** One mutating call made while a Super-Admin was logged in as a user. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  rootUser: z.object({ id: z.number().int(), email: z.string() }),
  actingUser: z.object({ id: z.number().int(), email: z.string() }),
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 20;
export const auditLogQuerySchema = z.object({
  /** Part of the root user's (the Super-Admin's) email. */
  rootUser: z.string().trim().max(200).optional(),
  /** Part of the acting user's email. */
  actingUser: z.string().trim().max(200).optional(),
  /** ISO instants, from inclusive, to exclusive. */
  from: z.iso.datetime({ error: `From ${messages.incorrectFormat}` }).optional(),
  to: z.iso.datetime({ error: `To ${messages.incorrectFormat}` }).optional(),
  limit: queryInt({ min: 1, max: 100, default: AUDIT_PAGE_SIZE }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
