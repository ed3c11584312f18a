// A responder's graph: read it (getNodes), save it whole (PUT /document, guarded by the version the
// editor started from: 409 when another tab or teammate saved first), save or delete one node
// (saveNode, deleteNode; the legacy dialog contents calls too). Every save runs the node-save
// rules and the structure checks (prepare-document.ts) and refuses references that are not the
// user's (references.ts); every change bumps the version.
import { responderMessages, type SavedDocument } from '@domain/responders';
import { responderApiMessages, type ResponderNodesView } from '@domain/responder-api';
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { edgesOf, treeLabels } from '@flows/model';
import type { z } from 'zod';
import type { saveDocumentSchema } from '@domain/responders';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { loadDocument, loadNodes, removeNodes, writeDocument, writeLabels, writeNodes } from './document-store';
import { prepareDocument, prepareWithNode } from './prepare-document';
import { assertReferencesOwned } from './references';
import { ownResponder, sendMethodOf, viewResponder } from './responders-repo';

export const changedElsewhere = () => new HttpError(409, responderMessages.changedElsewhere, { field: 'version' });

/**
 * version + 1, only if it is still `expected` (when given): the optimistic check and the bump in
 * one statement, so two saves from the same version cannot both pass.
 */
export async function bumpVersion(db: Db, responderId: number, at: string, expected?: number): Promise<number> {
  let update = db
    .updateTable('responders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', responderId);
  if (expected !== undefined) update = update.where('version', '=', expected);
  const row = await update.returning('version').executeTakeFirst();
  if (!row) throw changedElsewhere();
  return Number(row.version);
}

export async function getNodes(ctx: AppContext, userId: number, responderId: number): Promise<ResponderNodesView> {
  const row = await ownResponder(ctx.db, userId, responderId);
  const [responder, doc] = await Promise.all([viewResponder(ctx.db, row), loadDocument(ctx.db, responderId)]);
  return { responder, nodes: doc.nodes, edges: edgesOf(doc), notes: doc.notes, version: responder.version };
}

/** Stores a prepared document as the draft, checking the version. */
export async function storeDocument(ctx: AppContext, responderId: number, doc: ResponderDocument, expected?: number): Promise<SavedDocument> {
  const at = iso(ctx.now());
  const version = await ctx.db.transaction().execute(async (trx) => {
    const next = await bumpVersion(trx, responderId, at, expected);
    await writeDocument(trx, responderId, doc, at);
    return next;
  });
  return { version, updatedAt: at };
}

export async function saveDocument(ctx: AppContext, userId: number, responderId: number, input: z.output<typeof saveDocumentSchema>): Promise<SavedDocument> {
  const row = await ownResponder(ctx.db, userId, responderId);
  const doc = prepareDocument({ nodes: input.nodes, notes: input.notes }, sendMethodOf(Number(row.send_method)));
  await assertReferencesOwned(ctx.db, userId, doc.nodes, (i) => `nodes.${i}`);
  return storeDocument(ctx, responderId, doc, input.version);
}

/** One node added or changed (moved to another parent too); the body holds it at `node`. */
export async function saveNode(
  ctx: AppContext,
  userId: number,
  responderId: number,
  node: FlowNode,
  expected: number | undefined,
): Promise<{ node: FlowNode; version: number }> {
  const row = await ownResponder(ctx.db, userId, responderId);
  const stored = await loadNodes(ctx.db, responderId);
  const nodes = prepareWithNode(stored, node, sendMethodOf(Number(row.send_method)));
  const saved = nodes.find((n) => n.id === node.id);
  if (!saved) throw notFound(responderApiMessages.nodeMissing);
  await assertReferencesOwned(ctx.db, userId, [saved], () => 'node');
  const changed = changedLabels(stored, nodes);
  const at = iso(ctx.now());
  const version = await ctx.db.transaction().execute(async (trx) => {
    const next = await bumpVersion(trx, responderId, at, expected);
    await writeNodes(trx, responderId, [saved], at);
    changed.delete(saved.id);
    await writeLabels(trx, responderId, changed);
    return next;
  });
  return { node: saved, version };
}

/** Labels and levels that differ between the stored nodes and the new ones. */
function changedLabels(before: readonly FlowNode[], after: readonly FlowNode[]): Map<string, { label: string; level: number }> {
  const old = new Map(before.map((n) => [n.id, n]));
  const changed = new Map<string, { label: string; level: number }>();
  for (const n of after) {
    const was = old.get(n.id);
    if (was && (was.label !== n.label || was.level !== n.level)) changed.set(n.id, { label: n.label, level: n.level });
  }
  return changed;
}

/** The node and every node below it. */
export function withDescendants(nodes: readonly FlowNode[], id: string): string[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i += 1) {
    for (const n of nodes) if (n.parentId === ids[i] && !ids.includes(n.id)) ids.push(n.id);
  }
  return ids;
}

/** Deletes a node and its descendants: soft (marked deleted) or hard (rows removed, legacy call). */
export async function deleteNode(ctx: AppContext, userId: number, responderId: number, nodeId: string, hard = false): Promise<{ deleted: string[]; version: number }> {
  await ownResponder(ctx.db, userId, responderId);
  const stored = await loadNodes(ctx.db, responderId);
  if (!stored.some((n) => n.id === nodeId)) throw notFound(responderApiMessages.nodeMissing);
  const gone = withDescendants(stored, nodeId);
  const left = stored.filter((n) => !gone.includes(n.id));
  const labels = treeLabels(left);
  const changed = changedLabels(left, left.map((n) => ({ ...n, ...labels.get(n.id) })));
  const at = iso(ctx.now());
  const version = await ctx.db.transaction().execute(async (trx) => {
    const next = await bumpVersion(trx, responderId, at);
    await removeNodes(trx, responderId, gone, at, hard);
    await writeLabels(trx, responderId, changed);
    return next;
  });
  return { deleted: gone, version };
}
