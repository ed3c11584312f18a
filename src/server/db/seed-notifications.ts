// The demo user's notifications (issue 11; decision 34): six things that happened to the seeded
// work over the last days, the three newest unread, so the bell shows a count and two pages of 5;
// and settings with every event on and a copy mailed to the demo's own address. Each item leads
// to the seeded group, pool, domain group or finished campaign it tells of. Runs after the other
// demo seeds; deterministic but for the clock.
import type { NotificationEvent, NotificationStatus } from '@domain/notifications';
import { DEFAULT_NOTIFICATION_EVENTS } from '@domain/notifications';
import type { Db } from './database';
import { HOUR_MS, type Clock } from '../lib/time';
import { FINISHED_CAMPAIGN_TITLE } from './seed-stats';

interface Seeded {
  event: NotificationEvent;
  title: string;
  body: string;
  link: string;
  hoursAgo: number;
  status: NotificationStatus;
}

async function idOf(query: Promise<{ id: number } | undefined>): Promise<number | string> {
  const row = await query;
  return row === undefined ? '' : Number(row.id);
}

export async function seedNotifications(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const group = (name: string) => idOf(db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst());
  const [leads, customers, webinar, pool, domains, finished] = await Promise.all([
    group('Spring promo leads'),
    group('Scrubbed customers'),
    group('Webinar signups'),
    idOf(db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Chicago pool').executeTakeFirst()),
    idOf(db.selectFrom('domain_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Main offers').executeTakeFirst()),
    idOf(db.selectFrom('campaigns').select('id').where('user_id', '=', userId).where('title', '=', FINISHED_CAMPAIGN_TITLE).executeTakeFirst()),
  ]);
  const items: Seeded[] = [
    { event: 'importFinished', title: 'Contact import finished', body: 'Spring promo leads: the contacts are in the group.', link: `/contact/groups/${leads}`, hoursAgo: 96, status: 'read' },
    { event: 'scrubFinished', title: 'Scrub finished', body: 'Scrubbed customers: the group is scrubbed.', link: `/contact/groups/${customers}`, hoursAgo: 72, status: 'read' },
    { event: 'didPurchaseFinished', title: 'DID purchase finished', body: 'Chicago pool: 15 DIDs: the numbers are in the group.', link: `/dids/${pool}`, hoursAgo: 70, status: 'read' },
    { event: 'campaignFinished', title: 'Campaign finished', body: `${FINISHED_CAMPAIGN_TITLE}: Every contact was sent to.`, link: `/monitoring?statuses=completed&campaignId=${finished}`, hoursAgo: 26, status: 'unread' },
    { event: 'domainPurchaseFinished', title: 'Domain purchase finished', body: 'Main offers: 2 domains: the purchase has finished.', link: `/domain/groups/${domains}`, hoursAgo: 5, status: 'unread' },
    { event: 'importFailed', title: 'Contact import failed', body: 'Webinar signups: the file has no phone column.', link: `/contact/groups/${webinar}`, hoursAgo: 1, status: 'unread' },
  ];
  await db
    .insertInto('notifications')
    .values(items.map((n) => ({ user_id: userId, event: n.event, title: n.title, body: n.body, link: n.link, status: n.status, created_at: new Date(at - n.hoursAgo * HOUR_MS).toISOString() })))
    .execute();
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, events: JSON.stringify(DEFAULT_NOTIFICATION_EVENTS), emails: 'demo@example.com', updated_at: new Date(at).toISOString() })
    .execute();
}
