// The demo user's campaigns (issue 9): a draft almost ready to send (its group, route, DID group,
// creative, offer, domain group and opt-out link are the demo's own seeded records; only the
// schedule is left to choose), a draft barely started, and one campaign queued for the sending
// engine with its audience counted (sent slowly, so it is seen running), answered by the seeded concierge responder (so the simulated
// audience's replies start live conversations). Runs after the other demo seeds; deterministic.
import { composeSchema, type ComposeInput } from '@domain/campaign-compose';
import type { Db } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';
import { countAudience } from '../modules/campaigns/audience';

async function firstId(query: Promise<{ id: number } | undefined>): Promise<number | null> {
  const row = await query;
  return row ? Number(row.id) : null;
}

export async function seedCampaigns(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const when = (ms: number) => new Date(at - ms).toISOString();
  const [group, didGroup, creative, offer, domainGroup, optoutLink, route, concierge] = await Promise.all([
    firstId(db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Scrubbed customers').executeTakeFirst()),
    firstId(db.selectFrom('did_groups').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('creatives').select('id').where('user_id', '=', userId).where('approval_status', '=', 'APPROVED').orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('offers').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('domain_groups').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('optout_links').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('routes').select('id').where('status', '=', 'active').where('country', '=', 'US').where('send_method', '=', 2).orderBy('id').executeTakeFirst()),
    firstId(db.selectFrom('responders').select('id').where('user_id', '=', userId).where('title', '=', 'Spring sale concierge').executeTakeFirst()),
  ]);
  const ids = (id: number | null) => (id === null ? [] : [id]);
  const ready: ComposeInput = {
    campaignTitle: 'Spring sale to scrubbed customers',
    country: 'US',
    contactGroups: ids(group),
    routesTwoWays: route === null ? [] : [{ routeId: route, didGroupIds: ids(didGroup) }],
    creativeIds: ids(creative),
    offerIds: ids(offer),
    domain: domainGroup,
    optoutLink,
  };
  const started: ComposeInput = { campaignTitle: 'Summer teaser', country: 'US' };
  const answered: ComposeInput = concierge === null ? {} : { modeResponder: 'responder', responderId: concierge };
  // 1,800 messages an hour, one every 2 seconds (monitoring's refresh): the newcomer who opens
  // Monitoring after `npm start` finds it running for a quarter of an hour, not already finished.
  const queued = composeSchema.parse({ ...ready, ...answered, campaignTitle: 'Welcome back weekend', sendSpeed: 1800 });
  const audience = await countAudience(db, userId, queued);

  const row = (compose: ComposeInput, status: string, ago: number) => {
    const parsed = composeSchema.parse(compose);
    return {
      user_id: userId,
      title: parsed.campaignTitle,
      status,
      compose: JSON.stringify(parsed),
      audience: status === 'draft' ? null : audience,
      scheduled_at: null,
      created_at: when(ago),
      updated_at: when(ago - HOUR_MS),
      sent_at: status === 'draft' ? null : when(ago - HOUR_MS),
    };
  };
  await db
    .insertInto('campaigns')
    .values([row(queued, 'queued', 3 * DAY_MS), row(ready, 'draft', 2 * DAY_MS), row(started, 'draft', DAY_MS)])
    .execute();
}
