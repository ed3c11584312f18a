// What recipients do with a sent message, counted on it and its campaign (decision 29): the first
// click on its own short link, a reply to the DID it came from (STOP and its variants opt the
// number out of all the user's sending; HELP is answered), a conversion posted back with a payout,
// the outcome of a call. Each is counted once per message however often it repeats.
import { classifyInboundKeyword, keywordAutoReply, type ProgramContact } from '@domain/sending/compliance';
import type { Db, NewLinkClick } from '../db/database';
import { addToRun } from './campaign-run';
import { addMinute } from './minute-stats';
import { dateHour } from './stat-keys';

/** Marks the messages whose links were clicked (first click only) and counts them. */
export async function recordClicks(db: Db, rows: readonly NewLinkClick[]): Promise<void> {
  const clicked = rows.filter((r) => r.outcome === 'redirected');
  if (clicked.length === 0) return;
  const linkIds = [...new Set(clicked.map((r) => r.link_id))];
  const at = clicked[0]!.clicked_at;
  await db.transaction().execute(async (trx) => {
    const links = await trx.selectFrom('short_links').select('message_id').where('id', 'in', linkIds).where('message_id', 'is not', null).execute();
    const ids = links.map((l) => Number(l.message_id));
    if (ids.length === 0) return;
    const marked = await trx
      .updateTable('messages')
      .set({ clicked_at: at })
      .where('id', 'in', ids)
      .where('clicked_at', 'is', null)
      .returning(['campaign_id', 'user_id', 'did_id'])
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
  });
}

/** Counts on each message's campaign (a test send's messages have none). */
async function countPerCampaign(
  trx: Db,
  rows: readonly { campaign_id: number | null; user_id: number }[],
  counter: 'clicked' | 'replied' | 'convertor',
  at: Date,
  extra: { revenueCents?: number } = {},
  between: () => Promise<void> = async () => undefined,
) {
  const per = new Map<number, { userId: number; n: number }>();
  for (const r of rows) {
    if (r.campaign_id === null) continue;
    per.set(Number(r.campaign_id), { userId: Number(r.user_id), n: (per.get(Number(r.campaign_id))?.n ?? 0) + 1 });
  }
  const campaigns = [...per.entries()].sort(([a], [b]) => a - b);
  for (const [campaignId, { n }] of campaigns) await addToRun(trx, campaignId, { [counter]: n, revenue_cents: extra.revenueCents ?? 0 });
  await between();
  for (const [campaignId, { userId, n }] of campaigns) await addMinute(trx, campaignId, userId, at, { [counter]: n, revenue_cents: extra.revenueCents ?? 0 });
}

/** The latest message this number was sent from that DID: whose reply it is. */
async function latestTo(db: Db, phone: string, did: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'campaign_id', 'user_id', 'replied_at'])
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
}

/** An inbound text from a contact to one of our numbers. */
export async function recordInbound(db: Db, input: { from: string; to: string; text: string }, now: Date, program: (userId: number) => Promise<ProgramContact>): Promise<InboundAnswer> {
  const keyword = classifyInboundKeyword(input.text);
  const kind = keyword?.kind ?? 'text';
  const message = await latestTo(db, input.from, input.to);
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
  if (userId === null) return { userId: null, kind, autoReply: null };
  const owner = userId;
  await db.transaction().execute(async (trx) => {
    if (message && message.replied_at === null) {
      const marked = await trx
        .updateTable('messages')
        .set({ replied_at: now.toISOString() })
        .where('id', '=', message.id)
        .where('replied_at', 'is', null)
        .returning(['campaign_id', 'user_id'])
        .execute();
      await countPerCampaign(trx, marked, 'replied', now);
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
        await addMinute(trx, Number(message.campaign_id), owner, now, { optout: 1 });
      }
    }
    if (kind === 'start') await trx.deleteFrom('opt_outs').where('user_id', '=', owner).where('phone', '=', input.from).execute();
  });
  const autoReply = kind === 'text' ? null : keywordAutoReply(kind, await program(owner));
  return { userId: owner, kind, autoReply };
}

/** A conversion posted back for a message (click_id is its key): counted once, its payout added as revenue. */
export async function recordConversion(db: Db, key: string, payoutCents: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('messages')
      .set({ converted_at: now.toISOString(), revenue_cents: payoutCents })
      .where('idem_key', '=', key)
      .where('converted_at', 'is', null)
      .returning(['campaign_id', 'user_id'])
      .execute();
    await countPerCampaign(trx, marked, 'convertor', now, { revenueCents: payoutCents });
    return marked.length > 0;
  });
}

/** A call's outcome; a callback counts on the campaign. */
export async function recordCallEvent(db: Db, key: string, callback: boolean): Promise<void> {
  if (!callback) return;
  const message = await db.selectFrom('messages').select(['campaign_id', 'user_id']).where('idem_key', '=', key).executeTakeFirst();
  if (message?.campaign_id != null) await addToRun(db, Number(message.campaign_id), { callback: 1 });
}
