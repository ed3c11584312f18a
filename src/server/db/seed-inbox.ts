// The demo user's inbox (issue 11): five contacts of 'Spring promo leads' who answered a message
// from the 'Chicago pool' numbers, one thread for each filter worth showing at first sight:
// an unread question waiting for an answer, a starred thread answered from the inbox, one a
// responder answered, one whose answer failed, and a read question still waiting. The opening
// messages belong to no campaign (keys seed:inbox:*), so no campaign's figures, resend or revenue
// ever count them; nothing here is charged (it is history, and the demo's credit stays $500.00).
// Runs after the other demo seeds; deterministic but for the clock.
import type { Db } from './database';
import { HOUR_MS, type Clock } from '../lib/time';
import { syncThreads } from '../modules/inbox/thread-sync';

const MINUTE_MS = 60_000;

type Step = { from: 'us'; key: string; text: string; ago: number; result?: number } | { from: 'contact'; text: string; ago: number };

export interface SeededThread {
  /** What the contact last wrote: how tests and the e2e suite find the thread. */
  question: string;
  steps: Step[];
  starred?: boolean;
  read?: boolean;
}

const opener = (i: number, ago: number): Step => ({
  from: 'us',
  key: `seed:inbox:${i}`,
  text: 'Lakeview Auto: spring tire sale, 20% off all week. Book a fitting at lakeviewauto.example. Reply STOP to opt out.',
  ago,
});

/** FAILED (2): the carrier could not deliver the answer. */
const FAILED = 2;

export const SEEDED_INBOX: readonly SeededThread[] = [
  { question: 'Is the sale on in store too, or online only?', steps: [opener(0, 3 * HOUR_MS), { from: 'contact', text: 'Is the sale on in store too, or online only?', ago: 25 * MINUTE_MS }] },
  {
    question: 'Yes, please hold a set of winter tires for me',
    starred: true,
    read: true,
    steps: [
      opener(1, 50 * HOUR_MS),
      { from: 'contact', text: 'Yes, please hold a set of winter tires for me', ago: 49 * HOUR_MS },
      { from: 'us', key: 'inbox:seed:1', text: "Done! They're on hold under your name until Saturday.", ago: 48 * HOUR_MS },
    ],
  },
  {
    question: 'How much for four all-season tires?',
    read: true,
    steps: [
      opener(2, 26 * HOUR_MS),
      { from: 'contact', text: 'How much for four all-season tires?', ago: 25 * HOUR_MS },
      { from: 'us', key: 'resp:seed-2', text: 'All-season sets start at $396 fitted. Reply CALL and we will ring you back.', ago: 25 * HOUR_MS - MINUTE_MS },
    ],
  },
  {
    question: 'Can you call me back after 5?',
    read: true,
    steps: [
      opener(3, 30 * HOUR_MS),
      { from: 'contact', text: 'Can you call me back after 5?', ago: 29 * HOUR_MS },
      { from: 'us', key: 'inbox:seed:3', text: 'Sure, we will call you at 5:15 today.', ago: 28 * HOUR_MS, result: FAILED },
    ],
  },
  { question: 'What are your hours on Sunday?', read: true, steps: [opener(4, 5 * HOUR_MS), { from: 'contact', text: 'What are your hours on Sunday?', ago: 2 * HOUR_MS }] },
];

export async function seedInbox(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const when = (ago: number) => new Date(at - ago).toISOString();
  const [dids, contacts, price] = await Promise.all([
    db
      .selectFrom('dids as d')
      .innerJoin('did_groups as g', 'g.id', 'd.group_id')
      .select(['d.id', 'd.phone', 'g.route_id'])
      .where('g.user_id', '=', userId)
      .where('g.name', '=', 'Chicago pool')
      .where('d.status', '=', 'ACTIVE')
      .orderBy('d.id')
      .limit(SEEDED_INBOX.length)
      .execute(),
    db
      .selectFrom('contacts as c')
      .innerJoin('contact_groups as g', 'g.id', 'c.group_id')
      .select(['c.id', 'c.phone', 'c.group_id'])
      .where('g.user_id', '=', userId)
      .where('g.name', '=', 'Spring promo leads')
      .orderBy('c.id')
      // The group's first contact is on the DNC list (seed-contacts.ts): start past it.
      .offset(1)
      .limit(SEEDED_INBOX.length)
      .execute(),
    db.selectFrom('prices').select('unit_price_millicents').where('country', '=', 'US').where('message_type', '=', 'SMS').executeTakeFirst(),
  ]);
  const threads = SEEDED_INBOX.slice(0, Math.min(dids.length, contacts.length));
  for (const [i, thread] of threads.entries()) {
    const did = dids[i]!;
    const contact = contacts[i]!;
    let lastSent: number | null = null;
    for (const step of thread.steps) {
      if (step.from === 'contact') {
        await db
          .insertInto('inbound_messages')
          .values({ user_id: userId, phone: contact.phone, did: did.phone, text: step.text, kind: 'text', carrier_ref: null, campaign_id: null, message_id: lastSent, received_at: when(step.ago) })
          .execute();
        continue;
      }
      const sentAt = when(step.ago);
      const row = await db
        .insertInto('messages')
        .values({
          campaign_id: null, user_id: userId, batch_id: null, round: 0, contact_id: contact.id, group_id: contact.group_id, phone: contact.phone,
          idem_key: step.key, state: 'reported', hold_until: null, message_type: 'SMS', route_id: did.route_id, did: did.phone, did_id: did.id,
          creative_id: null, offer_id: null, domain: null, link_code: null, body: step.text, segments: 1, cost_millicents: price?.unit_price_millicents ?? 0,
          result: step.result ?? 0, queued_at: sentAt, submitted_at: sentAt, result_at: when(step.ago - 5_000),
          clicked_at: null, replied_at: null, converted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastSent = Number(row.id);
    }
  }
  // The threads are made the way the inbox makes them, then given their star and read state.
  await syncThreads(db, userId, now());
  for (const [i, thread] of threads.entries()) {
    const key = db.updateTable('inbox_threads').where('user_id', '=', userId).where('phone', '=', contacts[i]!.phone).where('did', '=', dids[i]!.phone);
    if (thread.starred) await key.set({ starred: 1 }).execute();
    if (thread.read) await key.set((eb) => ({ read_inbound_id: eb.fn.coalesce('last_inbound_id', eb.lit(0)) })).execute();
  }
}
