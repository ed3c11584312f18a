// The facts the compose rules need (src/domain/campaign-compose/facts.ts), read from the database for
// the sending user only: a group, creative, media file, DID group ... of another user is simply
// absent, so its id answers "… is not one of your …" on its field. Only the ids the compose names
// are looked up, one query per kind, the kinds in parallel.
import { approvalStatusSchema } from '@domain/creatives';
import type { Compose, ComposeFacts } from '@domain/campaign-compose';
import type { Route } from '@domain/routes';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { toRoute } from '../config/repo';
import { countAudience, inIdRange } from './audience';
import { registeredUseCases } from '../ten-dlc/registered-use-cases';

const countriesJson = z.array(z.string()).catch([]);

const idSet = async (rows: Promise<{ id: number }[]>) => new Set((await rows).map((r) => Number(r.id)));
const none = async () => new Set<number>();
const one = (id: number | null) => (id === null ? [] : inIdRange([id]));

/** The ids of a user's rows in a table that has user_id, among the given ones. */
function owned(db: Db, userId: number, table: 'did_groups' | 'offers' | 'domain_groups' | 'optout_links' | 'audio_builder_configs' | 'ai_assistant_settings', ids: number[]) {
  if (ids.length === 0) return none();
  return idSet(db.selectFrom(table).select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
}

function responders(db: Db, userId: number, ids: number[], published: 0 | 1) {
  if (ids.length === 0) return none();
  return idSet(
    db.selectFrom('responders').select('id').where('user_id', '=', userId).where('published', '=', published).where('deleted_at', 'is', null).where('id', 'in', ids).execute(),
  );
}

async function groups(db: Db, userId: number, ids: number[]): Promise<ComposeFacts['groups']> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contact_groups')
    .select(['id', 'name', 'country', 'scrub_date', 'contacts_count'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: r.name, country: r.country, scrubDate: r.scrub_date, contacts: Number(r.contacts_count) }]));
}

/** Routes are shared; a user may use the active ones (001 §6). */
async function routes(db: Db, ids: number[]): Promise<Map<number, Route>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('routes').selectAll().where('status', '=', 'active').where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), toRoute(r)]));
}

async function media(db: Db, userId: number, ids: number[]): Promise<ComposeFacts['media']> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media_files').select(['id', 'file_name', 'kind', 'duration_ms']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [Number(r.id), { id: Number(r.id), name: r.file_name, kind: r.kind, durationSeconds: r.duration_ms === null ? null : Number(r.duration_ms) / 1000 }]),
  );
}

async function creatives(db: Db, userId: number, ids: number[]): Promise<ComposeFacts['creatives']> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('creatives').select(['id', 'title', 'approval_status', 'countries']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => {
      const parsed: unknown = JSON.parse(r.countries);
      return [
        Number(r.id),
        { id: Number(r.id), title: r.title, approvalStatus: approvalStatusSchema.catch('PENDING').parse(r.approval_status), countries: countriesJson.parse(parsed) },
      ];
    }),
  );
}

export async function loadComposeFacts(ctx: AppContext, userId: number, compose: Compose): Promise<ComposeFacts> {
  const { db } = ctx;
  const routeIds = inIdRange([...compose.routesTwoWays.map((r) => r.routeId), ...compose.routesOneWay.map((r) => r.routeId)]);
  const didGroupIds = inIdRange(compose.routesTwoWays.flatMap((r) => r.didGroupIds));
  const [useCases, didGroupRows] = await Promise.all([
    registeredUseCases(db, userId),
    didGroupIds.length === 0 ? [] : db.selectFrom('did_groups').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', didGroupIds).execute(),
  ]);
  const [groupFacts, routeFacts, mediaFacts, creativeFacts, user, totalTarget, ...ownedSets] = await Promise.all([
    groups(db, userId, inIdRange([...compose.contactGroups, ...compose.suppressionGroupIds])),
    routes(db, routeIds),
    media(db, userId, inIdRange(compose.media)),
    creatives(db, userId, inIdRange(compose.creativeIds)),
    db.selectFrom('users').select('skip_scrub').where('id', '=', userId).executeTakeFirst(),
    countAudience(db, userId, compose),
    owned(db, userId, 'did_groups', didGroupIds),
    owned(db, userId, 'offers', inIdRange(compose.offerIds)),
    owned(db, userId, 'domain_groups', one(compose.domain)),
    owned(db, userId, 'optout_links', one(compose.optoutLink)),
    responders(db, userId, one(compose.responderId), 1),
    responders(db, userId, one(compose.responderTemplate), 0),
    owned(db, userId, 'audio_builder_configs', one(compose.audioBuilderSettings)),
    owned(db, userId, 'ai_assistant_settings', one(compose.agent)),
  ]);
  const [didGroups, offers, domainGroups, optoutLinks, responderIds, responderTemplates, audioConfigs, aiAgents] = ownedSets;
  return {
    groups: groupFacts,
    routes: routeFacts,
    media: mediaFacts,
    creatives: creativeFacts,
    owned: { didGroups, offers, domainGroups, optoutLinks, responders: responderIds, responderTemplates, audioConfigs, aiAgents },
    skipScrub: user?.skip_scrub === 1,
    registeredDidGroups: new Set(useCases.flatMap((u) => u.didGroupIds)),
    didGroupNames: new Map(didGroupRows.map((g) => [Number(g.id), g.name])),
    totalTarget,
    now: ctx.now(),
  };
}
