// A Super-Admin's API tokens for a user (001 §3 User management "API token: email, otp"; decision
// 47): made, listed and revoked from the users admin, each change confirmed with the ADMIN's own
// one-time code (the same code the api tab asks, decision 42), the token shown once to the admin.
import { z } from 'zod';
import { DEFAULT_TOKEN_DAYS, TOKEN_LIFETIMES, apiSettingsMessages } from './api-settings';
import { messages } from './messages';

const email = z.string().trim().toLowerCase().min(1, messages.required('Email')).max(200);
const otp = z.string().trim().min(1, messages.required('One-time code')).max(12, apiSettingsMessages.codeInvalid);

export const ADMIN_TOKEN_NAME = 'Issued by an admin';

export const adminTokenListQuerySchema = z.object({ email });
export const adminInitTokenSchema = z.object({
  email,
  otp,
  name: z.string().trim().min(1, messages.required('Name')).max(100).default(ADMIN_TOKEN_NAME),
  expiresInDays: z.literal(TOKEN_LIFETIMES).default(DEFAULT_TOKEN_DAYS),
});
export type AdminInitToken = z.input<typeof adminInitTokenSchema>;
export const adminRevokeTokenSchema = z.object({ email, id: z.number().int().positive().max(2_147_483_647), otp });
export type AdminRevokeToken = z.input<typeof adminRevokeTokenSchema>;
