// A mail the server wrote to its local outbox (no SMTP configured); Super-Admins read it in the app.
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
