// What the responder runtime reads about a user to render a graph's actions: the creatives,
// offers, opt-out links, media, audio configs and AI settings the graph names (only the user's own,
// in one query per kind), the price table, and the contact played. For a test run the contact is
// the first contact of the responder's first contact group, or a sample contact when it has none.
import type { ResponderDocument } from '@domain/responder-flow';
import type { AppContext } from '../context';
import { readJson, readStrings } from '../modules/content/json-list';
import { listPrices } from '../modules/config/repo';
import { readValues, storedKnowledge } from '../modules/responders/ai-assistant-service';
import type { RuntimeLibrary } from './responder-runtime';
import { z } from 'zod';

/** The contact a test run plays when the responder has no contact group with contacts. */
export const SAMPLE_CONTACT: Readonly<Record<string, string>> = {
  fName: 'Alex',
  lName: 'Morgan',
  phone: '+13125550123',
  email: 'alex.morgan@example.com',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60601',
  carrier: 'Verizon Wireless',
};

const variables = z.array(z.object({ name: z.string(), value: z.string() }));
const dataFields = z.record(z.string(), z.string());

function referenced(doc: ResponderDocument) {
  const ids = { creatives: new Set<number>(), offers: new Set<number>(), optoutLinks: new Set<number>(), media: new Set<number>(), audioConfigs: new Set<number>(), aiSettings: new Set<number>() };
  for (const node of doc.nodes) {
    for (const a of node.actions) {
      if (a.type === 'send_message') {
        if (a.creativeId !== undefined) ids.creatives.add(a.creativeId);
        if (a.offerId !== undefined) ids.offers.add(a.offerId);
        if (a.optoutLinkId !== undefined) ids.optoutLinks.add(a.optoutLinkId);
        if (a.aiAssistantId !== undefined) ids.aiSettings.add(a.aiAssistantId);
        a.medias.forEach((m) => ids.media.add(m));
      } else if (a.type === 'send_voice' || a.type === 'play_audio') {
        if (a.mediaId !== undefined) ids.media.add(a.mediaId);
        if (a.audioBuilderConfigId !== undefined) ids.audioConfigs.add(a.audioBuilderConfigId);
      } else if (a.type === 'ai_agent' && a.creativeId !== undefined) ids.creatives.add(a.creativeId);
    }
  }
  return ids;
}

/** The contact a test run plays, and its country. */
async function testContact(ctx: AppContext, responderId: number): Promise<{ contact: Record<string, string>; country: string }> {
  const group = await ctx.db
    .selectFrom('responder_contact_groups as l')
    .innerJoin('contact_groups as g', 'g.id', 'l.contact_group_id')
    .select(['g.id', 'g.country'])
    .where('l.responder_id', '=', responderId)
    .orderBy('g.id')
    .executeTakeFirst();
  if (!group) return { contact: { ...SAMPLE_CONTACT }, country: 'US' };
  const row = await ctx.db.selectFrom('contacts').selectAll().where('group_id', '=', Number(group.id)).orderBy('id').executeTakeFirst();
  if (!row) return { contact: { ...SAMPLE_CONTACT }, country: group.country };
  const fields: Record<string, string | null> = {
    fName: row.first_name,
    lName: row.last_name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    stateCode: row.state_code,
    zipCode: row.zip_code,
    carrier: row.carrier,
  };
  const known = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
  return { contact: { ...(row.data ? readJson(row.data, dataFields, {}) : {}), ...known }, country: group.country };
}

const list = (ids: Set<number>) => [...ids];

/** The library for one responder; `played` is the contact a live conversation plays (else the test run's). */
export async function loadRuntimeLibrary(ctx: AppContext, userId: number, responderId: number, doc: ResponderDocument, played?: { contact: Record<string, string>; country: string }): Promise<RuntimeLibrary> {
  const ids = referenced(doc);
  const { db } = ctx;
  const mine = <T>(set: Set<number>, query: () => Promise<T[]>) => (set.size === 0 ? Promise.resolve([]) : query());
  const [creatives, offers, optoutLinks, media, audioConfigs, aiRows, prices, contact] = await Promise.all([
    mine(ids.creatives, () => db.selectFrom('creatives').select(['id', 'message', 'variables']).where('user_id', '=', userId).where('id', 'in', list(ids.creatives)).execute()),
    mine(ids.offers, () => db.selectFrom('offers').select(['id', 'url', 'domains']).where('user_id', '=', userId).where('id', 'in', list(ids.offers)).execute()),
    mine(ids.optoutLinks, () => db.selectFrom('optout_links').select(['id', 'title']).where('user_id', '=', userId).where('id', 'in', list(ids.optoutLinks)).execute()),
    mine(ids.media, () => db.selectFrom('media_files').select(['id', 'file_name']).where('user_id', '=', userId).where('id', 'in', list(ids.media)).execute()),
    mine(ids.audioConfigs, () => db.selectFrom('audio_builder_configs').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', list(ids.audioConfigs)).execute()),
    mine(ids.aiSettings, () => db.selectFrom('ai_assistant_settings').select(['id', 'setting']).where('user_id', '=', userId).where('id', 'in', list(ids.aiSettings)).execute()),
    listPrices(db),
    played ?? testContact(ctx, responderId),
  ]);
  const aiSettings = await Promise.all(aiRows.map(async (r) => ({ id: Number(r.id), values: readValues(r), knowledge: await storedKnowledge(ctx, Number(r.id)) })));
  return {
    creatives: new Map(creatives.map((c) => [Number(c.id), { message: c.message, variables: readJson(c.variables, variables, []) }])),
    offers: new Map(offers.map((o) => [Number(o.id), { url: o.url, domains: readStrings(o.domains) }])),
    optoutLinks: new Map(optoutLinks.map((o) => [Number(o.id), { title: o.title }])),
    media: new Map(media.map((m) => [Number(m.id), { name: m.file_name }])),
    audioConfigs: new Map(audioConfigs.map((c) => [Number(c.id), { name: c.name }])),
    aiSettings: new Map(aiSettings.map((s) => [s.id, { values: s.values, knowledge: s.knowledge }])),
    prices,
    contact: contact.contact,
    country: contact.country,
    publicUrl: ctx.config.publicUrl,
  };
}
