// The public API's webhooks (decision 42): a message's delivery result goes to the user's delivery
// URL, a contact's reply to an API message to the reply URL. They ride the mail queue
// (mail-jobs/: a job row per event, claimed under a lease, retried with a doubling delay up to eight
// times), which makes them background work that survives a restart and never slows the engine. The
// job names the event (a message key, an inbound id); the worker reads the rest when it posts, so a
// URL changed meanwhile is the one used. Each POST carries x-signature: the hex HMAC-SHA256 of the
// raw body with the user's API request key, so the receiver can tell it came from us.
import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@domain/public-api';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { MailJob } from '../../mail-jobs/mail-job';
import { insertMailJob } from '../../mail-jobs/mail-jobs-repo';
import { readApiMessage } from './send-service';
import { callRefusal } from '../../lib/public-address';

const TIMEOUT_MS = 10_000;

export const isApiKey = (key: string) => key.startsWith('api:');

/** Called by the engine inside the transaction that records the results: one job per API message whose owner set a delivery URL. */
export async function queueResultWebhooks(trx: Db, keys: readonly string[], now: Date): Promise<void> {
  const api = keys.filter(isApiKey);
  if (api.length === 0) return;
  const rows = await trx
    .selectFrom('messages as m')
    .innerJoin('api_settings as s', 's.user_id', 'm.user_id')
    .select('m.idem_key')
    .where('m.idem_key', 'in', api)
    .where('s.delivery_url', 'is not', null)
    .execute();
  for (const r of rows) await insertMailJob(trx, { kind: 'api-webhook', event: 'result', key: r.idem_key }, now.toISOString());
}

/** Called when a contact's message arrives: a job when it answers an API message and its owner set a reply URL. */
export async function queueReplyWebhook(ctx: Pick<AppContext, 'db' | 'mailJobs'>, inboundId: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('inbound_messages as i')
    .innerJoin('api_messages as a', 'a.message_id', 'i.message_id')
    .innerJoin('api_settings as s', 's.user_id', 'a.user_id')
    .select('i.id')
    .where('i.id', '=', inboundId)
    .where('s.reply_url', 'is not', null)
    .executeTakeFirst();
  if (row) await ctx.mailJobs.enqueue({ kind: 'api-webhook', event: 'reply', inboundId });
}

export const signBody = (body: string, key: string) => createHmac('sha256', key).update(body).digest('hex');

async function eventOf(ctx: AppContext, job: Extract<MailJob, { kind: 'api-webhook' }>): Promise<{ userId: number; event: WebhookEvent } | null> {
  if (job.event === 'result' && job.key) {
    const row = await ctx.db.selectFrom('messages').select(['id', 'user_id']).where('idem_key', '=', job.key).executeTakeFirst();
    if (!row) return null;
    return { userId: Number(row.user_id), event: { event: 'message.result', message: await readApiMessage(ctx, Number(row.user_id), Number(row.id)) } };
  }
  if (job.event === 'reply' && job.inboundId !== undefined) {
    const row = await ctx.db.selectFrom('inbound_messages').selectAll().where('id', '=', job.inboundId).executeTakeFirst();
    if (!row || row.message_id === null) return null;
    const reply = { id: Number(row.id), from: row.phone, to: row.did, text: row.text, receivedAt: row.received_at, messageId: Number(row.message_id) };
    return { userId: Number(row.user_id), event: { event: 'message.reply', reply } };
  }
  return null;
}

/** Posts one webhook; throws on a network error or a non-2xx answer, so the queue retries it. */
export async function postWebhook(ctx: AppContext, job: Extract<MailJob, { kind: 'api-webhook' }>): Promise<void> {
  const found = await eventOf(ctx, job);
  if (!found) return;
  const settings = await ctx.db.selectFrom('api_settings').selectAll().where('user_id', '=', found.userId).executeTakeFirst();
  const url = job.event === 'result' ? settings?.delivery_url : settings?.reply_url;
  if (!settings || !url) return;
  // Saved before the rule, or resolving to a private address now: not called (decision 46).
  if ((await callRefusal(new URL(url), { allowPrivate: ctx.config.webhookAllowPrivate, timeoutMs: TIMEOUT_MS })) !== null) return;
  const body = JSON.stringify(found.event);
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(body, settings.api_key), 'user-agent': 'campaign-platform-webhooks' },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`Webhook ${url} answered ${answer.status}`);
}
