// One batch of one campaign, from the audience to the carrier (decision 29). Everything a batch
// changes is written in ONE transaction: its messages (queued, or held for the recipient's quiet
// hours), their short links, the charge through the ledger, the run's cursor and counters, the
// DIDs' cycle counts and the per-minute stats. Only then is it handed to the carrier, under the
// batch's key; a crash before the carrier answered leaves a queued batch that the next run hands
// over again, and the carrier takes a key once. So a contact is never sent twice, never skipped,
// and the credit charged is the cost of what was queued.
import { randomUUID } from 'node:crypto';
import { costCents } from '@domain/pricing';
import { sql } from 'kysely';
import { nextAllowedSendTime, nanpAreaCode, recipientOfContact } from '@domain/sending/compliance';
import type { Db } from '../db/database';
import { chargeWithin } from '../modules/credit/ledger';
import { FAILED_KEPT_HOURS } from '@domain/sending/campaign-progress';
import { audiencePage, resendPage, type AudienceContact, type ResendCondition } from './audience-page';
import type { CampaignPlan, PlanSender } from './campaign-plan';
import { addToRun, moveCampaign, recordEvent, type RunRow } from './campaign-run';
import { buildMessage, messageKey, type BuiltMessage } from './message-builder';
import { dateHour } from './stat-keys';
import { handOver, outbound, batchMessages, type CarrierDeps } from './hand-over';
import { MinuteDeltasByRoute } from './minute-stats';
import type { MessageWriter } from './message-writer';
import type { DidSenders } from './did-senders';
import { retryTransient } from './retry-transient';
import { countDomains, placeLinkDomains } from './domain-links';

export interface DispatchDeps extends CarrierDeps {
  optoutSecret: string;
  writeMessages: MessageWriter;
  senders: DidSenders;
}

export interface BatchResult {
  /** Messages queued for the carrier now (new and released from hold). */
  sent: number;
  held: number;
  skipped: number;
  /** The audience has no more contacts after this batch. */
  exhausted: boolean;
  /** The balance did not cover the next message. */
  creditShort: boolean;
  /** No DID or ANI can send for the campaign. */
  noSender: boolean;
  /** The campaign's DID groups are all asleep (their sleep timers): look again later. */
  sleeping: boolean;
}

/** The literal the partial index messages_held is built on (a bound parameter would not match it). */
export const HELD = sql<boolean>`state = 'held'`;

const CHUNK = 400;
const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Quiet hours are the NANP's laws (US and Canada, decision 27); elsewhere the campaign's own schedule and sleep timer rule. */
function holdUntil(contact: AudienceContact, now: Date): Date | null {
  if (nanpAreaCode(contact.phone) === null) return null;
  const allowed = nextAllowedSendTime(now, recipientOfContact({ phone: contact.phone, fields: contact.fields }));
  return allowed.getTime() > now.getTime() ? allowed : null;
}

/** Phones of this round already written (a contact in two of the campaign's groups gets one message). */
async function alreadyWritten(db: Db, plan: CampaignPlan, round: number, phones: string[]): Promise<Set<string>> {
  if (plan.contactGroups.length < 2 || phones.length === 0) return new Set();
  const keys = phones.map((p) => messageKey(plan.campaignId, round, p));
  const found = new Set<string>();
  for (const part of chunks(keys, 900)) {
    const rows = await db.selectFrom('messages').select('phone').where('idem_key', 'in', part).execute();
    for (const r of rows) found.add(r.phone);
  }
  return found;
}

/** How many messages this user sent each phone on each route before: the first one carries the sender's name. */
async function earlierOnRoute(db: Db, userId: number, phones: string[]): Promise<Map<string, Set<number>>> {
  const seen = new Map<string, Set<number>>();
  for (const part of chunks(phones, 900)) {
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('messages')
      .select(['phone', 'route_id'])
      .distinct()
      .where('user_id', '=', userId)
      .where('phone', 'in', part)
      .where('state', '!=', 'held')
      .execute();
    for (const r of rows) {
      if (r.route_id === null) continue;
      const set = seen.get(r.phone) ?? new Set<number>();
      set.add(Number(r.route_id));
      seen.set(r.phone, set);
    }
  }
  return seen;
}

interface Planned {
  built: BuiltMessage;
  holdUntil: Date | null;
  /** The row's id once written. */
  id?: number;
}

