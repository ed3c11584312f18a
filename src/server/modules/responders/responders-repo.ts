// Reading responders: the owner check every call starts with (another user's id, or a deleted
// responder, answers 404 'Responder is not existed'), and the row as the API answers it, with its
// contact and DID groups named and its live nodes counted, several rows in one query each.
import { responderMessages, responderSettingSchema, type ResponderSetting } from '@domain/responders';
import type { ResponderView } from '@domain/responder-api';
import type { SendMethod } from '@domain/routes';
import type { Db, ResponderRow } from '../../db/database';
import { notFound } from '../../http/errors';

export const responderMissing = () => notFound(responderMessages.missing);

/** The user's live responder or 404 (also for another user's id). */
export async function ownResponder(db: Db, userId: number, id: number): Promise<ResponderRow> {
  const row = await db
    .selectFrom('responders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw responderMissing();
  return row;
}

export function readSetting(text: string): ResponderSetting {
  return responderSettingSchema.parse(JSON.parse(text));
}

const statusOf = (n: number): ResponderView['status'] => (n === -1 ? -1 : n === 0 ? 0 : 1);
export const sendMethodOf = (n: number): SendMethod => (n === 1 ? 1 : 2);

/** The rows as the API answers them, in the order given. */
export async function viewResponders(db: Db, rows: readonly ResponderRow[]): Promise<ResponderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [contactGroups, didGroups, counts] = await Promise.all([
    db
      .selectFrom('responder_contact_groups as l')
      .innerJoin('contact_groups as g', 'g.id', 'l.contact_group_id')
      .select(['l.responder_id', 'g.id', 'g.name'])
      .where('l.responder_id', 'in', ids)
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('responder_did_groups as l')
      .innerJoin('did_groups as g', 'g.id', 'l.did_group_id')
      .select(['l.responder_id', 'g.id', 'g.name'])
      .where('l.responder_id', 'in', ids)
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('responder_nodes')
      .select(['responder_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('responder_id', 'in', ids)
      .where('deleted', '=', 0)
      .groupBy('responder_id')
      .execute(),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      title: r.title,
      status: statusOf(Number(r.status)),
      published: r.published === 1,
      responderTemplate: r.published !== 1,
      setting: readSetting(r.setting),
      contactGroups: contactGroups.filter((g) => Number(g.responder_id) === id).map((g) => ({ contactGroupId: Number(g.id), name: g.name })),
      didGroups: didGroups.filter((g) => Number(g.responder_id) === id).map((g) => ({ didGroupId: Number(g.id), name: g.name })),
      nodeCount: Number(counts.find((c) => Number(c.responder_id) === id)?.n ?? 0),
      version: Number(r.version),
      revision: r.revision === null ? null : Number(r.revision),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      sendMethod: sendMethodOf(Number(r.send_method)),
      templateId: r.template_id === null ? null : Number(r.template_id),
    };
  });
}

export async function viewResponder(db: Db, row: ResponderRow): Promise<ResponderView> {
  const [view] = await viewResponders(db, [row]);
  return view;
}
