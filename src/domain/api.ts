// The wire contract every API answer follows, shared by the server's error handler and the web
// app's axios layer. Success: HTTP 2xx with the resource as JSON. Failure: a non-2xx status with
// an ApiError body whose message is already the user-facing text in the spec's words.
import { z } from 'zod';

export const API_BASE = '/api/v1';
/** The header that carries the session token (001 §7: "a session id header from the stored token"). */
export const SESSION_HEADER = 'x-session-id';

export const apiErrorSchema = z.object({
  /** The HTTP status again, so a 2xx-with-code body and a real error read the same way. */
  code: z.number().int(),
  message: z.string(),
  /** Dotted path of the offending field for a 400, e.g. "email" or "routes.0.didGroupIds". */
  field: z.string().optional(),
  /**
   * Machine-readable cause, e.g. "PASSWORD_EXPIRED", "PENDING_OTP", "ACCOUNT_BLOCKED". Not called
   * `reason`: the spec's error-text priority reads `reason` first as a human text.
   */
  errorCode: z.string().optional(),
  /** Present on a login answered 401 because the password expired: the reset token. */
  jwtToken: z.string().optional(),
  /**
   * The checks that refused the request, when there are several to show at once (a responder's
   * publish: each on its node, as flows/problems.ts makes them).
   */
  problems: z
    .array(
      z.object({
        severity: z.enum(['error', 'warning']),
        nodeId: z.string().nullable(),
        actionId: z.string().nullable(),
        field: z.string().nullable(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const statusCheckSchema = z.object({ version: z.string() });
export type StatusCheck = z.infer<typeof statusCheckSchema>;
