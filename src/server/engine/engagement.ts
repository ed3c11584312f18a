// What recipients do with a sent message, counted on it and its campaign (decision 29): the first
// click on its own short link, a reply to the DID it came from (STOP and its variants opt the
// number out of all the user's sending; HELP is answered), a conversion posted back with a payout,
// the outcome of a call. Each is counted once per message however often it repeats.
import { classifyInboundKeyword, keywordAutoReply, type ProgramContact } from '@domain/sending/compliance';
import type { Db, NewLinkClick } from '../db/database';
import { addToRun } from './campaign-run';
import { addMinute, MinuteDeltasByRoute } from './minute-stats';
import { dateHour } from './stat-keys';
import { recordResponderOutcomes } from './responders/responder-figures';
import { countedClicks } from '../modules/user-settings/counted-clicks';

/** A message something happened to: whose it is, to whom, from which number. */
export interface EngagedMessage {
  id: number;
  key: string;
  userId: number;
  campaignId: number | null;
  phone: string;
  did: string | null;
  groupId: number | null;
}

const engaged = (m: { id: number; idem_key: string; user_id: number; campaign_id: number | null; phone: string; did: string | null; group_id: number | null }): EngagedMessage => ({
  id: Number(m.id),
  key: m.idem_key,
  userId: Number(m.user_id),
  campaignId: m.campaign_id === null ? null : Number(m.campaign_id),
  phone: m.phone,
  did: m.did,
  groupId: m.group_id === null ? null : Number(m.group_id),
});

/** Marks the messages whose links were clicked (first click only) and counts them; answers the messages first clicked now. */
export async function recordClicks(db: Db, rows: readonly NewLinkClick[]): Promise<EngagedMessage[]> {
  // The owner's click filter (the Click request tab) decides which redirected clicks count.
  const clicked = await countedClicks(db, rows.filter((r) => r.outcome === 'redirected'));
  if (clicked.length === 0) return [];
  const linkIds = [...new Set(clicked.map((r) => r.link_id))];
  const at = clicked[0]!.clicked_at;
  return db.transaction().execute(async (trx) => {
    const links = await trx.selectFrom('short_links').select('message_id').where('id', 'in', linkIds).where('message_id', 'is not', null).execute();
    const ids = links.map((l) => Number(l.message_id));
    if (ids.length === 0) return [];
    const marked = await trx
      .updateTable('messages')
      .set({ clicked_at: at })
      .where('id', 'in', ids)
      .where('clicked_at', 'is', null)
      .returning(['id', 'idem_key', 'campaign_id', 'route_id', 'user_id', 'did_id', 'did', 'phone', 'group_id'])
      .execute();
    // The sending numbers' click figures (the DID table's and the campaign checks'), between the
    // campaign's run and its minute: the engine's one order of rows (retry-transient.ts).
    const perDid = new Map<number, number>();
    for (const m of marked) if (m.did_id !== null) perDid.set(Number(m.did_id), (perDid.get(Number(m.did_id)) ?? 0) + 1);
    const hour = dateHour(new Date(at));
    await countPerCampaign(trx, marked, 'clicked', new Date(at), {}, async () => {
      for (const [didId, n] of [...perDid.entries()].sort(([a], [b]) => a - b)) {
        await trx
          .insertInto('did_hourly_stats')
          .values({ did_id: didId, hour, clicked: n })
          .onConflict((oc) => oc.columns(['did_id', 'hour']).doUpdateSet((eb) => ({ clicked: eb('did_hourly_stats.clicked', '+', n) })))
          .execute();
      }
    });
    await recordResponderOutcomes(trx, marked.map((m) => ({ key: m.idem_key, phone: m.phone, outcome: 'clicked' })), new Date(at));
    return marked.map(engaged);
  });
}

/** Counts on each message's campaign and route (a test send's messages have none). */
async function countPerCampaign(
  trx: Db,
  rows: readonly { campaign_id: number | null; route_id: number | null; user_id: number }[],
  counter: 'clicked' | 'replied' | 'convertor',
  at: Date,
  extra: { revenueCents?: number } = {},
  between: () => Promise<void> = async () => undefined,
) {
  const per = new Map<number, { userId: number; n: number }>();
  const minutes = new MinuteDeltasByRoute();
  for (const r of rows) {
    if (r.campaign_id === null) continue;
    per.set(Number(r.campaign_id), { userId: Number(r.user_id), n: (per.get(Number(r.campaign_id))?.n ?? 0) + 1 });
    minutes.add(Number(r.campaign_id), r.route_id === null ? null : Number(r.route_id), Number(r.user_id), { [counter]: 1, revenue_cents: extra.revenueCents ?? 0 });
  }
  const campaigns = [...per.entries()].sort(([a], [b]) => a - b);
  for (const [campaignId, { n }] of campaigns) await addToRun(trx, campaignId, { [counter]: n, revenue_cents: extra.revenueCents ?? 0 });
  await between();
  await minutes.write(trx, at);
}

/** The latest message this number was sent from that DID: whose reply it is. */
async function latestTo(db: Db, phone: string, did: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'idem_key', 'campaign_id', 'route_id', 'user_id', 'replied_at', 'group_id'])
    .where('phone', '=', phone)
    .where('did', '=', did)
    .where('state', '!=', 'held')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface InboundAnswer {
  /** Whose number it reached; null when no user of ours sent from it. */
  userId: number | null;
  kind: 'stop' | 'help' | 'start' | 'text';
  /** The carrier-rule answer to a keyword (STOP, HELP, START), sent back to the contact. */
  autoReply: string | null;
  /** The stored inbound message; null when no user owns the number. */
  inboundId: number | null;
  /** The carrier sent this message before (a repeated webhook): it was recorded and answered then. */
  repeated: boolean;
  /** The message it answers, if any. */
  answers: { key: string; campaignId: number | null; groupId: number | null } | null;
}

