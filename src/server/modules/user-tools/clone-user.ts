// Clone user (000 §6, 001 §7 cloneUser): a new user with the source's settings and REAL copies of
// its contacts, contact groups, auto replies (responders with their nodes, notes and revisions),
// stats and follow-ups, in one transaction: a failure leaves no half-made user. What "stats" and
// "follow-ups" mean here, and what is deliberately not copied (credit, numbers, campaigns, pending
// sends), is decision 40. Big tables are copied with INSERT ... SELECT, so a million contacts never
// pass through this process.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { userToolsMessages, type CloneUserAnswer, type CloneUserRequest } from '@domain/user-tools';
import type { AppContext } from '../../context';
import type { Db, Flag } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/repo';

const CONTACT_COLUMNS = ['phone', 'type', 'carrier', 'first_name', 'last_name', 'email', 'city', 'state_code', 'zip_code', 'data', 'created_at'] as const;
const NODE_COLUMNS = ['node_id', 'parent_id', 'parent_action_id', 'label', 'level', 'trigger_type', 'trigger', 'actions', 'position', 'deleted', 'updated_at'] as const;
const EVENT_COLUMNS = ['node_id', 'action_id', 'action_type', 'outcome', 'phone', 'cost_millicents', 'created_at'] as const;
const CONVERSATION_COLUMNS = ['phone', 'did', 'state', 'status', 'steps', 'started_at', 'updated_at'] as const;

const flag = (value: number): Flag => (value ? 1 : 0);

/** The 409 of an email already taken: the spec's clone "exist" text, on the email field. */
const emailExists = () => new HttpError(409, userToolsMessages.cloneExists, { field: 'email' });

export async function cloneUser(ctx: AppContext, input: CloneUserRequest): Promise<CloneUserAnswer> {
  const source = await findUserByEmail(ctx.db, input.sourceEmail);
  if (!source) throw notFound(userToolsMessages.sourceMissing);
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(ctx.db, email)) throw emailExists();
  // Hashed before the transaction: argon2 takes ~30 ms, which the writer lock need not wait for.
  const passwordHash = await hashPassword(input.password);
  const at = iso(ctx.now());
  const copiedFiles: string[] = [];
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { id: _id, ...settings } = source;
      const inserted = await trx
        .insertInto('users')
        .values({
          ...settings,
          skip_scrub: flag(settings.skip_scrub),
          email,
          username: email,
          firstname: input.firstname || source.firstname,
          lastname: input.lastname || source.lastname,
          password_hash: passwordHash,
          password_changed_at: at,
          password_expires_at: null,
          // A new person signs in with it: the source's second factor is not theirs.
          mfa_secret: null,
          mfa_pending_secret: null,
          mfa_enabled: 0,
          mfa_last_step: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const userId = Number(inserted.id);
      await copySettings(trx, source.id, userId);
      const groups = await copyGroups(ctx, trx, source.id, userId, copiedFiles);
      const responders = await copyResponders(trx, source.id, userId, groups.map);
      return {
        message: userToolsMessages.cloned,
        user: { id: userId, email },
        copied: { contactGroups: groups.map.size, contacts: groups.contacts, responders: responders.count, conversations: responders.conversations },
      };
    });
  } catch (error) {
    await Promise.all(copiedFiles.map((f) => rm(path.join(ctx.config.dataDir, f), { force: true })));
    // Two clones racing for the same email: the unique index decides, the loser hears the spec's text.
    if (await findUserByEmail(ctx.db, email)) throw emailExists();
    throw error;
  }
}

/** Per-user settings rows: notifications, the AI-on-the-fly setting, the profile. */
async function copySettings(trx: Db, from: number, to: number): Promise<void> {
  const notification = await trx.selectFrom('notification_settings').selectAll().where('user_id', '=', from).executeTakeFirst();
  if (notification) await trx.insertInto('notification_settings').values({ ...notification, user_id: to }).execute();
  const onFly = await trx.selectFrom('responder_on_fly_settings').selectAll().where('user_id', '=', from).executeTakeFirst();
  if (onFly) await trx.insertInto('responder_on_fly_settings').values({ ...onFly, user_id: to }).execute();
  const profile = await trx.selectFrom('user_profiles').selectAll().where('user_id', '=', from).executeTakeFirst();
  if (profile) await trx.insertInto('user_profiles').values({ ...profile, user_id: to }).execute();
  await trx
    .insertInto('opt_outs')
    .columns(['user_id', 'phone', 'created_at'])
    .expression((eb) => eb.selectFrom('opt_outs').select([sql.lit(to).as('user_id'), 'phone', 'created_at']).where('user_id', '=', from))
    .execute();
}

