// Builds a user's backup document (src/domain/backups.ts) from the database: contact groups with
// their contacts, DID groups with their numbers, domain groups with their domain names, creatives,
// offers, opt-out links, responders (live ones, with nodes, notes and their groups) and the user's
// settings. Rows are read in id order, so a restore that inserts them in the same order keeps it.
// Archived contact groups are backed up without contacts (theirs live in the archive file).
import { BACKUP_FORMAT, BACKUP_VERSION, CONTACT_GROUP_COUNTERS, type BackupDocument } from '@domain/backups';
import type { Db } from '../../db/database';

const flag = (v: number): 0 | 1 => (Number(v) === 1 ? 1 : 0);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

async function contactGroupsOf(db: Db, userId: number): Promise<BackupDocument['contactGroups']> {
  const groups = await db.selectFrom('contact_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  if (groups.length === 0) return [];
  const contacts = await db
    .selectFrom('contacts as c')
    .innerJoin('contact_groups as g', 'g.id', 'c.group_id')
    .select(['c.group_id', 'c.phone', 'c.type', 'c.carrier', 'c.first_name', 'c.last_name', 'c.email', 'c.city', 'c.state_code', 'c.zip_code', 'c.data', 'c.created_at'])
    .where('g.user_id', '=', userId)
    .orderBy('c.group_id')
    .orderBy('c.id')
    .execute();
  const byGroup = groupBy(contacts, (c) => Number(c.group_id));
  return groups.map((g) => ({
    ref: Number(g.id),
    name: g.name,
    type: Number(g.type),
    country: g.country,
    is_suppression: flag(g.is_suppression),
    is_create_ar: flag(g.is_create_ar),
    scrub_date: g.scrub_date,
    certed_vertical: g.certed_vertical,
    metadata: g.metadata,
    created_at: g.created_at,
    ...Object.fromEntries(CONTACT_GROUP_COUNTERS.map((c) => [c, Number(g[c])])) as Record<(typeof CONTACT_GROUP_COUNTERS)[number], number>,
    contacts: (byGroup.get(Number(g.id)) ?? []).map(({ group_id: _group, ...c }) => c),
  }));
}

async function didGroupsOf(db: Db, userId: number): Promise<BackupDocument['didGroups']> {
  const groups = await db.selectFrom('did_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const numbers = await db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.group_id', 'd.phone'])
    .where('g.user_id', '=', userId)
    .orderBy('d.id')
    .execute();
  const byGroup = groupBy(numbers, (n) => Number(n.group_id));
  return groups.map((g) => ({
    ref: Number(g.id),
    name: g.name,
    country: g.country,
    route_id: g.route_id === null ? null : Number(g.route_id),
    voice_enabled: flag(g.voice_enabled),
    setting: g.setting,
    created_at: g.created_at,
    scrubbed_at: g.scrubbed_at,
    cycle_reset_at: g.cycle_reset_at,
    numbers: (byGroup.get(Number(g.id)) ?? []).map((n) => n.phone),
  }));
}

async function domainGroupsOf(db: Db, userId: number): Promise<BackupDocument['domainGroups']> {
  const groups = await db.selectFrom('domain_groups').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const domains = await db.selectFrom('domains').select(['group_id', 'name']).where('user_id', '=', userId).where('group_id', 'is not', null).orderBy('id').execute();
  const byGroup = groupBy(domains, (d) => Number(d.group_id));
  return groups.map((g) => ({
    ref: Number(g.id),
    name: g.name,
    setting: g.setting,
    created_at: g.created_at,
    domains: (byGroup.get(Number(g.id)) ?? []).map((d) => d.name),
  }));
}

async function creativesOf(db: Db, userId: number): Promise<BackupDocument['creatives']> {
  const rows = await db.selectFrom('creatives').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const attachments = await db
    .selectFrom('creative_attachments as a')
    .innerJoin('creatives as c', 'c.id', 'a.creative_id')
    .select(['a.creative_id', 'a.media_id'])
    .where('c.user_id', '=', userId)
    .orderBy('a.creative_id')
    .orderBy('a.position')
    .execute();
  const byCreative = groupBy(attachments, (a) => Number(a.creative_id));
  return rows.map((c) => ({
    ref: Number(c.id),
    title: c.title,
    message: c.message,
    route_id: c.route_id === null ? null : Number(c.route_id),
    countries: c.countries,
    voice: flag(c.voice),
    variables: c.variables,
    approval_status: c.approval_status,
    created_at: c.created_at,
    updated_at: c.updated_at,
    media_ids: (byCreative.get(Number(c.id)) ?? []).map((a) => Number(a.media_id)),
  }));
}

