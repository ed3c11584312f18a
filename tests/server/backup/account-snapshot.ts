// A user's data as plain values with every database id replaced by the row's place among its kind
// (in id order), read straight from the tables (not through the backup code), so two accounts can
// be compared with toEqual: the test of "a backup restored into an empty account reproduces it".
import type { Db } from '@server/db/database';

export interface SnapshotOptions {
  /** Leave out what cannot move between accounts: numbers, domains, and references to media, audio configurations and AI assistants. */
  portable?: boolean;
}

const OUTSIDE_REFS = ['mediaId', 'medias', 'audioBuilderConfigId', 'aiAssistantId'];

function ordinals(rows: { id: number }[]): Map<number, number> {
  return new Map(rows.map((r, i) => [Number(r.id), i]));
}

const omit = (row: object, keys: string[]): Record<string, unknown> => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

export async function snapshotAccount(db: Db, userId: number, options: SnapshotOptions = {}) {
  const groups = await db.selectFrom('contact_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const groupOrd = ordinals(groups);
  const contacts = await db.selectFrom('contacts').selectAll().where('group_id', 'in', [0, ...groupOrd.keys()]).orderBy('group_id').orderBy('id').execute();
  const didGroups = await db.selectFrom('did_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const didOrd = ordinals(didGroups);
  const dids = await db.selectFrom('dids').select(['group_id', 'phone']).where('group_id', 'in', [0, ...didOrd.keys()]).orderBy('id').execute();
  const domainGroups = await db.selectFrom('domain_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const domains = await db.selectFrom('domains').select(['group_id', 'name']).where('user_id', '=', userId).where('group_id', 'is not', null).orderBy('id').execute();
  const creatives = await db.selectFrom('creatives').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const creativeOrd = ordinals(creatives);
  const attachments = await db.selectFrom('creative_attachments').selectAll().where('creative_id', 'in', [0, ...creativeOrd.keys()]).orderBy('creative_id').orderBy('position').execute();
  const offers = await db.selectFrom('offers').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const offerOrd = ordinals(offers);
  const optouts = await db.selectFrom('optout_links').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const optoutOrd = ordinals(optouts);
  const responders = await db.selectFrom('responders').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute();
  const responderOrd = ordinals(responders);
  const rIds = [0, ...responderOrd.keys()];
  const rGroups = await db.selectFrom('responder_contact_groups').selectAll().where('responder_id', 'in', rIds).execute();
  const rDids = await db.selectFrom('responder_did_groups').selectAll().where('responder_id', 'in', rIds).execute();
  const nodes = await db.selectFrom('responder_nodes').selectAll().where('responder_id', 'in', rIds).orderBy('responder_id').orderBy('node_id').execute();
  const notes = await db.selectFrom('responder_notes').selectAll().where('responder_id', 'in', rIds).orderBy('responder_id').orderBy('note_id').execute();
  const user = await db.selectFrom('users').select(['timezone', 'contact_group_layout', 'campaign_monitoring_layout', 'skip_scrub']).where('id', '=', userId).executeTakeFirstOrThrow();
  const notifications = await db.selectFrom('notification_settings').select(['events', 'emails']).where('user_id', '=', userId).executeTakeFirst();
  const onFly = await db.selectFrom('responder_on_fly_settings').select('setting').where('user_id', '=', userId).executeTakeFirst();

  const ord = (map: Map<number, number>, id: unknown) => (typeof id === 'number' || typeof id === 'string' ? map.get(Number(id)) ?? 'outside' : id);
  const action = (a: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...a };
    if ('creativeId' in out) out.creativeId = ord(creativeOrd, out.creativeId);
    if ('offerId' in out) out.offerId = ord(offerOrd, out.offerId);
    if ('optoutLinkId' in out) out.optoutLinkId = ord(optoutOrd, out.optoutLinkId);
    const alt = out.altRouteSetting as Record<string, unknown> | undefined;
    if (alt && 'didGroupId' in alt) out.altRouteSetting = { ...alt, didGroupId: ord(didOrd, alt.didGroupId) };
    return options.portable ? omit(out, OUTSIDE_REFS) : out;
  };
  const onFlySetting = onFly ? (JSON.parse(onFly.setting) as Record<string, unknown>) : null;
  if (onFlySetting && options.portable) delete onFlySetting.inboundMediaWithConfigs;

  return {
    contactGroups: groups.map((g) => ({
      ...omit(g, ['id', 'user_id', 'busy_task_id']),
      contacts: contacts.filter((c) => Number(c.group_id) === Number(g.id)).map((c) => omit(c, ['id', 'group_id', 'import_task_id'])),
    })),
    didGroups: didGroups.map((g) => ({
      ...omit(g, ['id', 'user_id', 'busy_task_id']),
      numbers: options.portable ? [] : dids.filter((d) => Number(d.group_id) === Number(g.id)).map((d) => d.phone),
    })),
    domainGroups: domainGroups.map((g) => ({
      ...omit(g, ['id', 'user_id', 'busy_task_id']),
      domains: options.portable ? [] : domains.filter((d) => Number(d.group_id) === Number(g.id)).map((d) => d.name),
    })),
    creatives: creatives.map((c) => ({
      ...omit(c, ['id', 'user_id']),
      media: options.portable ? [] : attachments.filter((a) => Number(a.creative_id) === Number(c.id)).map((a) => a.media_id),
    })),
    offers: offers.map((o) => omit(o, ['id', 'user_id'])),
    optoutLinks: optouts.map((o) => omit(o, ['id', 'user_id'])),
    responders: responders.map((r) => ({
      ...omit(r, ['id', 'user_id', 'revision', 'template_id']),
      template: r.template_id === null ? null : ord(responderOrd, r.template_id),
      contactGroups: rGroups.filter((l) => Number(l.responder_id) === Number(r.id)).map((l) => ord(groupOrd, l.contact_group_id)).sort(),
      didGroups: rDids.filter((l) => Number(l.responder_id) === Number(r.id)).map((l) => ord(didOrd, l.did_group_id)).sort(),
      nodes: nodes
        .filter((n) => Number(n.responder_id) === Number(r.id))
        .map((n) => ({ ...omit(n, ['id', 'responder_id', 'actions']), actions: (JSON.parse(n.actions) as Record<string, unknown>[]).map(action) })),
      notes: notes.filter((n) => Number(n.responder_id) === Number(r.id)).map((n) => omit(n, ['responder_id'])),
    })),
    settings: { ...user, notifications: notifications ?? null, onFly: onFlySetting },
  };
}
