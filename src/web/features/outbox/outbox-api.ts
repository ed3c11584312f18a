// The outbox calls (Super-Admin): mails the server wrote locally because no SMTP is configured.
import { z } from 'zod';
import { outboxMailSchema, type OutboxMail } from '@domain/outbox';
import { api } from '@web/api/client';

export async function listOutbox(): Promise<OutboxMail[]> {
  const { data } = await api.get('/admin/outbox');
  return z.array(outboxMailSchema).parse(data);
}
