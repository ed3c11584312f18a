// The failover route (Advanced settings' failoverRouteEnable + failoverRouteId; decision 46): a
// campaign message whose route could not carry it is sent once more over the user's failover route.
// "Could not carry it" is a result about the route, not the recipient or the text: ATTEMPT_FAILED
// (it never reached the carrier), REJECTED_BY_VENDOR and REJECTED_BY_EXCEED_QUOTA (the route's
// vendor refused it or its quota was full). A blocked, opted-out, invalid or expired message would
// fail the same way on any route, so it is not failed over.
//
// Called after the reports are applied (delivery-reports.ts). The retry is a new message of the
// campaign (key `<original key>:failover`, unique, so a report that comes twice fails over once, and
// a failover is never failed over again), from the same number, on the failover route, priced at
// the price table's unit price for that route's country. It is written, charged, counted on the
// campaign (sent, cost) and on the failover route's minute (so route stats show it) in one
// transaction, then handed to the carrier like any batch. The original keeps its failure (failed
// counters, error tracker). Off, no route, the same route, a route no longer active, or a balance
// that does not cover it: no failover.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { costCents } from '@domain/pricing';
import { codeOfDeliveryResult, type DeliveryResult } from '@domain/sending/delivery-results';
import { messageTypeSchema } from '@domain/routes';
import type { MessagesTable } from '../db/database';
import type { DeliveryReport, OutboundMessage } from '../providers/carrier/carrier';
import { chargeWithin } from '../modules/credit/ledger';
import { InsufficientCreditError } from '../http/errors';
import { getUserSettings } from '../modules/user-settings/repo';
import { shortUrl } from '../modules/short-links/link-paths';
import { addToRun } from './campaign-run';
import { handOver, type CarrierDeps } from './hand-over';
import { MinuteDeltasByRoute } from './minute-stats';

export const FAILOVER_RESULTS: readonly DeliveryResult[] = ['ATTEMPT_FAILED', 'REJECTED_BY_VENDOR', 'REJECTED_BY_EXCEED_QUOTA'];
const FAILOVER_CODES = new Set(FAILOVER_RESULTS.map(codeOfDeliveryResult));
const SUFFIX = ':failover';

export const failoverKey = (key: string) => `${key}${SUFFIX}`;
export const isFailoverKey = (key: string) => key.endsWith(SUFFIX);

/** Fails over the reported messages that qualify; answers how many were sent again. */
export async function failOver(deps: CarrierDeps, reports: readonly DeliveryReport[]): Promise<number> {
  const refs = reports.filter((r) => FAILOVER_CODES.has(r.code) && !isFailoverKey(r.key)).map((r) => r.ref);
  if (refs.length === 0) return 0;
  const db = deps.ctx.db;
  const failed = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', 'in', refs)
    .where('campaign_id', 'is not', null)
    .where('state', '=', 'reported')
    .where('result', 'in', [...FAILOVER_CODES])
    .orderBy('id')
    .execute();
  let sent = 0;
  const byCampaign = new Map<number, typeof failed>();
  for (const m of failed) byCampaign.set(Number(m.campaign_id), [...(byCampaign.get(Number(m.campaign_id)) ?? []), m]);
  for (const [campaignId, messages] of byCampaign) {
    const userId = Number(messages[0]!.user_id);
    const settings = await getUserSettings(db, userId);
    if (!settings.failoverRouteEnable || settings.failoverRouteId === null) continue;
    const route = await db.selectFrom('routes').select(['id', 'country']).where('id', '=', settings.failoverRouteId).where('status', '=', 'active').executeTakeFirst();
    if (!route) continue;
    const routeId = Number(route.id);
    const candidates = messages.filter((m) => m.route_id === null || Number(m.route_id) !== routeId);
    if (candidates.length === 0) continue;
    const done = new Set((await db.selectFrom('messages').select('idem_key').where('idem_key', 'in', candidates.map((m) => failoverKey(m.idem_key))).execute()).map((r) => r.idem_key));
    const fresh = candidates.filter((m) => !done.has(failoverKey(m.idem_key)));
    if (fresh.length === 0) continue;
    sent += await sendOver(deps, campaignId, userId, { id: routeId, country: route.country }, fresh);
  }
  return sent;
}

