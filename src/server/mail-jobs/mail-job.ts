// What the server mails in the background. A job carries only what the request knew (the email as
// typed, normalised); the worker does the rest: look up the account, make a token, send. So the
// request path does the same work whether or not the account exists, and a slow or failing mail
// server never slows a request down.
import { z } from 'zod';

export const mailJobSchema = z.discriminatedUnion('kind', [
  /** forgot-password: a reset link if the email has an account, nothing otherwise. */
  z.object({ kind: z.literal('password-reset'), email: z.string() }),
  /** The account was just locked after too many failed sign-ins: tell its owner, if there is one. */
  z.object({ kind: z.literal('account-locked'), email: z.string() }),
  /** A copy of a notification to one of the addresses the user's notification settings list. */
  z.object({ kind: z.literal('notification'), to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable() }),
  /** A code confirming a change to the user's API tokens (made when the mail is sent; decision 42). */
  z.object({ kind: z.literal('api-token-code'), userId: z.number().int() }),
  /** A public-API webhook (decision 42): a message's result (by its key) or a reply (by its inbound id). */
  z.object({ kind: z.literal('api-webhook'), event: z.enum(['result', 'reply']), key: z.string().optional(), inboundId: z.number().int().optional() }),
  /** A contact's message forwarded to its owner's live-feed URL (decision 46). */
  z.object({ kind: z.literal('live-feed'), inboundId: z.number().int() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;
