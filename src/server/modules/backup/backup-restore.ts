// Restores a backup document into the caller's account (001 §7 doRestore / restoreLocalFile;
// decision 41). All or nothing: the whole restore is one transaction, so a file that fails anywhere
// (a constraint, a damaged part) leaves the account as it was. Every row gets a new id; references
// between restored rows (a contact's group, a responder's groups, an action's creative, offer,
// opt-out link or DID group, a responder's template) follow the old -> new mapping.
// - isRestoreContact: contact groups and their contacts.
// - isRestoreData: DID groups, domain groups, creatives, offers, opt-out links, responders, settings.
// - isRestoreDelete: first delete what the account has of the chosen kinds; else merge by adding
//   (a name already taken gets " (restored)" added, as group names are unique per account).
// Numbers and domain names are unique system-wide: a restored group takes back only those the
// account still owns. References to things a backup does not carry (media, AI assistants, audio
// configurations) are kept only when the account restored into owns them.
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupDocumentSchema,
  backupMessages,
  describeBackupProblem,
  type BackupDocument,
  type RestoreFlags,
  type RestoreResult,
} from '@domain/backups';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';

const CHUNK = 400;
/** The name key an old DID group wears between the restore taking its numbers and its deletion. */
const OLD_MARK = '#restoring-old:';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A parsed JSON value -> a backup document, or a 400 naming what is wrong with it. */
export function parseBackup(value: unknown): BackupDocument {
  if (!isRecord(value)) throw badRequest('file', backupMessages.notJson);
  if (value.format !== BACKUP_FORMAT) throw badRequest('file', backupMessages.wrongFormat);
  if (value.version !== BACKUP_VERSION) throw badRequest('file', backupMessages.wrongVersion(value.version));
  const parsed = backupDocumentSchema.safeParse(value);
  if (!parsed.success) throw badRequest('file', describeBackupProblem(parsed.error));
  return parsed.data;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** A name free among `taken` (name keys): the name, else "name (restored)", "name (restored 2)" ... */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 1; taken.has(nameKey(candidate)); n++) candidate = n === 1 ? `${name} (restored)` : `${name} (restored ${n})`;
  taken.add(nameKey(candidate));
  return candidate;
}

