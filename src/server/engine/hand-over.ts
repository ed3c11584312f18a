// Handing a written batch to the carrier (decision 29): under the batch's key, then noting that the
// carrier took it. A batch a crash left unsent is read back from its rows and handed over again; the
// carrier takes a key once, and the note only moves rows still queued, so repeating is harmless.
import { messageTypeSchema } from '@domain/routes';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Carrier, OutboundMessage } from '../providers/carrier/carrier';
import { shortUrl } from '../modules/short-links/link-paths';
import { addToRun } from './campaign-run';
import type { BuiltMessage } from './message-builder';
import { retryTransient } from './retry-transient';

export interface CarrierDeps {
  ctx: AppContext;
  carrier: Carrier;
}

export function outbound(built: BuiltMessage, id: number, publicUrl: string): OutboundMessage {
  return {
    key: built.key,
    ref: id,
    to: built.contact.phone,
    from: built.sender?.phone ?? null,
    routeId: built.route?.id ?? null,
    type: built.messageType,
    body: built.body,
    shortUrl: built.link ? shortUrl({ code: built.link.code, domain: built.link.domain, subDomain: '', path: '' }, publicUrl) : null,
    recipientCarrier: built.contact.carrier,
  };
}

/** A batch's messages as the carrier gets them, read back from their rows (a batch handed over again after a crash). */
export async function batchMessages(db: Db, batchId: number, publicUrl: string): Promise<OutboundMessage[]> {
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['m.id', 'm.idem_key', 'm.phone', 'm.did', 'm.route_id', 'm.message_type', 'm.body', 'm.link_code', 'm.domain', 'c.carrier'])
    .where('m.batch_id', '=', batchId)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    key: r.idem_key,
    ref: Number(r.id),
    to: r.phone,
    from: r.did,
    routeId: r.route_id === null ? null : Number(r.route_id),
    type: messageTypeSchema.parse(r.message_type),
    body: r.body,
    shortUrl: r.link_code === null ? null : shortUrl({ code: r.link_code, domain: r.domain, subDomain: '', path: '' }, publicUrl),
    recipientCarrier: r.carrier,
  }));
}

export interface BatchRef {
  id: number;
  key: string;
  userId: number;
  /** Null for a test send. */
  campaignId: number | null;
}

/** Hands a batch to the carrier under its key and records that it took it (once: a batch already submitted is left alone). */
export async function handOver(deps: CarrierDeps, batch: BatchRef, messages: readonly OutboundMessage[]): Promise<void> {
  await deps.carrier.submit({ key: batch.key, account: String(batch.userId), messages });
  const db = deps.ctx.db;
  const at = deps.ctx.now().toISOString();
  await retryTransient(() => db.transaction().execute(async (trx) => {
    const moved = await trx.updateTable('message_batches').set({ state: 'submitted', submitted_at: at }).where('id', '=', batch.id).where('state', '=', 'queued').executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await trx.updateTable('messages').set({ state: 'submitted', submitted_at: at }).where('batch_id', '=', batch.id).where('state', '=', 'queued').execute();
    if (batch.campaignId !== null) await addToRun(trx, batch.campaignId, { queued: -messages.length });
  }));
}

/** Hands a queued batch to the carrier again (after a crash, or while the carrier was down). Safe to repeat: the carrier takes a key once. */
export async function submitBatch(deps: CarrierDeps, batchId: number): Promise<void> {
  const db = deps.ctx.db;
  const batch = await db.selectFrom('message_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!batch || batch.state !== 'queued') return;
  const messages = await batchMessages(db, batchId, deps.ctx.config.publicUrl);
  await handOver(deps, { id: batchId, key: batch.key, userId: Number(batch.user_id), campaignId: batch.campaign_id === null ? null : Number(batch.campaign_id) }, messages);
}

/** Batches written but not yet taken by the carrier, oldest first (a crash, or a carrier that was down). */
export async function unsubmittedBatches(db: Db, olderThan: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('message_batches')
    .select('id')
    .where('state', '=', 'queued')
    .where('created_at', '<', olderThan.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}
