// Brings a user's inbox threads up to date before the inbox reads them (decision 31). What the
// threads summarise is written elsewhere: inbound_messages by the carrier's webhook, answers by the
// engine (responders, keyword replies) and by the inbox itself. Rather than hook every writer, each
// user keeps a cursor over both tables and the inbox catches up from it, reading only what arrived
// since: the contact's new messages make or move threads, new messages without a campaign move
// their thread's answer side. Nothing is missed whoever wrote the row (the webhook, a seed, a test).
//
// Everything here is idempotent and only moves a thread forward (a newer id wins), so two tabs
// catching up at once, or a pass repeated, change nothing. A cursor stops short of rows younger
// than SETTLE_MS: on PostgreSQL a row with a smaller id can commit after a larger one, and the next
// pass reads the young ones again.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isAnswer, outboundSource } from '@domain/inbox-thread';
import type { Db } from '../../db/database';

const BATCH = 500;
/** Far longer than any transaction writing a message or an inbound row takes to commit. */
const SETTLE_MS = 10_000;

interface Cursor {
  inbound: number;
  message: number;
}

async function readCursor(db: Db, userId: number): Promise<Cursor> {
  await db.insertInto('inbox_cursors').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await db.selectFrom('inbox_cursors').select(['inbound_id', 'message_id']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { inbound: Number(row.inbound_id), message: Number(row.message_id) };
}

async function moveCursor(db: Db, userId: number, column: 'inbound_id' | 'message_id', to: number) {
  await db.updateTable('inbox_cursors').set({ [column]: to }).where('user_id', '=', userId).where(column, '<', to).execute();
}

/** The id the cursor may move to: the last row older than the settle window, in id order. */
function settledUpTo(rows: readonly { id: number; at: string }[], from: number, now: Date): number {
  const settled = new Date(now.getTime() - SETTLE_MS).toISOString();
  let upTo = from;
  for (const r of rows) {
    if (r.at > settled) break;
    upTo = r.id;
  }
  return upTo;
}

const keyOf = (phone: string, did: string) => `${phone}\n${did}`;

export async function syncThreads(db: Db, userId: number, now: Date): Promise<void> {
  const cursor = await readCursor(db, userId);
  await takeInbound(db, userId, cursor.inbound, now);
  await takeAnswers(db, userId, cursor.message, now);
}

async function takeInbound(db: Db, userId: number, from: number, now: Date) {
  for (let after = from; ; ) {
    const rows = (
      await db
        .selectFrom('inbound_messages')
        .select(['id', 'phone', 'did', 'kind', 'received_at'])
        .where('user_id', '=', userId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()
    ).map((r) => ({ ...r, id: Number(r.id), at: r.received_at }));
    if (rows.length === 0) return;
    const latest = new Map(rows.map((r) => [keyOf(r.phone, r.did), r]));
    for (const r of latest.values()) {
      await noteInbound(db, userId, r, now);
      // A thread new to the inbox may have been answered already (a responder reacts at once).
      await reconcileAnswers(db, userId, r.phone, r.did);
    }
    await moveCursor(db, userId, 'inbound_id', settledUpTo(rows, from, now));
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

async function noteInbound(db: Db, userId: number, r: { id: number; phone: string; did: string; kind: string; at: string }, now: Date) {
  await db
    .insertInto('inbox_threads')
    .values({
      uuid: randomUUID(),
      user_id: userId,
      phone: r.phone,
      did: r.did,
      last_inbound_id: r.id,
      last_inbound_at: r.at,
      last_inbound_kind: r.kind,
      last_activity_at: r.at,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'phone', 'did'])
        .doUpdateSet({
          last_inbound_id: (eb) => eb.ref('excluded.last_inbound_id'),
          last_inbound_at: (eb) => eb.ref('excluded.last_inbound_at'),
          last_inbound_kind: (eb) => eb.ref('excluded.last_inbound_kind'),
          last_activity_at: sql`case when excluded.last_activity_at > inbox_threads.last_activity_at then excluded.last_activity_at else inbox_threads.last_activity_at end`,
        })
        .where(sql<boolean>`coalesce(inbox_threads.last_inbound_id, 0) < excluded.last_inbound_id`),
    )
    .execute();
}

interface Answers {
  lastId: number | null;
  lastAt: string | null;
  responder: boolean;
}

/** Moves a thread's answer side forward; a thread that does not exist (no contact wrote) is left alone. */
async function noteAnswers(db: Db, userId: number, phone: string, did: string, answers: Answers) {
  const thread = db.updateTable('inbox_threads').where('user_id', '=', userId).where('phone', '=', phone).where('did', '=', did);
  if (answers.lastId !== null && answers.lastAt !== null) {
    const at = answers.lastAt;
    await thread
      .set({
        last_reply_id: answers.lastId,
        last_reply_at: at,
        last_activity_at: sql`case when ${at} > last_activity_at then ${at} else last_activity_at end`,
      })
      .where(sql<boolean>`coalesce(last_reply_id, 0) < ${answers.lastId}`)
      .execute();
  }
  if (answers.responder) await thread.set({ responder: 1 }).where('responder', '=', 0).execute();
}

/** What the messages say about the answers, in id order: the latest answer and whether a responder wrote. */
function answersOf(rows: readonly { id: number; idem_key: string; queued_at: string }[]): Answers {
  const out: Answers = { lastId: null, lastAt: null, responder: false };
  for (const r of rows) {
    const source = outboundSource(r.idem_key, null);
    if (!isAnswer(source)) continue;
    if (out.lastId === null || r.id > out.lastId) Object.assign(out, { lastId: r.id, lastAt: r.queued_at });
    if (source === 'responder') out.responder = true;
  }
  return out;
}

/** Reads one thread's answers from its messages without a campaign (a handful per contact). */
async function reconcileAnswers(db: Db, userId: number, phone: string, did: string) {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'idem_key', 'queued_at'])
    .where('user_id', '=', userId)
    .where('phone', '=', phone)
    .where('did', '=', did)
    .where('campaign_id', 'is', null)
    .execute();
  await noteAnswers(db, userId, phone, did, answersOf(rows.map((r) => ({ ...r, id: Number(r.id) }))));
}

async function takeAnswers(db: Db, userId: number, from: number, now: Date) {
  for (let after = from; ; ) {
    const rows = (
      await db
        .selectFrom('messages')
        .select(['id', 'phone', 'did', 'idem_key', 'queued_at'])
        .where('user_id', '=', userId)
        // Literal, so the partial index messages_direct (0017) serves the scan.
        .where('campaign_id', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()
    ).map((r) => ({ ...r, id: Number(r.id), at: r.queued_at }));
    if (rows.length === 0) return;
    const byThread = new Map<string, { phone: string; did: string; rows: typeof rows }>();
    for (const r of rows) {
      if (r.did === null) continue;
      const key = keyOf(r.phone, r.did);
      const entry = byThread.get(key) ?? { phone: r.phone, did: r.did, rows: [] };
      entry.rows.push(r);
      byThread.set(key, entry);
    }
    for (const t of byThread.values()) await noteAnswers(db, userId, t.phone, t.did, answersOf(t.rows));
    await moveCursor(db, userId, 'message_id', settledUpTo(rows, from, now));
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}