type FailedRow = Selectable<MessagesTable>;

/** The unit price of a message type in a country (the price table has no price per route). */
async function unitPrice(deps: CarrierDeps, country: string, messageType: string): Promise<number> {
  const type = messageType === 'SMS2' ? 'SMS' : messageType === 'MMSE' ? 'MMS' : messageType;
  const rows = await deps.ctx.db.selectFrom('prices').select(['country', 'unit_price_millicents']).where('message_type', '=', type).execute();
  const own = rows.find((r) => r.country === country) ?? rows[0];
  return own ? Number(own.unit_price_millicents) : 0;
}

async function sendOver(deps: CarrierDeps, campaignId: number, userId: number, route: { id: number; country: string }, rows: readonly FailedRow[]): Promise<number> {
  const { db } = deps.ctx;
  const now = deps.ctx.now();
  const at = now.toISOString();
  const prices = new Map<string, number>();
  for (const m of rows) if (!prices.has(m.message_type)) prices.set(m.message_type, await unitPrice(deps, route.country, m.message_type));
  const cost = (m: FailedRow) => prices.get(m.message_type)! * Number(m.segments);
  const millicents = rows.reduce((sum, m) => sum + cost(m), 0);
  const cents = costCents(millicents, 1);
  const batchKey = `failover:${randomUUID()}`;
  let written: { batchId: number; ids: number[] };
  try {
    written = await db.transaction().execute(async (trx) => {
      const batch = await trx
        .insertInto('message_batches')
        .values({ campaign_id: campaignId, user_id: userId, key: batchKey, state: 'queued', count: rows.length, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const batchId = Number(batch.id);
      const ids: number[] = [];
      for (const m of rows) {
        const row = await trx
          .insertInto('messages')
          .values({
            campaign_id: campaignId,
            user_id: userId,
            batch_id: batchId,
            round: Number(m.round),
            contact_id: m.contact_id,
            group_id: m.group_id,
            phone: m.phone,
            idem_key: failoverKey(m.idem_key),
            state: 'queued',
            hold_until: null,
            message_type: m.message_type,
            route_id: route.id,
            did: m.did,
            did_id: m.did_id,
            creative_id: m.creative_id,
            offer_id: m.offer_id,
            // The same short link: a click on either message is the contact's click.
            domain: m.domain,
            link_code: m.link_code,
            body: m.body,
            segments: Number(m.segments),
            cost_millicents: cost(m),
            queued_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      if (cents > 0) await chargeWithin(trx, userId, cents, 'campaign', `campaign:${campaignId}:${batchKey}`, now);
      await addToRun(trx, campaignId, { sent: rows.length, queued: rows.length, cost_millicents: millicents, charged_cents: cents }, { last_sent_at: at });
      const minutes = new MinuteDeltasByRoute();
      for (const m of rows) minutes.add(campaignId, route.id, userId, { sent: 1, cost_millicents: cost(m) });
      await minutes.write(trx, now);
      return { batchId, ids };
    });
  } catch (error) {
    // The balance does not cover the retry: the message stays failed.
    if (error instanceof InsufficientCreditError) return 0;
    throw error;
  }
  const publicUrl = deps.ctx.config.publicUrl;
  const outbound: OutboundMessage[] = rows.map((m, i) => ({
    key: failoverKey(m.idem_key),
    ref: written.ids[i]!,
    to: m.phone,
    from: m.did,
    routeId: route.id,
    type: messageTypeSchema.parse(m.message_type),
    body: m.body,
    shortUrl: m.link_code === null ? null : shortUrl({ code: m.link_code, domain: m.domain, subDomain: '', path: '' }, publicUrl),
    recipientCarrier: null,
  }));
  await handOver(deps, { id: written.batchId, key: batchKey, userId, campaignId }, outbound);
  return rows.length;
}
