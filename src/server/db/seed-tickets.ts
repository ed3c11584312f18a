// Demo tickets and feedback (issue 15; decision 51). demo@ has six tickets in every status (two pages
// of five): some answered by support (admin@), one the user thanked and support closed, one the user
// cancelled; nobilling@ has one waiting for an answer, so the Super-Admin's list holds two users'.
// Feedback: four entries from both users, one already filed in the built-in issue tracker as CAM-1.
import type { TicketStatus } from '@domain/tickets/tickets';
import type { Db } from './database';
import { HOUR_MS, type Clock } from '../lib/time';

const MINUTE_MS = 60_000;

type Line = { support: boolean; text: string };
type Seeded = { owner: string; subject: string; status: TicketStatus; hoursAgo: number; thread: Line[] };

const DEMO = 'demo@example.com';
const NOBILLING = 'nobilling@example.com';
const ADMIN = 'admin@example.com';

const TICKETS: Seeded[] = [
  {
    owner: DEMO,
    subject: 'Campaign "Spring promo" stays in Queued',
    status: 'processing',
    hoursAgo: 3,
    thread: [
      { support: false, text: 'My campaign has been queued for an hour and nothing was sent. Can you check?' },
      { support: true, text: 'Thanks for writing. We are looking at the route it uses and will come back to you within the hour.' },
    ],
  },
  {
    owner: DEMO,
    subject: 'How do I verify a toll-free number?',
    status: 'done',
    hoursAgo: 50,
    thread: [
      { support: false, text: 'I bought toll-free numbers. What do I need before I can send from them?' },
      { support: true, text: 'Open Toll Free in the menu and create a request with your business profile and opt-in proof. The review takes a few days.' },
      { support: false, text: 'Found it, thank you!' },
    ],
  },
  {
    owner: DEMO,
    subject: 'Invoice for the bank transfer',
    status: 'open',
    hoursAgo: 1,
    thread: [{ support: false, text: 'Could you add our VAT number to the final invoice of the last bank order?' }],
  },
  {
    owner: DEMO,
    subject: 'Card charged twice',
    status: 'cancelled',
    hoursAgo: 96,
    thread: [
      { support: false, text: 'I see two charges for the same package.' },
      { support: false, text: 'Sorry, the first one was declined. Cancelling this ticket.' },
    ],
  },
  {
    owner: DEMO,
    subject: 'Opt-out link text in Spanish',
    status: 'processing',
    hoursAgo: 20,
    thread: [
      { support: false, text: 'Can the opt-out link say "Para darse de baja" instead of the English text?' },
      { support: true, text: 'Yes: edit the opt-out link and write your own text. We are checking whether the 10DLC rules accept it.' },
    ],
  },
  {
    owner: DEMO,
    subject: 'DID group "Chicago pool" shows no traffic for Sunday',
    status: 'done',
    hoursAgo: 140,
    thread: [
      { support: false, text: 'The stats show zero messages on Sunday for the Chicago pool.' },
      { support: true, text: 'No campaign was scheduled on Sunday: the sending window of your campaigns is Monday to Saturday.' },
    ],
  },
  {
    owner: NOBILLING,
    subject: 'Which documents does billing verification need?',
    status: 'open',
    hoursAgo: 5,
    thread: [{ support: false, text: 'I want to fill in the billing form. Do you need a company registration document?' }],
  },
];

const FEEDBACK = [
  { owner: DEMO, rating: 5, text: 'The responder canvas is great: auto-layout saves me a lot of time.', page: '/responders', hoursAgo: 30, issue: false },
  { owner: DEMO, rating: 2, text: 'The contact import froze at 99% once for a large file.\nIt finished after a reload.', page: '/contact/groups', hoursAgo: 26, issue: true },
  { owner: NOBILLING, rating: 3, text: 'I would like to see my balance history as a chart.', page: '/settings?tab=payment', hoursAgo: 8, issue: false },
  { owner: DEMO, rating: 4, text: 'Please add a dark theme to the invoice PDF preview.', page: '/settings/invoice', hoursAgo: 2, issue: false },
];

export async function seedTickets(db: Db, now: Clock): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [DEMO, NOBILLING, ADMIN]).execute();
  const idOf = new Map(users.map((u) => [u.email, Number(u.id)]));
  const admin = idOf.get(ADMIN);
  if (admin === undefined) return;
  const at = now().getTime();
  for (const t of TICKETS) {
    const owner = idOf.get(t.owner);
    if (owner === undefined) continue;
    const start = at - t.hoursAgo * HOUR_MS;
    const last = start + (t.thread.length - 1) * 20 * MINUTE_MS;
    const ticket = await db
      .insertInto('tickets')
      .values({
        user_id: owner,
        subject: t.subject,
        status: t.status,
        reply_count: t.thread.length,
        last_from_support: t.thread[t.thread.length - 1]?.support ? 1 : 0,
        created_at: new Date(start).toISOString(),
        updated_at: new Date(last).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ticket_replies')
      .values(
        t.thread.map((line, i) => ({
          ticket_id: ticket.id,
          author_id: line.support ? admin : owner,
          from_support: line.support ? (1 as const) : (0 as const),
          message: line.text,
          created_at: new Date(start + i * 20 * MINUTE_MS).toISOString(),
        })),
      )
      .execute();
  }
  for (const f of FEEDBACK) {
    const owner = idOf.get(f.owner);
    if (owner === undefined) continue;
    const created = new Date(at - f.hoursAgo * HOUR_MS).toISOString();
    let issueKey: string | null = null;
    if (f.issue) {
      issueKey = 'CAM-1';
      await db
        .insertInto('issue_tracker_entries')
        .values({ key: issueKey, project: 'CAM', number: 1, summary: 'Contact import stalls at 99% on large files', description: f.text, issue_type: 'Bug', created_by: ADMIN, created_at: created })
        .execute();
    }
    await db.insertInto('feedback_entries').values({ user_id: owner, rating: f.rating, text: f.text, page: f.page, issue_key: issueKey, created_at: created }).execute();
  }
}
