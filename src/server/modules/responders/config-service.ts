// GET /responder-v2/config: what the builder's pickers offer (the canvas's ResponderLibrary: the
// user's creatives, offers, opt-out links, media, audio-builder configs, AI assistant settings,
// active routes, DID and contact groups), the price table for the message estimates, and the
// trigger-after-action rules. Each list is the newest LIBRARY_MAX of its kind.
import { RESPONDER_PAGE_SIZE } from '@domain/responders';
import { responderConfigSchema, type ResponderConfig } from '@domain/responder-api';
import { ACTION_TYPES, TRIGGER_TYPES } from '@domain/responder-flow';
import { START_TRIGGERS, TRIGGERS_AFTER } from '@flows/rules';
import type { AppContext } from '../../context';
import { listPrices } from '../config/repo';

const LIBRARY_MAX = 500;

export async function responderConfig(ctx: AppContext, userId: number): Promise<ResponderConfig> {
  const { db } = ctx;
  const [creatives, offers, optoutLinks, media, audioConfigs, aiAssistants, didGroups, contactGroups, routes, prices] = await Promise.all([
    db.selectFrom('creatives').select(['id', 'title', 'message']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('offers').select(['id', 'title', 'url']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('optout_links').select(['id', 'title']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('media_files').select(['id', 'file_name', 'kind']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('audio_builder_configs').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('ai_assistant_settings').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('did_groups').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('contact_groups').select(['id', 'name']).where('user_id', '=', userId).orderBy('id', 'desc').limit(LIBRARY_MAX).execute(),
    db.selectFrom('routes').select(['id', 'name']).where('status', '=', 'active').orderBy('id').execute(),
    listPrices(db),
  ]);
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: Number(r.id), name: r.name }));
  return {
    library: {
      creatives: creatives.map((c) => ({ id: Number(c.id), title: c.title, message: c.message })),
      offers: offers.map((o) => ({ id: Number(o.id), title: o.title, url: o.url })),
      optoutLinks: optoutLinks.map((o) => ({ id: Number(o.id), title: o.title })),
      media: media.map((m) => ({ id: Number(m.id), name: m.file_name, kind: m.kind })),
      audioConfigs: named(audioConfigs),
      aiAssistants: named(aiAssistants),
      routes: named(routes),
      didGroups: named(didGroups),
      contactGroups: named(contactGroups),
    },
    prices,
    triggerTypes: [...TRIGGER_TYPES],
    actionTypes: [...ACTION_TYPES],
    triggersAfter: responderConfigSchema.shape.triggersAfter.parse(Object.fromEntries(ACTION_TYPES.map((a) => [a, [...TRIGGERS_AFTER[a]]]))),
    startTriggers: [...START_TRIGGERS],
    pageSize: RESPONDER_PAGE_SIZE,
  };
}