/** An inbound text from a contact to one of our numbers; `id` is the carrier's reference of it. */
export async function recordInbound(db: Db, input: { from: string; to: string; text: string; id?: string }, now: Date, program: (userId: number) => Promise<ProgramContact>): Promise<InboundAnswer> {
  const keyword = classifyInboundKeyword(input.text);
  let kind: InboundAnswer['kind'] = keyword?.kind ?? 'text';
  const message = await latestTo(db, input.from, input.to);
  const answers = message ? { key: message.idem_key, campaignId: message.campaign_id === null ? null : Number(message.campaign_id), groupId: message.group_id === null ? null : Number(message.group_id) } : null;
  let userId = message ? Number(message.user_id) : null;
  if (userId === null) {
    const owner = await db
      .selectFrom('dids')
      .innerJoin('did_groups', 'did_groups.id', 'dids.group_id')
      .select('did_groups.user_id')
      .where('dids.phone', '=', input.to)
      .executeTakeFirst();
    userId = owner ? Number(owner.user_id) : null;
  }
  if (userId === null) return { userId: null, kind, autoReply: null, inboundId: null, repeated: false, answers };
  const owner = userId;
  if (kind === 'start') {
    // START, UNSTOP and YES opt back in only a contact who opted out; from anyone else 'Yes' is an
    // answer, for the responder and the inbox (decision 30).
    const optedOut = await db.selectFrom('opt_outs').select('phone').where('user_id', '=', owner).where('phone', '=', input.from).executeTakeFirst();
    if (!optedOut) kind = 'text';
  }
  const inboundId = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('inbound_messages')
      .values({ user_id: owner, phone: input.from, did: input.to, text: input.text, kind, carrier_ref: input.id ?? null, campaign_id: answers?.campaignId ?? null, message_id: message ? Number(message.id) : null, received_at: now.toISOString() })
      .onConflict((oc) => oc.column('carrier_ref').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return null;
    if (message && message.replied_at === null) {
      const marked = await trx
        .updateTable('messages')
        .set({ replied_at: now.toISOString() })
        .where('id', '=', message.id)
        .where('replied_at', 'is', null)
        .returning(['campaign_id', 'route_id', 'user_id'])
        .execute();
      await countPerCampaign(trx, marked, 'replied', now);
      if (marked.length > 0) await recordResponderOutcomes(trx, [{ key: message.idem_key, phone: input.from, outcome: 'replied' }], now);
    }
    if (kind === 'stop') {
      // Opted out of everything this user sends, whichever group the number is in (000 §5; decision 27).
      const added = await trx
        .insertInto('opt_outs')
        .values({ user_id: owner, phone: input.from, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
        .executeTakeFirst();
      if (message?.campaign_id != null && Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        await addToRun(trx, Number(message.campaign_id), { optout: 1 });
        await addMinute(trx, Number(message.campaign_id), message.route_id === null ? null : Number(message.route_id), owner, now, { optout: 1 });
      }
    }
    if (kind === 'start') await trx.deleteFrom('opt_outs').where('user_id', '=', owner).where('phone', '=', input.from).execute();
    return Number(stored.id);
  });
  if (inboundId === null) return { userId: owner, kind, autoReply: null, inboundId: null, repeated: true, answers };
  const autoReply = kind === 'text' ? null : keywordAutoReply(kind, await program(owner));
  return { userId: owner, kind, autoReply, inboundId, repeated: false, answers };
}

/** A conversion posted back for a message (click_id is its key): counted once, its payout added as revenue. */
export async function recordConversion(db: Db, key: string, payoutCents: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('messages')
      .set({ converted_at: now.toISOString(), revenue_cents: payoutCents })
      .where('idem_key', '=', key)
      .where('converted_at', 'is', null)
      .returning(['campaign_id', 'route_id', 'user_id', 'phone'])
      .execute();
    await countPerCampaign(trx, marked, 'convertor', now, { revenueCents: payoutCents });
    await recordResponderOutcomes(trx, marked.map((m) => ({ key, phone: m.phone, outcome: 'converted' })), now);
    return marked.length > 0;
  });
}

/**
 * A call's outcome, written on its message once (a repeated event changes nothing): answered,
 * machine or missed, how long it was listened to, and a callback, which also counts on the
 * campaign; an answered responder call counts on its action. Answers the call's message.
 */
export async function recordCallEvent(db: Db, key: string, event: { outcome: string; listenSeconds: number; callback: boolean }, now: Date): Promise<EngagedMessage | null> {
  return db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('messages').select(['id', 'idem_key', 'campaign_id', 'user_id', 'phone', 'did', 'group_id']).where('idem_key', '=', key).executeTakeFirst();
    if (!message) return null;
    const first = await trx
      .updateTable('messages')
      .set({ call_outcome: event.outcome, call_seconds: Math.round(event.listenSeconds), called_back_at: event.callback ? now.toISOString() : null })
      .where('id', '=', message.id)
      .where('call_outcome', 'is', null)
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) === 0) return null;
    if (event.callback && message.campaign_id !== null) await addToRun(trx, Number(message.campaign_id), { callback: 1 });
    if (event.outcome === 'answered') await recordResponderOutcomes(trx, [{ key, phone: message.phone, outcome: 'answered' }], now);
    return engaged(message);
  });
}
