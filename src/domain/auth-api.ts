// The answers of the authentication calls (docs/api.md), so the web app's api layer and the
// server's OpenAPI description read the same shapes. Requests are in auth.ts.
import { z } from 'zod';
import { currentUserSchema } from './user';

export const loginResponseSchema = z.object({
  /** Opaque session token: send it back in the x-session-id header. */
  token: z.string(),
  /** ISO-8601 time the session ends if unused (the server slides it forward on activity). */
  expiresAt: z.string(),
  user: currentUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const mfaStatusSchema = z.object({ isEnableMfa: z.boolean() });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** Enabling without a code: the secret to show as a QR code; a second call with a code confirms. */
export const mfaSetupSchema = z.object({
  isEnableMfa: z.literal(false),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaStatusAnswerSchema = z.union([mfaSetupSchema, mfaStatusSchema]);
export type MfaStatusAnswer = z.infer<typeof mfaStatusAnswerSchema>;

/** One of the user's own unexpired sessions (Settings > Security); the token never leaves the server. */
export const activeSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session that asked. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

export const signOutOthersSchema = z.object({ signedOut: z.number().int() });
export type SignOutOthers = z.infer<typeof signOutOthersSchema>;
