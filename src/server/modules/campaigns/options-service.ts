// GET /campaigns/compose-options: everything the campaign wizard picks from, for one user, in one
// answer (src/domain/campaign-options.ts). Each list is the user's own records only, newest
// first, at most COMPOSE_OPTIONS_MAX of a kind; routes are the shared active ones.
import { COMPOSE_OPTIONS_MAX, type ComposeOptions } from '@domain/campaign-options';
import { approvalStatusSchema } from '@domain/creatives';
import type { AppContext } from '../../context';
import { listActiveRoutes, listCountries, listPrices } from '../config/repo';
import { readStrings } from '../content/json-list';
import { composeDefaults } from '../user-settings/service';
import { registeredUseCases } from '../ten-dlc/registered-use-cases';

export async function composeOptions(ctx: AppContext, userId: number): Promise<ComposeOptions> {
  const { db } = ctx;
  const limit = COMPOSE_OPTIONS_MAX;
  const [useCases, defaults, user, countries, routes, prices, groups, didGroups, creatives, offers, domainGroups, optoutLinks, media, responders, audioConfigs, aiAgents] =
    await Promise.all([
      registeredUseCases(db, userId),
      composeDefaults(db, userId),
      db.selectFrom('users').select(['skip_scrub', 'timezone']).where('id', '=', userId).executeTakeFirstOrThrow(),
      listCountries(db),
      listActiveRoutes(db),
      listPrices(db),
      db.selectFrom('contact_groups').select(['id', 'name', 'country', 'contacts_count', 'scrub_date', 'is_suppression']).where('user_id', '=', userId).where('archived_at', 'is', null).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('did_groups').select(['id', 'name', 'country', 'route_id']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('creatives').select(['id', 'title', 'message', 'approval_status', 'countries']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('offers').select(['id', 'title', 'url']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('domain_groups').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('optout_links').select(['id', 'title']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('media_files').select(['id', 'file_name', 'kind', 'duration_ms']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db
        .selectFrom('responders')
        .select(['id', 'title', 'published'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(limit * 2)
        .execute(),
      db.selectFrom('audio_builder_configs').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
      db.selectFrom('ai_assistant_settings').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute(),
    ]);
  const titled = (r: { id: number; title: string }) => ({ id: Number(r.id), title: r.title });
  const named = (r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name });
  return {
    countries: countries.map((c) => ({ code: c.code, name: c.name })),
    contactGroups: groups.map((g) => ({
      id: Number(g.id),
      name: g.name,
      country: g.country,
      contacts: Number(g.contacts_count),
      scrubDate: g.scrub_date,
      suppression: g.is_suppression === 1,
    })),
    routes,
    didGroups: didGroups.map((g) => ({ id: Number(g.id), name: g.name, country: g.country, routeId: g.route_id === null ? null : Number(g.route_id) })),
    creatives: creatives.map((c) => ({
      id: Number(c.id),
      title: c.title,
      message: c.message,
      approvalStatus: approvalStatusSchema.catch('PENDING').parse(c.approval_status),
      countries: readStrings(c.countries),
    })),
    offers: offers.map((o) => ({ id: Number(o.id), title: o.title, url: o.url })),
    domainGroups: domainGroups.map(named),
    optoutLinks: optoutLinks.map(titled),
    media: media.map((f) => ({ id: Number(f.id), name: f.file_name, kind: f.kind, durationSeconds: f.duration_ms === null ? null : f.duration_ms / 1000 })),
    // A published responder answers campaigns; an unpublished one is a template (000 §3).
    responders: responders.filter((r) => r.published === 1).slice(0, COMPOSE_OPTIONS_MAX).map(titled),
    responderTemplates: responders.filter((r) => r.published !== 1).slice(0, COMPOSE_OPTIONS_MAX).map(titled),
    audioConfigs: audioConfigs.map(named),
    aiAgents: aiAgents.map(named),
    prices,
    registeredDidGroupIds: [...new Set(useCases.flatMap((u) => u.didGroupIds))],
    skipScrub: user.skip_scrub === 1,
    timezone: user.timezone || 'Etc/GMT',
    composeDefaults: defaults,
  };
}
