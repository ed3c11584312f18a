// What a monitoring page needs beside its campaigns' rows, each read ONCE for the whole page (never
// per row): the names of the contact groups, routes and DID groups the composes name (the user's own
// only), the DIDs in those groups, what the sender switched off, the messages sent in the last
// minutes (campaign_minute_stats, for the real speed) and, for voice and voicemail campaigns, the
// calls' figures from their messages.
import { minuteKey } from '../../engine/stat-keys';
import { REAL_SPEED_WINDOW_MINUTES } from '@domain/sending/monitoring-figures';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const MINUTE_MS = 60_000;

export interface CallFigures {
  activeCalls: number;
  listen: number;
  amd: number;
  deliveredCalls: number;
  callSeconds: number;
  amdCostMillicents: number;
}

export interface PageLookups {
  contactGroups: Map<number, string>;
  routes: Map<number, string>;
  didGroups: Map<number, { name: string; dids: number }>;
  /** `${campaignId}:${element}:${id}` of every element switched off or paused now. */
  off: Set<string>;
  sentLately: Map<number, number>;
  calls: Map<number, CallFigures>;
}

export interface LookupInput {
  userId: number;
  campaignIds: number[];
  voiceCampaignIds: number[];
  contactGroupIds: number[];
  routeIds: number[];
  didGroupIds: number[];
  now: Date;
}

export const offKey = (campaignId: number, element: string, id: number) => `${campaignId}:${element}:${id}`;

// A list nobody can match keeps each query's shape whatever the page holds.
const orNone = (ids: number[]) => (ids.length > 0 ? [...new Set(ids)] : [0]);

const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [Number(r.id), r.name]));

async function contactGroupNames(db: Db, userId: number, ids: number[]) {
  return byId(await db.selectFrom('contact_groups').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', orNone(ids)).execute());
}

/** Routes are the system's, shared by every user. */
async function routeNames(db: Db, ids: number[]) {
  return byId(await db.selectFrom('routes').select(['id', 'name']).where('id', 'in', orNone(ids)).execute());
}

async function didGroups(db: Db, userId: number, ids: number[]) {
  const rows = await db
    .selectFrom('did_groups as g')
    .leftJoin('dids as d', 'd.group_id', 'g.id')
    .select((eb) => ['g.id', 'g.name', eb.fn.count<number>('d.id').as('dids')])
    .where('g.user_id', '=', userId)
    .where('g.id', 'in', orNone(ids))
    .groupBy(['g.id', 'g.name'])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, dids: Number(r.dids) }]));
}

async function switchedOff(db: Db, campaignIds: number[], now: Date) {
  const rows = await db
    .selectFrom('campaign_paused_elements')
    .select(['campaign_id', 'element', 'element_id'])
    .where('campaign_id', 'in', orNone(campaignIds))
    .where('paused_until', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => offKey(Number(r.campaign_id), r.element, Number(r.element_id))));
}

/** Messages each campaign sent in the speed window: its minute and the ones before it. */
async function sentLately(db: Db, campaignIds: number[], now: Date) {
  const since = minuteKey(new Date(now.getTime() - (REAL_SPEED_WINDOW_MINUTES - 1) * MINUTE_MS));
  const rows = await db
    .selectFrom('campaign_minute_stats')
    .select((eb) => ['campaign_id', eb.fn.sum<number>('sent').as('sent')])
    .where('campaign_id', 'in', orNone(campaignIds))
    .where('minute', '>=', since)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.campaign_id), Number(r.sent)]));
}

/**
 * The calls of voice and voicemail campaigns: in progress (a VOICE message handed to the carrier and
 * not reported yet), answered by a person (listen) or a machine (AMD), their seconds, and what the
 * machine-answered ones cost. Read from the messages: the run keeps no counters of these.
 */
async function callFigures(db: Db, campaignIds: number[]) {
  if (campaignIds.length === 0) return new Map<number, CallFigures>();
  const rows = await db
    .selectFrom('messages')
    .select((eb) => [
      'campaign_id',
      eb.fn.count<number>(eb.case().when(eb.and([eb('state', '=', 'submitted'), eb('message_type', '=', 'VOICE')])).then(1).end()).as('active'),
      eb.fn.count<number>(eb.case().when('call_outcome', '=', 'answered').then(1).end()).as('listen'),
      eb.fn.count<number>(eb.case().when('call_outcome', '=', 'machine').then(1).end()).as('amd'),
      eb.fn.coalesce(eb.fn.sum<number>('call_seconds'), sql<number>`0`).as('seconds'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('call_outcome', '=', 'machine').then(eb.ref('cost_millicents')).end()), sql<number>`0`).as('amd_cost'),
    ])
    .where('campaign_id', 'in', [...new Set(campaignIds)])
    .groupBy('campaign_id')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.campaign_id),
      {
        activeCalls: Number(r.active),
        listen: Number(r.listen),
        amd: Number(r.amd),
        deliveredCalls: Number(r.listen) + Number(r.amd),
        callSeconds: Number(r.seconds),
        amdCostMillicents: Number(r.amd_cost),
      },
    ]),
  );
}

export async function pageLookups(db: Db, input: LookupInput): Promise<PageLookups> {
  const [contactGroups, routes, groups, off, lately, calls] = await Promise.all([
    contactGroupNames(db, input.userId, input.contactGroupIds),
    routeNames(db, input.routeIds),
    didGroups(db, input.userId, input.didGroupIds),
    switchedOff(db, input.campaignIds, input.now),
    sentLately(db, input.campaignIds, input.now),
    callFigures(db, input.voiceCampaignIds),
  ]);
  return { contactGroups, routes, didGroups: groups, off, sentLately: lately, calls };
}