async function pausedElements(db: Db, campaignId: number, now: Date) {
  const rows = await db.selectFrom('campaign_paused_elements').select(['element', 'element_id']).where('campaign_id', '=', campaignId).where('paused_until', '>', now.toISOString()).execute();
  return {
    creatives: new Set(rows.filter((r) => r.element === 'creative').map((r) => Number(r.element_id))),
    offers: new Set(rows.filter((r) => r.element === 'offer').map((r) => Number(r.element_id))),
  };
}

/** The round's next contacts: the audience for the first send, the matching messages of the round before for a resend. */
function roundPage(db: Db, plan: CampaignPlan, run: RunRow, limit: number, now: Date): Promise<AudienceContact[]> {
  if (Number(run.round) === 0) return audiencePage(db, plan, Number(run.cursor_group), Number(run.cursor), limit);
  const conditions = run.round_kind.split(',').filter((c): c is ResendCondition => c === 'failed' || c === 'nonReply' || c === 'nonClicked');
  return resendPage(db, plan, Number(run.round), conditions, new Date(now.getTime() - FAILED_KEPT_HOURS * 3_600_000), Number(run.cursor), limit);
}

export async function dispatchBatch(deps: DispatchDeps, plan: CampaignPlan, run: RunRow, limit: number, now: Date): Promise<BatchResult> {
  const { ctx } = deps;
  const db = ctx.db;
  const round = Number(run.round);
  const result: BatchResult = { sent: 0, held: 0, skipped: 0, exhausted: false, creditShort: false, noSender: false, sleeping: false };

  const released = await db
    .selectFrom('messages')
    .select(['id', 'cost_millicents', 'did_id', 'group_id', 'route_id'])
    .where('campaign_id', '=', plan.campaignId)
    .where('round', '=', round)
    .where(HELD)
    .where('hold_until', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();

  const room = limit - released.length;
  const page = room > 0 && !run.audience_done ? await roundPage(db, plan, run, room, now) : [];
  const written = await alreadyWritten(db, plan, round, page.map((c) => c.phone));
  const routesSeen = await earlierOnRoute(db, plan.userId, page.filter((c) => c.excluded === null).map((c) => c.phone));
  const paused = await pausedElements(db, plan.campaignId, now);

  // Credit: what the balance covers, in contact order, so the cursor stops exactly where it ran out.
  const balance = await ctx.ledger.balance(plan.userId);
  let cost = Number(run.cost_millicents);
  const charged = Number(run.charged_cents);
  const affordable = (millicents: number) => costCents(1, cost + millicents) - charged <= balance;

  // Senders for every contact of the page that may need one (skipped ones leave theirs unused).
  const placement = await deps.senders.place(db, plan, page.length, Number(run.sent) + Number(run.held), now);
  if (page.length > 0 && placement.senders.length === 0 && released.length === 0) {
    return { ...result, noSender: placement.reason === 'no_active_did', sleeping: placement.reason !== 'no_active_did' };
  }
  let nextSender = 0;
  // The domain of each link, for every contact of the page that may send (messages without an offer carry none).
  const linkDomains = plan.offers.length > 0 ? await placeLinkDomains(db, plan.userId, plan.domainGroupId, page.length) : [];

  const releasedIds: number[] = [];
  for (const m of released) {
    if (!affordable(Number(m.cost_millicents))) {
      result.creditShort = true;
      break;
    }
    cost += Number(m.cost_millicents);
    releasedIds.push(Number(m.id));
  }

  const planned: Planned[] = [];
  const seenNow = new Set<string>();
  let cursor = Number(run.cursor);
  let cursorGroup = Number(run.cursor_group);
  let order = Number(run.sent) + Number(run.held);
  let skipped = 0;
  if (!result.creditShort) {
    for (const contact of page) {
      if (contact.excluded !== null || written.has(contact.phone) || seenNow.has(contact.phone)) {
        skipped += 1;
        cursor = contact.cursorId;
        cursorGroup = contact.cursorGroup;
        continue;
      }
      const sender: PlanSender | undefined = placement.senders[nextSender];
      // The numbers ran out (asleep, full, none active) before this contact: it waits for the next pass.
      if (sender === undefined) break;
      nextSender += 1;
      const built = buildMessage({
        plan,
        contact,
        round,
        seq: order,
        sender,
        domain: linkDomains[planned.length] ?? null,
        sentBeforeOnRoute: routesSeen.get(contact.phone)?.has(sender.routeId) ? 1 : 0,
        pausedCreatives: paused.creatives,
        pausedOffers: paused.offers,
        optoutSecret: deps.optoutSecret,
        publicUrl: ctx.config.publicUrl,
      });
      const hold = holdUntil(contact, now);
      if (hold === null) {
        if (!affordable(built.costMillicents)) {
          result.creditShort = true;
          break;
        }
        cost += built.costMillicents;
      }
      planned.push({ built, holdUntil: hold });
      seenNow.add(contact.phone);
      order += 1;
      cursor = contact.cursorId;
      cursorGroup = contact.cursorGroup;
    }
  }
  // Done with the audience only when every contact of a short page was dealt with (not stopped by credit or senders).
  const processedAll = planned.length + skipped === page.length;
  const exhausted = !result.creditShort && processedAll && (run.audience_done === 1 || page.length < room);
  const toSend = planned.filter((p) => p.holdUntil === null);
  const toHold = planned.filter((p) => p.holdUntil !== null);
  const sendCount = toSend.length + releasedIds.length;
  const batchCost = cost - Number(run.cost_millicents);
  const cents = costCents(1, cost) - charged;
  const at = now.toISOString();
  const batchKey = randomUUID();

  const batchId = await retryTransient(() => db.transaction().execute(async (trx) => {
    let batchId: number | null = null;
    if (sendCount > 0) {
      const batch = await trx
        .insertInto('message_batches')
        .values({ campaign_id: plan.campaignId, user_id: plan.userId, key: batchKey, state: 'queued', count: sendCount, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      batchId = Number(batch.id);
    }
    const ids = await deps.writeMessages(
      trx,
      planned.map(({ built, holdUntil: hold }) => ({
        campaign_id: plan.campaignId,
        user_id: plan.userId,
        batch_id: hold === null ? batchId : null,
        round,
        contact_id: built.contact.id,
        group_id: built.contact.groupId,
        phone: built.contact.phone,
        idem_key: built.key,
        state: hold === null ? 'queued' : 'held',
        hold_until: hold === null ? null : hold.toISOString(),
        message_type: plan.messageType,
        route_id: built.route?.id ?? null,
        did: built.sender?.phone ?? null,
        did_id: built.sender?.didId ?? null,
        creative_id: built.creativeId,
        offer_id: built.offerId,
        domain: built.link?.domain ?? null,
        link_code: built.link?.code ?? null,
        body: built.body,
        segments: built.segments,
        cost_millicents: built.costMillicents,
        queued_at: at,
      })),
    );
    planned.forEach((p, i) => (p.id = ids[i]!));
    const links = planned.filter((p) => p.built.link !== null);
    for (const part of chunks(links)) {
      await trx
        .insertInto('short_links')
        .values(
          part.map(({ built, id }) => ({
            user_id: plan.userId,
            code: built.link!.code,
            domain: built.link!.domain,
            target_url: built.link!.targetUrl,
            offer_id: built.offerId,
            click_limit: null,
            ip_click_limit: null,
            expires_at: null,
            created_at: at,
            message_id: id,
          })),
        )
        .execute();
    }
    for (const part of chunks(releasedIds)) {
      await trx.updateTable('messages').set({ state: 'queued', batch_id: batchId, queued_at: at }).where('id', 'in', part).where('state', '=', 'held').execute();
    }
    if (placement.resetGroups.length > 0) {
      await trx.updateTable('dids').set({ cycle_sent: 0 }).where('group_id', 'in', placement.resetGroups).execute();
      await trx.updateTable('did_groups').set({ cycle_reset_at: at }).where('id', 'in', placement.resetGroups).execute();
    }
    if (cents > 0) await chargeWithin(trx, plan.userId, cents, 'campaign', `campaign:${plan.campaignId}:batch:${batchKey}`, now);
    await addToRun(
      trx,
      plan.campaignId,
      {
        sent: sendCount,
        queued: sendCount,
        held: toHold.length - releasedIds.length,
        skipped,
        cost_millicents: batchCost,
        charged_cents: cents,
      },
      { cursor, cursor_group: cursorGroup, audience_done: exhausted ? 1 : 0, ...(sendCount > 0 ? { last_sent_at: at } : {}) },
    );
    await countSends(trx, plan, toSend.map((p) => p.built), released.filter((m) => releasedIds.includes(Number(m.id))), now);
    // Sending again: the numbers are awake, or a new day of the daily limit began.
    if (sendCount > 0 && (run.pause_reason === 'numbers_asleep' || run.pause_reason === 'daily_limit')) await trx.updateTable('campaign_runs').set({ pause_reason: null }).where('campaign_id', '=', plan.campaignId).execute();
    if (sendCount > 0 && (await moveCampaign(trx, plan.campaignId, ['queued', 'scheduled'], 'running', now))) {
      await trx.updateTable('campaign_runs').set({ started_at: at }).where('campaign_id', '=', plan.campaignId).where('started_at', 'is', null).execute();
      await recordEvent(trx, plan.campaignId, plan.userId, 'started', 'Campaign started sending', now);
    }
    return batchId;
  }));

  if (batchId !== null) {
    // A request waiting since the transaction began goes first (SQLite answers synchronously).
    await new Promise<void>((resolve) => setImmediate(resolve));
    const fresh = toSend.map(({ built, id }) => outbound(built, id!, ctx.config.publicUrl));
    // Released held messages were written earlier: read back with the batch.
    const messages = releasedIds.length === 0 ? fresh : await batchMessages(db, batchId, ctx.config.publicUrl);
    await handOver(deps, { id: batchId, key: batchKey, userId: plan.userId, campaignId: plan.campaignId }, messages);
  }
  return { ...result, sent: sendCount, held: toHold.length, skipped, exhausted };
}

/** The DIDs' cycle and hourly counts, the groups' sent counts and the minute's figures, for what was queued. */
async function countSends(
  trx: Db,
  plan: CampaignPlan,
  built: readonly BuiltMessage[],
  released: readonly { did_id: number | null; group_id: number | null; route_id: number | null; cost_millicents: number }[],
  now: Date,
): Promise<void> {
  const perDid = new Map<number, number>();
  const perGroup = new Map<number, number>();
  const add = (map: Map<number, number>, id: number | null) => id !== null && map.set(id, (map.get(id) ?? 0) + 1);
  for (const b of built) {
    add(perDid, b.sender?.didId ?? null);
    add(perGroup, b.contact.groupId);
  }
  for (const m of released) {
    add(perDid, m.did_id === null ? null : Number(m.did_id));
    add(perGroup, m.group_id === null ? null : Number(m.group_id));
  }
  const hour = dateHour(now);
  // Rows in the engine's one order (retry-transient.ts): DIDs, their hours, groups, then the minute.
  for (const [didId, n] of [...perDid.entries()].sort(([a], [b]) => a - b)) {
    await trx.updateTable('dids').set((eb) => ({ cycle_sent: eb('cycle_sent', '+', n) })).where('id', '=', didId).execute();
    await trx
      .insertInto('did_hourly_stats')
      .values({ did_id: didId, hour, sent: n })
      .onConflict((oc) => oc.columns(['did_id', 'hour']).doUpdateSet((eb) => ({ sent: eb('did_hourly_stats.sent', '+', n) })))
      .execute();
  }
  for (const [groupId, n] of [...perGroup.entries()].sort(([a], [b]) => a - b)) {
    await trx.updateTable('contact_groups').set((eb) => ({ sent: eb('sent', '+', n) })).where('id', '=', groupId).execute();
  }
  const perDomain = new Map<string, number>();
  for (const b of built) if (b.link?.domain) perDomain.set(b.link.domain, (perDomain.get(b.link.domain) ?? 0) + 1);
  await countDomains(trx, plan.userId, perDomain, 'used', now);
  // The minute's figures per route: what each message went over and cost (the batch's cost, split).
  const minutes = new MinuteDeltasByRoute();
  for (const b of built) minutes.add(plan.campaignId, b.route?.id ?? null, plan.userId, { sent: 1, cost_millicents: b.costMillicents });
  for (const m of released) minutes.add(plan.campaignId, m.route_id === null ? null : Number(m.route_id), plan.userId, { sent: 1, cost_millicents: Number(m.cost_millicents) });
  await minutes.write(trx, now);
}
