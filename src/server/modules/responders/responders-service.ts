// Responders as a list: save (create or update the responder's own fields; a saved responder is
// always enabled, 001 §4), search with the spec's filters 10 a page, soft delete, duplicate, and
// the status switch (enabling needs a keyword on every start that listens for words: 'Required
// atleast one keyword'). A contact group belongs to one responder at most: 'Can not create another
// dialog for same contact group!'. Every query is scoped to the acting user.
import { RESPONDER_STATUSES, responderMessages, type ResponderStatus } from '@domain/responders';
import type { ResponderView, responderSaveRequestSchema } from '@domain/responder-api';
import type { responderSearchSchema } from '@domain/responders';
import type { ResponderDocument } from '@domain/responder-flow';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { likeContains } from '../../db/like';
import { badRequest } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';
import { loadDocument, writeDocument } from './document-store';
import { assertGroupsOwned } from './references';
import { ownResponder, viewResponder, viewResponders } from './responders-repo';

type SaveInput = z.output<typeof responderSaveRequestSchema>;
type SearchInput = z.output<typeof responderSearchSchema>;

const sameContactGroup = () => badRequest('contactGroupIds', responderMessages.sameContactGroup);

/** 400 when one of the groups already belongs to another live responder. */
async function assertContactGroupsFree(db: Db, contactGroupIds: readonly number[], responderId: number | null): Promise<void> {
  if (contactGroupIds.length === 0) return;
  let query = db.selectFrom('responder_contact_groups').select('contact_group_id').where('contact_group_id', 'in', [...contactGroupIds]);
  if (responderId !== null) query = query.where('responder_id', '!=', responderId);
  if (await query.executeTakeFirst()) throw sameContactGroup();
}

async function writeGroups(db: Db, responderId: number, contactGroupIds: readonly number[], didGroupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('responder_contact_groups').where('responder_id', '=', responderId).execute();
  await db.deleteFrom('responder_did_groups').where('responder_id', '=', responderId).execute();
  const contacts = [...new Set(contactGroupIds)];
  const dids = [...new Set(didGroupIds)];
  if (contacts.length > 0) await db.insertInto('responder_contact_groups').values(contacts.map((g) => ({ responder_id: responderId, contact_group_id: g }))).execute();
  if (dids.length > 0) await db.insertInto('responder_did_groups').values(dids.map((g) => ({ responder_id: responderId, did_group_id: g }))).execute();
}

/** A two-step write that may hit the contact-group key: the race loser hears the spec's message. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw sameContactGroup();
    throw err;
  }
}

export async function saveResponder(ctx: AppContext, userId: number, input: SaveInput): Promise<ResponderView> {
  const existing = input.id === undefined ? null : await ownResponder(ctx.db, userId, input.id);
  await assertGroupsOwned(ctx.db, userId, input.contactGroupIds, input.didGroupIds);
  await assertContactGroupsFree(ctx.db, input.contactGroupIds, existing ? Number(existing.id) : null);
  const at = iso(ctx.now());
  const columns = {
    title: input.title,
    published: input.published ? (1 as const) : (0 as const),
    setting: JSON.stringify(input.setting),
    // 001 §4: saved responders always get status true.
    status: RESPONDER_STATUSES.enabled,
    updated_at: at,
  };
  const id = await guarded(() =>
    ctx.db.transaction().execute(async (trx) => {
      let responderId: number;
      if (existing) {
        responderId = Number(existing.id);
        await trx
          .updateTable('responders')
          .set({ ...columns, ...(input.sendMethod ? { send_method: input.sendMethod } : {}) })
          .where('id', '=', responderId)
          .execute();
      } else {
        const row = await trx
          .insertInto('responders')
          .values({ ...columns, user_id: userId, send_method: input.sendMethod ?? 2, template_id: null, version: 0, revision: null, created_at: at, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        responderId = Number(row.id);
      }
      await writeGroups(trx, responderId, input.contactGroupIds, input.didGroupIds);
      return responderId;
    }),
  );
  return viewResponder(ctx.db, await ownResponder(ctx.db, userId, id));
}

export async function searchResponders(ctx: AppContext, userId: number, q: SearchInput): Promise<{ items: ResponderView[]; total: number }> {
  let base = ctx.db.selectFrom('responders').where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (q.published !== undefined) base = base.where('published', '=', q.published ? 1 : 0);
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.title) base = base.where(likeContains(sql.ref('title'), q.title));
  if (q.contactGroupId !== undefined) {
    const groupId = q.contactGroupId;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('responder_contact_groups as l').select('l.responder_id').whereRef('l.responder_id', '=', 'responders.id').where('l.contact_group_id', '=', groupId)),
    );
  }
  if (q.didGroupId !== undefined) {
    const groupId = q.didGroupId;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('responder_did_groups as l').select('l.responder_id').whereRef('l.responder_id', '=', 'responders.id').where('l.did_group_id', '=', groupId)),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await viewResponders(ctx.db, rows), total: Number(count.n) };
}

/** Soft delete: the row stays, hidden; its contact groups are free for another responder. */
export async function deleteResponder(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownResponder(ctx.db, userId, id);
  const at = iso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('responders').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
    await writeGroups(trx, id, [], []);
  });
}

