// Publish and revisions (decision 21). The nodes in responder_nodes are the draft the editor saves;
// publishing checks the draft (any error: 400 'Fix the problems before publishing' with the
// problems listed) and keeps it as the next revision, a snapshot the sending engine plays and the
// revisions panel lists, opens read-only and restores (the snapshot becomes the draft again).
// Publish with a title and a templateId builds a new published responder from a template.
import { responderMessages, responderSettingSchema } from '@domain/responders';
import { responderApiMessages, type PublishAnswer, type Revision, type RevisionSummary } from '@domain/responder-api';
import { responderDocumentSchema, type ResponderDocument } from '@domain/responder-flow';
import { blocksPublish } from '@flows/problems';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ResponderRow } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { loadDocument } from './document-store';
import { storeDocument } from './graph-service';
import { validateDocument } from '@flows/validation';
import type { Problem } from '@flows/problems';
import { loadRuntimeLibrary } from '../../engine/runtime-library';
import { copyResponder } from './responders-service';
import { ownResponder, readSetting, viewResponder } from './responders-repo';

const snapshotSchema = responderDocumentSchema.extend({ title: z.string(), setting: responderSettingSchema });

const nothingToPublish: Problem = { severity: 'error', nodeId: null, actionId: null, field: null, message: responderApiMessages.nothingToPublish };

/**
 * 400 listing the problems when any error stands: flows' checks, with the user's library as it is
 * now (a creative deleted since the draft was saved is a problem) and the price table.
 */
async function assertPublishable(ctx: AppContext, userId: number, row: ResponderRow, doc: ResponderDocument, field: string): Promise<void> {
  const library = await loadRuntimeLibrary(ctx, userId, Number(row.id), doc);
  const ids = (map: ReadonlyMap<number, unknown>) => [...map.keys()].map((id) => ({ id }));
  const problems = validateDocument(doc, {
    creatives: [...library.creatives].map(([id, c]) => ({ id, message: c.message })),
    offers: ids(library.offers),
    optoutLinks: ids(library.optoutLinks),
    media: ids(library.media),
    audioConfigs: ids(library.audioConfigs),
    aiAssistants: ids(library.aiSettings),
    prices: library.prices,
    country: library.country,
    sendMethod: Number(row.send_method),
  });
  if (doc.nodes.length === 0) problems.unshift(nothingToPublish);
  if (blocksPublish(problems)) throw new HttpError(400, responderMessages.hasProblems, { field, problems });
}

/** The draft kept as the next revision; answers its number. */
async function keepRevision(ctx: AppContext, row: ResponderRow, doc: ResponderDocument): Promise<number> {
  const at = iso(ctx.now());
  const responderId = Number(row.id);
  return ctx.db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('responder_revisions')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('responder_id', '=', responderId)
      .executeTakeFirst();
    const number = Number(latest?.n ?? 0) + 1;
    const snapshot = { title: row.title, setting: readSetting(row.setting), nodes: doc.nodes, notes: doc.notes };
    await trx
      .insertInto('responder_revisions')
      .values({ responder_id: responderId, number, title: row.title, node_count: doc.nodes.length, snapshot: JSON.stringify(snapshot), created_at: at })
      .execute();
    await trx.updateTable('responders').set({ revision: number, updated_at: at }).where('id', '=', responderId).execute();
    return number;
  });
}

export async function publishResponder(ctx: AppContext, userId: number, responderId: number): Promise<PublishAnswer> {
  const row = await ownResponder(ctx.db, userId, responderId);
  const doc = await loadDocument(ctx.db, responderId);
  await assertPublishable(ctx, userId, row, doc, 'responderId');
  const number = await keepRevision(ctx, row, doc);
  return { message: responderApiMessages.published(number), responder: await viewResponder(ctx.db, await ownResponder(ctx.db, userId, responderId)) };
}

/** publish?title&templateId: a new published responder from one of the user's templates. */
export async function buildFromTemplate(ctx: AppContext, userId: number, title: string, templateId: number): Promise<PublishAnswer> {
  const template = await ownResponder(ctx.db, userId, templateId);
  if (template.published === 1) throw badRequest('templateId', responderApiMessages.notTemplate);
  const doc = await loadDocument(ctx.db, templateId);
  await assertPublishable(ctx, userId, template, doc, 'templateId');
  const id = await copyResponder(ctx, userId, templateId, title, true, doc);
  const row = await ownResponder(ctx.db, userId, id);
  await keepRevision(ctx, row, doc);
  return { message: responderMessages.built, responder: await viewResponder(ctx.db, await ownResponder(ctx.db, userId, id)) };
}

/** duplicate: a copy of any of the user's responders or templates, as a draft of the same kind. */
export async function duplicateResponder(ctx: AppContext, userId: number, title: string, sourceId: number): Promise<PublishAnswer> {
  const source = await ownResponder(ctx.db, userId, sourceId);
  const id = await copyResponder(ctx, userId, sourceId, title, source.published === 1);
  return { message: responderMessages.built, responder: await viewResponder(ctx.db, await ownResponder(ctx.db, userId, id)) };
}

const summary = (r: { id: number; number: number; title: string; node_count: number; created_at: string }): RevisionSummary => ({
  id: Number(r.id),
  number: Number(r.number),
  title: r.title,
  nodeCount: Number(r.node_count),
  createdAt: r.created_at,
});

export async function listRevisions(ctx: AppContext, userId: number, responderId: number): Promise<{ items: RevisionSummary[] }> {
  await ownResponder(ctx.db, userId, responderId);
  const rows = await ctx.db
    .selectFrom('responder_revisions')
    .select(['id', 'number', 'title', 'node_count', 'created_at'])
    .where('responder_id', '=', responderId)
    .orderBy('number', 'desc')
    .execute();
  return { items: rows.map(summary) };
}

export async function getRevision(ctx: AppContext, userId: number, responderId: number, revisionId: number): Promise<Revision> {
  await ownResponder(ctx.db, userId, responderId);
  const row = await ctx.db
    .selectFrom('responder_revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('responder_id', '=', responderId)
    .executeTakeFirst();
  if (!row) throw notFound(responderApiMessages.revisionMissing);
  const snapshot = snapshotSchema.parse(JSON.parse(row.snapshot));
  return { ...summary(row), setting: snapshot.setting, document: { nodes: snapshot.nodes, notes: snapshot.notes } };
}

/** The revision's graph becomes the draft (a new version); the published revision stays as it was. */
export async function restoreRevision(ctx: AppContext, userId: number, responderId: number, revisionId: number, version?: number): Promise<number> {
  const revision = await getRevision(ctx, userId, responderId, revisionId);
  await storeDocument(ctx, responderId, revision.document, version);
  return revision.number;
}
