// What the campaign wizard offers to pick from (GET /campaigns/compose-options): the user's own
// contact groups, DID groups, creatives, offers, domain groups, opt-out links, media, responders,
// templates, audio configurations and AI agents, the routes the user may send through, and the
// settings the rules read. One call, so the pickers and the rules see the same records; the
// wizard turns it into the rules' facts with factsFromOptions.
import { z } from 'zod';
import type { ComposeFacts } from './campaign-compose';
import { approvalStatusSchema } from './creatives';
import { mediaKindSchema } from './media';
import { priceEntrySchema } from './pricing';
import { routeSchema } from './routes';
import { composeDefaultsSchema } from './user-settings';

/** The most records of one kind the wizard lists (newest first); a user with more picks among these. */
export const COMPOSE_OPTIONS_MAX = 1000;

const named = z.object({ id: z.number().int(), name: z.string() });

export const composeOptionsSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  contactGroups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      country: z.string(),
      contacts: z.number().int(),
      scrubDate: z.string().nullable(),
      suppression: z.boolean(),
    }),
  ),
  routes: z.array(routeSchema),
  didGroups: z.array(z.object({ id: z.number().int(), name: z.string(), country: z.string(), routeId: z.number().int().nullable() })),
  creatives: z.array(
    z.object({ id: z.number().int(), title: z.string(), message: z.string(), approvalStatus: approvalStatusSchema, countries: z.array(z.string()) }),
  ),
  offers: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  domainGroups: z.array(named),
  optoutLinks: z.array(z.object({ id: z.number().int(), title: z.string() })),
  media: z.array(z.object({ id: z.number().int(), name: z.string(), kind: mediaKindSchema, durationSeconds: z.number().nullable() })),
  responders: z.array(z.object({ id: z.number().int(), title: z.string() })),
  responderTemplates: z.array(z.object({ id: z.number().int(), title: z.string() })),
  audioConfigs: z.array(named),
  aiAgents: z.array(named),
  /** The price table, for the wizard's cost estimate. */
  prices: z.array(priceEntrySchema),
  /** The user's DID groups a registered 10DLC use case covers (issue 14); a 10DLC route sends only from these. */
  registeredDidGroupIds: z.array(z.number().int()).default([]),
  /** The user's skip-scrub setting (000 §4). */
  skipScrub: z.boolean(),
  /** The user's timezone, the compose's default (000 §9: Etc/GMT when unset). */
  timezone: z.string(),
  /** A new compose's auto-stop threshold and send speed, from the Advanced settings tab (000 §3). */
  composeDefaults: composeDefaultsSchema.optional(),
});
export type ComposeOptions = z.infer<typeof composeOptionsSchema>;

const ids = (list: readonly { id: number }[]) => new Set(list.map((x) => x.id));

/** The rules' facts from the options: the same records the server reads for a send. */
export function factsFromOptions(options: ComposeOptions, now: Date, totalTarget: number | null = null): ComposeFacts {
  return {
    groups: new Map(options.contactGroups.map((g) => [g.id, { id: g.id, name: g.name, country: g.country, scrubDate: g.scrubDate, contacts: g.contacts }])),
    routes: new Map(options.routes.map((r) => [r.id, r])),
    media: new Map(options.media.map((f) => [f.id, f])),
    creatives: new Map(options.creatives.map((c) => [c.id, c])),
    owned: {
      didGroups: ids(options.didGroups),
      offers: ids(options.offers),
      domainGroups: ids(options.domainGroups),
      optoutLinks: ids(options.optoutLinks),
      responders: ids(options.responders),
      responderTemplates: ids(options.responderTemplates),
      audioConfigs: ids(options.audioConfigs),
      aiAgents: ids(options.aiAgents),
    },
    skipScrub: options.skipScrub,
    registeredDidGroups: new Set(options.registeredDidGroupIds),
    didGroupNames: new Map(options.didGroups.map((g) => [g.id, g.name])),
    totalTarget,
    now,
  };
}
