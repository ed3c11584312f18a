// A responder's graph in its tables: one row per node (responder_nodes) and per sticky note. Rows
// are read back through the domain's schemas, so what the API answers is always a valid node.
// Writing a whole document soft-deletes the nodes it no longer holds (their rows stay, marked
// deleted, as the spec's node delete does) and rewrites the rest; decision 21 says why.
import { flowNodeSchema, stickyNoteSchema, type FlowNode, type ResponderDocument, type StickyNote } from '@domain/responder-flow';
import type { Db } from '../../db/database';
import type { ResponderNodeRow } from '../../db/database';

/** Rows per insert: far below both databases' limits on bound parameters. */
const CHUNK = 200;

export function rowToNode(row: Pick<ResponderNodeRow, 'node_id' | 'label' | 'level' | 'parent_id' | 'parent_action_id' | 'trigger' | 'actions' | 'position'>): FlowNode {
  return flowNodeSchema.parse({
    id: row.node_id,
    label: row.label,
    level: Number(row.level),
    parentId: row.parent_id,
    parentActionId: row.parent_action_id,
    trigger: JSON.parse(row.trigger),
    actions: JSON.parse(row.actions),
    position: JSON.parse(row.position),
  });
}

export function nodeToRow(responderId: number, node: FlowNode, at: string) {
  return {
    responder_id: responderId,
    node_id: node.id,
    parent_id: node.parentId,
    parent_action_id: node.parentActionId,
    label: node.label,
    level: node.level,
    trigger_type: node.trigger.type,
    trigger: JSON.stringify(node.trigger),
    actions: JSON.stringify(node.actions),
    position: JSON.stringify(node.position),
    deleted: 0 as const,
    updated_at: at,
  };
}

export async function loadNodes(db: Db, responderId: number): Promise<FlowNode[]> {
  const rows = await db
    .selectFrom('responder_nodes')
    .select(['node_id', 'label', 'level', 'parent_id', 'parent_action_id', 'trigger', 'actions', 'position'])
    .where('responder_id', '=', responderId)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map(rowToNode);
}

export async function loadNotes(db: Db, responderId: number): Promise<StickyNote[]> {
  const rows = await db.selectFrom('responder_notes').selectAll().where('responder_id', '=', responderId).orderBy('note_id').execute();
  return rows.map((r) => stickyNoteSchema.parse({ id: r.note_id, text: r.text, color: r.color, position: JSON.parse(r.position) }));
}

export async function loadDocument(db: Db, responderId: number): Promise<ResponderDocument> {
  const [nodes, notes] = await Promise.all([loadNodes(db, responderId), loadNotes(db, responderId)]);
  return { nodes, notes };
}

/** Replaces the stored nodes with these (rows of the same id are rewritten, live again if deleted). */
export async function writeNodes(db: Db, responderId: number, nodes: readonly FlowNode[], at: string): Promise<void> {
  const ids = nodes.map((n) => n.id);
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db.deleteFrom('responder_nodes').where('responder_id', '=', responderId).where('node_id', 'in', ids.slice(i, i + CHUNK)).execute();
  }
  for (let i = 0; i < nodes.length; i += CHUNK) {
    await db.insertInto('responder_nodes').values(nodes.slice(i, i + CHUNK).map((n) => nodeToRow(responderId, n, at))).execute();
  }
}

/** The whole graph: nodes not in the document are soft-deleted; notes are replaced. */
export async function writeDocument(db: Db, responderId: number, doc: ResponderDocument, at: string): Promise<void> {
  await db.updateTable('responder_nodes').set({ deleted: 1, updated_at: at }).where('responder_id', '=', responderId).where('deleted', '=', 0).execute();
  await writeNodes(db, responderId, doc.nodes, at);
  await db.deleteFrom('responder_notes').where('responder_id', '=', responderId).execute();
  for (let i = 0; i < doc.notes.length; i += CHUNK) {
    await db
      .insertInto('responder_notes')
      .values(
        doc.notes.slice(i, i + CHUNK).map((n) => ({
          responder_id: responderId,
          note_id: n.id,
          text: n.text,
          color: n.color,
          position: JSON.stringify(n.position),
        })),
      )
      .execute();
  }
}

/** Marks nodes deleted (soft) or removes their rows (hard, the legacy deleteDialogContent). */
export async function removeNodes(db: Db, responderId: number, ids: readonly string[], at: string, hard: boolean): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    if (hard) await db.deleteFrom('responder_nodes').where('responder_id', '=', responderId).where('node_id', 'in', chunk).execute();
    else await db.updateTable('responder_nodes').set({ deleted: 1, updated_at: at }).where('responder_id', '=', responderId).where('node_id', 'in', chunk).execute();
  }
}

/** Stores new labels and levels (after a node came or went, its siblings' labels move). */
export async function writeLabels(db: Db, responderId: number, changed: ReadonlyMap<string, { label: string; level: number }>): Promise<void> {
  for (const [nodeId, { label, level }] of changed) {
    await db.updateTable('responder_nodes').set({ label, level }).where('responder_id', '=', responderId).where('node_id', '=', nodeId).execute();
  }
}