async function chunks<T>(rows: T[], write: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

interface Maps {
  contactGroups: Map<number, number>;
  didGroups: Map<number, number>;
  creatives: Map<number, number>;
  offers: Map<number, number>;
  optoutLinks: Map<number, number>;
  /** What the account owns of the kinds a backup does not carry. */
  media: Set<number>;
  audio: Set<number>;
  assistants: Set<number>;
}

const emptyResult = (): RestoreResult => ({
  message: backupMessages.restored, contactGroups: 0, contacts: 0, didGroups: 0, numbers: 0, domainGroups: 0, creatives: 0, offers: 0, optoutLinks: 0, responders: 0,
});

async function restoreContacts(trx: Db, userId: number, doc: BackupDocument, flags: RestoreFlags, maps: Maps, result: RestoreResult) {
  if (flags.isRestoreDelete) {
    const busy = await trx.selectFrom('contact_groups').select('name').where('user_id', '=', userId).where('busy_task_id', 'is not', null).executeTakeFirst();
    if (busy) throw badRequest('isRestoreDelete', backupMessages.busyGroup(busy.name));
    // Contacts, responder links and conversations go with their groups (foreign keys cascade).
    await trx.deleteFrom('contact_groups').where('user_id', '=', userId).execute();
  }
  const taken = new Set((await trx.selectFrom('contact_groups').select('name_key').where('user_id', '=', userId).execute()).map((g) => g.name_key));
  for (const { ref, contacts, name, ...group } of doc.contactGroups) {
    const restoredName = freeName(name, taken);
    const row = await trx
      .insertInto('contact_groups')
      .values({ ...group, user_id: userId, name: restoredName, name_key: nameKey(restoredName), archived_at: null, archive_file: null, busy_task_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groupId = Number(row.id);
    maps.contactGroups.set(ref, groupId);
    await chunks(contacts, (part) => trx.insertInto('contacts').values(part.map((c) => ({ ...c, group_id: groupId, import_task_id: null }))).execute());
    result.contactGroups++;
    result.contacts += contacts.length;
  }
}

async function deleteData(trx: Db, userId: number, at: string): Promise<number[]> {
  // Responders are soft-deleted as the product does; their group links go so restored ones can take them.
  const responders = trx.selectFrom('responders').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('responder_contact_groups').where('responder_id', 'in', responders).execute();
  await trx.deleteFrom('responder_did_groups').where('responder_id', 'in', responders).execute();
  await trx.updateTable('responders').set({ deleted_at: at }).where('user_id', '=', userId).where('deleted_at', 'is', null).execute();
  await trx.deleteFrom('creatives').where('user_id', '=', userId).execute();
  await trx.deleteFrom('offers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('optout_links').where('user_id', '=', userId).execute();
  await trx.updateTable('domains').set({ group_id: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('domain_groups').where('user_id', '=', userId).execute();
  // DID groups go after the restored ones have taken their numbers back (deleting a group releases
  // its numbers): until then their names are set aside so the restored groups can use them.
  const old = await trx.selectFrom('did_groups').select('id').where('user_id', '=', userId).execute();
  for (const g of old) await trx.updateTable('did_groups').set({ name_key: `${OLD_MARK}${g.id}` }).where('id', '=', g.id).execute();
  return old.map((g) => Number(g.id));
}

async function restoreDidGroups(trx: Db, userId: number, doc: BackupDocument, maps: Maps, result: RestoreResult) {
  const taken = new Set((await trx.selectFrom('did_groups').select('name_key').where('user_id', '=', userId).execute()).map((g) => g.name_key));
  for (const { ref, numbers, name, ...group } of doc.didGroups) {
    const restoredName = freeName(name, taken);
    const row = await trx
      .insertInto('did_groups')
      .values({ ...group, user_id: userId, name: restoredName, name_key: nameKey(restoredName), busy_task_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    maps.didGroups.set(ref, Number(row.id));
    result.didGroups++;
    if (numbers.length === 0) continue;
    const owned = trx.selectFrom('did_groups').select('id').where('user_id', '=', userId);
    for (let i = 0; i < numbers.length; i += CHUNK) {
      const moved = await trx
        .updateTable('dids')
        .set({ group_id: Number(row.id) })
        .where('phone', 'in', numbers.slice(i, i + CHUNK))
        .where('group_id', 'in', owned)
        .executeTakeFirst();
      result.numbers += Number(moved.numUpdatedRows);
    }
  }
}

async function restoreDomainGroups(trx: Db, userId: number, doc: BackupDocument, result: RestoreResult) {
  const taken = new Set((await trx.selectFrom('domain_groups').select('name_key').where('user_id', '=', userId).execute()).map((g) => g.name_key));
  for (const { ref: _ref, domains, name, ...group } of doc.domainGroups) {
    const restoredName = freeName(name, taken);
    const row = await trx
      .insertInto('domain_groups')
      .values({ ...group, user_id: userId, name: restoredName, name_key: nameKey(restoredName), busy_task_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    result.domainGroups++;
    for (let i = 0; i < domains.length; i += CHUNK) {
      const keys = domains.slice(i, i + CHUNK).map(nameKey);
      await trx.updateTable('domains').set({ group_id: Number(row.id) }).where('user_id', '=', userId).where('name_key', 'in', keys).execute();
    }
  }
}

async function restoreContent(trx: Db, userId: number, doc: BackupDocument, maps: Maps, result: RestoreResult) {
  for (const { ref, media_ids, ...creative } of doc.creatives) {
    const row = await trx.insertInto('creatives').values({ ...creative, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    maps.creatives.set(ref, Number(row.id));
    const media = media_ids.filter((id) => maps.media.has(id));
    if (media.length > 0) {
      await trx.insertInto('creative_attachments').values(media.map((media_id, position) => ({ creative_id: Number(row.id), media_id, position }))).execute();
    }
    result.creatives++;
  }
  for (const { ref, ...offer } of doc.offers) {
    const row = await trx.insertInto('offers').values({ ...offer, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    maps.offers.set(ref, Number(row.id));
    result.offers++;
  }
  for (const { ref, ...link } of doc.optoutLinks) {
    const row = await trx.insertInto('optout_links').values({ ...link, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    maps.optoutLinks.set(ref, Number(row.id));
    result.optoutLinks++;
  }
}

/** An action's references moved to the restored rows; a reference with nowhere to go is dropped. */
function remapAction(action: unknown, maps: Maps): unknown {
  if (!isRecord(action)) return action;
  const out: Record<string, unknown> = { ...action };
  const follow = (key: string, map: Map<number, number>) => {
    if (typeof out[key] !== 'number') return;
    const to = map.get(out[key]);
    if (to === undefined) delete out[key];
    else out[key] = to;
  };
  const keep = (key: string, owned: Set<number>) => {
    if (typeof out[key] === 'number' && !owned.has(out[key])) delete out[key];
  };
  follow('creativeId', maps.creatives);
  follow('offerId', maps.offers);
  follow('optoutLinkId', maps.optoutLinks);
  keep('mediaId', maps.media);
  keep('audioBuilderConfigId', maps.audio);
  keep('aiAssistantId', maps.assistants);
  if (Array.isArray(out.medias)) out.medias = out.medias.filter((id) => typeof id === 'number' && maps.media.has(id));
  if (isRecord(out.altRouteSetting)) {
    const alt = { ...out.altRouteSetting };
    if (typeof alt.didGroupId === 'number') {
      const to = maps.didGroups.get(alt.didGroupId);
      if (to === undefined) delete alt.didGroupId;
      else alt.didGroupId = to;
    }
    out.altRouteSetting = alt;
  }
  return out;
}

function remapActions(actionsJson: string, maps: Maps): string {
  let actions: unknown;
  try {
    actions = JSON.parse(actionsJson);
  } catch {
    throw badRequest('file', backupMessages.invalid('responders.nodes.actions', 'not JSON'));
  }
  return Array.isArray(actions) ? JSON.stringify(actions.map((a) => remapAction(a, maps))) : actionsJson;
}

async function restoreResponders(trx: Db, userId: number, doc: BackupDocument, flags: RestoreFlags, maps: Maps, result: RestoreResult) {
  // Without the contacts in this restore, a responder's contact groups are the account's groups of the same names.
  const byName = new Map<number, number>();
  if (!flags.isRestoreContact) {
    const groups = await trx.selectFrom('contact_groups').select(['id', 'name_key']).where('user_id', '=', userId).execute();
    const idOf = new Map(groups.map((g) => [g.name_key, Number(g.id)]));
    for (const g of doc.contactGroups) {
      const id = idOf.get(nameKey(g.name));
      if (id !== undefined) byName.set(g.ref, id);
    }
  }
  const contactGroupOf = flags.isRestoreContact ? maps.contactGroups : byName;
  const linked = new Set((await trx.selectFrom('responder_contact_groups as l').innerJoin('contact_groups as g', 'g.id', 'l.contact_group_id').select('l.contact_group_id').where('g.user_id', '=', userId).execute()).map((l) => Number(l.contact_group_id)));
  const responders = new Map<number, number>();
  for (const r of doc.responders) {
    const row = await trx
      .insertInto('responders')
      .values({ user_id: userId, title: r.title, status: r.status, published: r.published, send_method: r.send_method, setting: r.setting, template_id: null, version: r.version, revision: null, created_at: r.created_at, updated_at: r.updated_at, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    responders.set(r.ref, id);
    // A contact group belongs to at most one responder: one already taken stays with its responder.
    const groups = r.contact_group_refs.map((g) => contactGroupOf.get(g)).filter((g): g is number => g !== undefined && !linked.has(g));
    groups.forEach((g) => linked.add(g));
    if (groups.length > 0) await trx.insertInto('responder_contact_groups').values(groups.map((contact_group_id) => ({ contact_group_id, responder_id: id }))).execute();
    const dids = [...new Set(r.did_group_refs.map((g) => maps.didGroups.get(g)).filter((g): g is number => g !== undefined))];
    if (dids.length > 0) await trx.insertInto('responder_did_groups').values(dids.map((did_group_id) => ({ did_group_id, responder_id: id }))).execute();
    await chunks(r.nodes, (part) => trx.insertInto('responder_nodes').values(part.map((n) => ({ ...n, responder_id: id, actions: remapActions(n.actions, maps) }))).execute());
    if (r.notes.length > 0) await trx.insertInto('responder_notes').values(r.notes.map((n) => ({ ...n, responder_id: id }))).execute();
    result.responders++;
  }
  for (const r of doc.responders) {
    const template = r.template_ref === null ? undefined : responders.get(r.template_ref);
    if (template !== undefined) await trx.updateTable('responders').set({ template_id: template }).where('id', '=', responders.get(r.ref) ?? 0).execute();
  }
}

async function restoreSettings(trx: Db, userId: number, doc: BackupDocument, maps: Maps, at: string) {
  const s = doc.settings;
  await trx
    .updateTable('users')
    .set({ timezone: s.timezone, contact_group_layout: s.contact_group_layout, campaign_monitoring_layout: s.campaign_monitoring_layout, skip_scrub: s.skip_scrub })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
  if (s.notifications) await trx.insertInto('notification_settings').values({ user_id: userId, ...s.notifications, updated_at: at }).execute();
  await trx.deleteFrom('responder_on_fly_settings').where('user_id', '=', userId).execute();
  if (s.on_fly !== null) await trx.insertInto('responder_on_fly_settings').values({ user_id: userId, setting: remapOnFly(s.on_fly, maps), updated_at: at }).execute();
}

/** The on-the-fly settings name a greeting (media or audio configuration): kept only when the account owns it. */
function remapOnFly(settingJson: string, maps: Maps): string {
  let setting: unknown;
  try {
    setting = JSON.parse(settingJson);
  } catch {
    throw badRequest('file', backupMessages.invalid('settings.on_fly', 'not JSON'));
  }
  if (!isRecord(setting) || !isRecord(setting.inboundMediaWithConfigs)) return settingJson;
  const media = { ...setting.inboundMediaWithConfigs };
  if (typeof media.mediaId === 'number' && !maps.media.has(media.mediaId)) media.mediaId = null;
  if (typeof media.audioBuilderConfigId === 'number' && !maps.audio.has(media.audioBuilderConfigId)) media.audioBuilderConfigId = null;
  return JSON.stringify({ ...setting, inboundMediaWithConfigs: media });
}

async function ownedIds(trx: Db, table: 'media_files' | 'audio_builder_configs' | 'ai_assistant_settings', userId: number): Promise<Set<number>> {
  const rows = await trx.selectFrom(table).select('id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export async function restoreBackup(ctx: AppContext, userId: number, doc: BackupDocument, flags: RestoreFlags): Promise<RestoreResult> {
  if (!flags.isRestoreContact && !flags.isRestoreData) throw badRequest('isRestoreContact', backupMessages.nothingChosen);
  const at = ctx.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const result = emptyResult();
      const maps: Maps = {
        contactGroups: new Map(), didGroups: new Map(), creatives: new Map(), offers: new Map(), optoutLinks: new Map(),
        media: await ownedIds(trx, 'media_files', userId),
        audio: await ownedIds(trx, 'audio_builder_configs', userId),
        assistants: await ownedIds(trx, 'ai_assistant_settings', userId),
      };
      if (flags.isRestoreContact) await restoreContacts(trx, userId, doc, flags, maps, result);
      if (flags.isRestoreData) {
        const oldDidGroups = flags.isRestoreDelete ? await deleteData(trx, userId, at) : [];
        await restoreDidGroups(trx, userId, doc, maps, result);
        // Deleting a DID group releases the numbers it still holds, as the DID screen's delete does.
        if (oldDidGroups.length > 0) await trx.deleteFrom('did_groups').where('user_id', '=', userId).where('id', 'in', oldDidGroups).execute();
        await restoreDomainGroups(trx, userId, doc, result);
        await restoreContent(trx, userId, doc, maps, result);
        await restoreResponders(trx, userId, doc, flags, maps, result);
        await restoreSettings(trx, userId, doc, maps, at);
      }
      return result;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The database refused part of the file (a duplicate, a broken reference): nothing was written.
    throw new HttpError(400, `${backupMessages.restoreFailed}: the backup could not be restored, nothing was changed (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'})`, { field: 'file' });
  }
}
