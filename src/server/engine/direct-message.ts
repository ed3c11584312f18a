// One message that belongs to no campaign (decision 30): a responder's reply, a call it places,
// the answer to STOP or HELP. It goes the way a campaign's batch goes (decision 29): the message,
// its short link and its charge are written in one transaction as a batch of one under the
// message's own key, then handed to the carrier. A key seen before is not written again, so a
// repeated webhook or a re-run action after a crash sends nothing twice; a batch a crash left
// unsent is handed over by the engine's housekeeping like any other.
import type { MessageType } from '@domain/routes';
import { costCents } from '@domain/pricing';
import type { Db } from '../db/database';
import { InsufficientCreditError } from '../http/errors';
import { chargeWithin } from '../modules/credit/ledger';
import { shortUrl } from '../modules/short-links/link-paths';
import { handOver, type CarrierDeps } from './hand-over';

export interface DirectMessage {
  userId: number;
  /** The message's idempotency key: resp:<action id>, auto:<inbound id>. */
  key: string;
  to: string;
  /** The sending DID; null lets the route choose. */
  from: string | null;
  didId: number | null;
  routeId: number | null;
  type: MessageType;
  body: string;
  segments: number;
  costMillicents: number;
  /** A short link inside the body: its code is already in the text. */
  link: { code: string; domain: string | null; targetUrl: string; offerId: number | null } | null;
  contactId: number | null;
  groupId: number | null;
}

export type DirectOutcome = { sent: true; messageId: number; fresh: boolean } | { sent: false; reason: 'credit' };

/**
 * Writes, charges and hands over one message. `alongside` runs inside the same transaction with
 * the message's id and whether it is new (the responder marks its action done there). Short credit
 * sends nothing.
 */
export async function sendDirect(deps: CarrierDeps, message: DirectMessage, alongside?: (trx: Db, messageId: number, fresh: boolean) => Promise<void>): Promise<DirectOutcome> {
  const { db } = deps.ctx;
  const now = deps.ctx.now();
  const at = now.toISOString();
  let written: { batchId: number; messageId: number; fresh: boolean };
  try {
    written = await db.transaction().execute(async (trx) => {
      const known = await trx.selectFrom('messages').select(['id', 'batch_id']).where('idem_key', '=', message.key).executeTakeFirst();
      if (known) {
        await alongside?.(trx, Number(known.id), false);
        return { batchId: Number(known.batch_id), messageId: Number(known.id), fresh: false };
      }
      const batch = await trx
        .insertInto('message_batches')
        .values({ campaign_id: null, user_id: message.userId, key: message.key, state: 'queued', count: 1, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('messages')
        .values({
          campaign_id: null,
          user_id: message.userId,
          batch_id: Number(batch.id),
          round: 0,
          contact_id: message.contactId,
          group_id: message.groupId,
          phone: message.to,
          idem_key: message.key,
          state: 'queued',
          hold_until: null,
          message_type: message.type,
          route_id: message.routeId,
          did: message.from,
          did_id: message.didId,
          creative_id: null,
          offer_id: message.link?.offerId ?? null,
          domain: message.link?.domain ?? null,
          link_code: message.link?.code ?? null,
          body: message.body,
          segments: message.segments,
          cost_millicents: message.costMillicents,
          queued_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const messageId = Number(row.id);
      if (message.link) {
        await trx
          .insertInto('short_links')
          .values({ user_id: message.userId, code: message.link.code, domain: message.link.domain, target_url: message.link.targetUrl, offer_id: message.link.offerId, click_limit: null, ip_click_limit: null, expires_at: null, created_at: at, message_id: messageId })
          .execute();
      }
      const cents = costCents(message.costMillicents, 1);
      if (cents > 0) await chargeWithin(trx, message.userId, cents, 'campaign', message.key, now);
      await alongside?.(trx, messageId, true);
      return { batchId: Number(batch.id), messageId, fresh: true };
    });
  } catch (error) {
    if (error instanceof InsufficientCreditError) return { sent: false, reason: 'credit' };
    throw error;
  }
  if (written.fresh) {
    const url = message.link ? shortUrl({ code: message.link.code, domain: message.link.domain, subDomain: '', path: '' }, deps.ctx.config.publicUrl) : null;
    await handOver(deps, { id: written.batchId, key: message.key, userId: message.userId, campaignId: null }, [
      { key: message.key, ref: written.messageId, to: message.to, from: message.from, routeId: message.routeId, type: message.type, body: message.body, shortUrl: url, recipientCarrier: null },
    ]);
  }
  return { sent: true, messageId: written.messageId, fresh: written.fresh };
}