/** The legacy setDidGroup: the responder answers through this one DID group; nothing else changes. */
export async function setDidGroup(ctx: AppContext, userId: number, id: number, didGroupId: number): Promise<void> {
  await ownResponder(ctx.db, userId, id);
  await assertGroupsOwned(ctx.db, userId, [], [didGroupId]);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('responder_did_groups').where('responder_id', '=', id).execute();
    await trx.insertInto('responder_did_groups').values({ responder_id: id, did_group_id: didGroupId }).execute();
    await trx.updateTable('responders').set({ updated_at: iso(ctx.now()) }).where('id', '=', id).execute();
  });
}

/** Whether every start listening for words has one (inbound message keywords or intents, voice keywords). */
export function hasStartKeywords(doc: ResponderDocument): boolean {
  const roots = doc.nodes.filter((n) => n.parentId === null);
  if (roots.length === 0) return false;
  return roots.every((n) => {
    if (n.trigger.type === 'inbound_message') return n.trigger.keywords.length + n.trigger.intents.length > 0;
    if (n.trigger.type === 'voice_command') return n.trigger.keywords.length > 0;
    return true;
  });
}

export async function switchStatus(ctx: AppContext, userId: number, id: number, status: ResponderStatus): Promise<ResponderView> {
  const row = await ownResponder(ctx.db, userId, id);
  if (status === RESPONDER_STATUSES.enabled && !hasStartKeywords(await loadDocument(ctx.db, id))) {
    throw badRequest('status', responderMessages.keywordRequired);
  }
  await ctx.db.updateTable('responders').set({ status, updated_at: iso(ctx.now()) }).where('id', '=', id).execute();
  return viewResponder(ctx.db, { ...row, status });
}

/**
 * A copy of a responder under a new title: its graph, notes, setting and DID groups (not its
 * contact groups, which belong to one responder each). `published` says what the copy is.
 */
export async function copyResponder(ctx: AppContext, userId: number, sourceId: number, title: string, published: boolean, doc?: ResponderDocument): Promise<number> {
  const source = await ownResponder(ctx.db, userId, sourceId);
  const graph = doc ?? (await loadDocument(ctx.db, sourceId));
  const dids = await ctx.db.selectFrom('responder_did_groups').select('did_group_id').where('responder_id', '=', sourceId).execute();
  const at = iso(ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('responders')
      .values({
        user_id: userId,
        title,
        status: RESPONDER_STATUSES.enabled,
        published: published ? 1 : 0,
        send_method: Number(source.send_method),
        setting: source.setting,
        template_id: sourceId,
        version: 0,
        revision: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeDocument(trx, id, graph, at);
    await writeGroups(trx, id, [], dids.map((d) => Number(d.did_group_id)));
    return id;
  });
}