/** Contact groups (with their counters: the groups' stats) and their contacts; answers old id -> new id. */
async function copyGroups(ctx: AppContext, trx: Db, from: number, to: number, copiedFiles: string[]) {
  const map = new Map<number, number>();
  let contacts = 0;
  const groups = await trx.selectFrom('contact_groups').selectAll().where('user_id', '=', from).orderBy('id').execute();
  for (const { id: oldId, ...group } of groups) {
    const row = await trx
      .insertInto('contact_groups')
      .values({ ...group, is_suppression: flag(group.is_suppression), is_create_ar: flag(group.is_create_ar), user_id: to, busy_task_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newId = Number(row.id);
    map.set(Number(oldId), newId);
    if (group.archive_file) {
      // An archived group's contacts live in its file: the clone gets its own copy of it.
      const copy = `${group.archive_file}.clone-${newId}`;
      await copyFile(path.join(ctx.config.dataDir, group.archive_file), path.join(ctx.config.dataDir, copy));
      copiedFiles.push(copy);
      await trx.updateTable('contact_groups').set({ archive_file: copy }).where('id', '=', newId).execute();
    }
    const result = await trx
      .insertInto('contacts')
      .columns(['group_id', ...CONTACT_COLUMNS])
      .expression((eb) => eb.selectFrom('contacts').select([sql.lit(newId).as('group_id'), ...CONTACT_COLUMNS]).where('group_id', '=', Number(oldId)))
      .executeTakeFirst();
    contacts += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return { map, contacts };
}

/**
 * Live responders with their graph, notes, revisions, contact groups (mapped to the copies), their
 * stats (node entry counts, the action events) and their follow-ups (where each contact stands).
 */
async function copyResponders(trx: Db, from: number, to: number, groups: Map<number, number>) {
  const responders = await trx.selectFrom('responders').selectAll().where('user_id', '=', from).where('deleted_at', 'is', null).orderBy('id').execute();
  let conversations = 0;
  for (const { id: oldId, ...responder } of responders) {
    const src = Number(oldId);
    const row = await trx.insertInto('responders').values({ ...responder, user_id: to, template_id: null }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    const lit = sql.lit(id).as('responder_id');
    await trx
      .insertInto('responder_nodes')
      .columns(['responder_id', ...NODE_COLUMNS])
      .expression((eb) => eb.selectFrom('responder_nodes').select([lit, ...NODE_COLUMNS]).where('responder_id', '=', src))
      .execute();
    await trx
      .insertInto('responder_notes')
      .columns(['responder_id', 'note_id', 'text', 'color', 'position'])
      .expression((eb) => eb.selectFrom('responder_notes').select([lit, 'note_id', 'text', 'color', 'position']).where('responder_id', '=', src))
      .execute();
    await trx
      .insertInto('responder_revisions')
      .columns(['responder_id', 'number', 'title', 'node_count', 'snapshot', 'created_at'])
      .expression((eb) => eb.selectFrom('responder_revisions').select([lit, 'number', 'title', 'node_count', 'snapshot', 'created_at']).where('responder_id', '=', src))
      .execute();
    await trx
      .insertInto('responder_node_counts')
      .columns(['responder_id', 'node_id', 'entered'])
      .expression((eb) => eb.selectFrom('responder_node_counts').select([lit, 'node_id', 'entered']).where('responder_id', '=', src))
      .execute();
    await trx
      .insertInto('responder_action_events')
      .columns(['responder_id', ...EVENT_COLUMNS])
      .expression((eb) => eb.selectFrom('responder_action_events').select([lit, ...EVENT_COLUMNS]).where('responder_id', '=', src))
      .execute();
    const links = await trx.selectFrom('responder_contact_groups').select('contact_group_id').where('responder_id', '=', src).execute();
    for (const link of links) {
      const group = groups.get(Number(link.contact_group_id));
      if (group !== undefined) await trx.insertInto('responder_contact_groups').values({ contact_group_id: group, responder_id: id }).execute();
    }
    // Follow-ups: each contact's place in the conversation, copied without a due timer and without
    // the pending actions, so the clone never re-sends what the source is about to send.
    const followUps = [...groups.entries()].map(([oldGroup, newGroup]) => ({ oldGroup, newGroup: newGroup as number | null }));
    followUps.push({ oldGroup: -1, newGroup: null });
    for (const { oldGroup, newGroup } of followUps) {
      const result = await trx
        .insertInto('responder_conversations')
        .columns(['responder_id', 'user_id', 'contact_group_id', ...CONVERSATION_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('responder_conversations')
            .select([lit, sql.lit(to).as('user_id'), sql<number | null>`${newGroup === null ? sql.lit(null) : sql.lit(newGroup)}`.as('contact_group_id'), ...CONVERSATION_COLUMNS])
            .where('responder_id', '=', src)
            .where((w) => (oldGroup === -1 ? w('contact_group_id', 'is', null) : w('contact_group_id', '=', oldGroup))),
        )
        .executeTakeFirst();
      conversations += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  return { count: responders.length, conversations };
}