async function respondersOf(db: Db, userId: number): Promise<BackupDocument['responders']> {
  const rows = await db.selectFrom('responders').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [contactGroups, didGroups, nodes, notes] = await Promise.all([
    db.selectFrom('responder_contact_groups').selectAll().where('responder_id', 'in', ids).orderBy('contact_group_id').execute(),
    db.selectFrom('responder_did_groups').selectAll().where('responder_id', 'in', ids).orderBy('did_group_id').execute(),
    db.selectFrom('responder_nodes').selectAll().where('responder_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('responder_notes').selectAll().where('responder_id', 'in', ids).orderBy('note_id').execute(),
  ]);
  const cg = groupBy(contactGroups, (r) => Number(r.responder_id));
  const dg = groupBy(didGroups, (r) => Number(r.responder_id));
  const nd = groupBy(nodes, (r) => Number(r.responder_id));
  const nt = groupBy(notes, (r) => Number(r.responder_id));
  const live = new Set(ids.map(Number));
  return rows.map((r) => ({
    ref: Number(r.id),
    title: r.title,
    status: Number(r.status),
    published: flag(r.published),
    send_method: Number(r.send_method),
    setting: r.setting,
    // A template of another owner (or a deleted one) is not in the file: the link is not kept.
    template_ref: r.template_id !== null && live.has(Number(r.template_id)) ? Number(r.template_id) : null,
    version: Number(r.version),
    created_at: r.created_at,
    updated_at: r.updated_at,
    contact_group_refs: (cg.get(Number(r.id)) ?? []).map((x) => Number(x.contact_group_id)),
    did_group_refs: (dg.get(Number(r.id)) ?? []).map((x) => Number(x.did_group_id)),
    nodes: (nd.get(Number(r.id)) ?? []).map((n) => ({
      node_id: n.node_id,
      parent_id: n.parent_id,
      parent_action_id: n.parent_action_id,
      label: n.label,
      level: Number(n.level),
      trigger_type: n.trigger_type,
      trigger: n.trigger,
      actions: n.actions,
      position: n.position,
      deleted: flag(n.deleted),
      updated_at: n.updated_at,
    })),
    notes: (nt.get(Number(r.id)) ?? []).map((n) => ({ note_id: n.note_id, text: n.text, color: n.color, position: n.position })),
  }));
}

async function settingsOf(db: Db, userId: number): Promise<BackupDocument['settings']> {
  const user = await db
    .selectFrom('users')
    .select(['timezone', 'contact_group_layout', 'campaign_monitoring_layout', 'skip_scrub'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const notifications = await db.selectFrom('notification_settings').select(['events', 'emails']).where('user_id', '=', userId).executeTakeFirst();
  const onFly = await db.selectFrom('responder_on_fly_settings').select('setting').where('user_id', '=', userId).executeTakeFirst();
  return {
    timezone: user.timezone,
    contact_group_layout: user.contact_group_layout,
    campaign_monitoring_layout: user.campaign_monitoring_layout,
    skip_scrub: flag(user.skip_scrub),
    notifications: notifications ?? null,
    on_fly: onFly?.setting ?? null,
  };
}

/** The whole document, read in one transaction so the parts agree with each other. */
export async function exportBackup(db: Db, userId: number, at: Date): Promise<BackupDocument> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    const offers = await trx.selectFrom('offers').select(['id', 'title', 'url', 'message', 'domains', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
    const optoutLinks = await trx
      .selectFrom('optout_links')
      .select(['id', 'title', 'url', 'domains', 'set_confirmed', 'mode', 'type', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: at.toISOString(),
      account: user.email,
      contactGroups: await contactGroupsOf(trx, userId),
      didGroups: await didGroupsOf(trx, userId),
      domainGroups: await domainGroupsOf(trx, userId),
      creatives: await creativesOf(trx, userId),
      offers: offers.map(({ id, ...o }) => ({ ref: Number(id), ...o })),
      optoutLinks: optoutLinks.map(({ id, set_confirmed, ...o }) => ({ ref: Number(id), set_confirmed: flag(set_confirmed), ...o })),
      responders: await respondersOf(trx, userId),
      settings: await settingsOf(trx, userId),
    };
  });
}
