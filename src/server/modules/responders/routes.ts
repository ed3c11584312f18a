// /responder-v2/*: the responder builder's calls as the spec names them (001 §7 "Responders"), plus
// the whole-graph save (PUT /document), revisions and the simulator (simulateAction). Another user's responder answers 404
// 'Responder is not existed' on every call. The AI assistant, on-the-fly settings, the simulator,
// paid action stats and the legacy /dialog calls are in the sibling *-routes.ts files.
import { duplicateSchema, responderSearchSchema, saveDocumentSchema, savedDocumentSchema, switchStatusSchema } from '@domain/responders';
import {
  deleteNodeQuerySchema,
  deletedNodesSchema,
  deleteResponderQuerySchema,
  liveCountsSchema,
  okSchema,
  publishAnswerSchema,
  publishQuerySchema,
  responderApiMessages,
  responderConfigSchema,
  responderIdQuerySchema,
  responderNodesViewSchema,
  responderSaveRequestSchema,
  responderViewListSchema,
  responderViewSchema,
  restoreRevisionSchema,
  revisionListSchema,
  revisionQuerySchema,
  revisionSchema,
  savedNodeSchema,
  saveNodeSchema,
} from '@domain/responder-api';
import { simulateAnswerSchema, simulateRequestSchema } from '@domain/responder-simulation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { responderConfig } from './config-service';
import { deleteNode, getNodes, saveDocument, saveNode } from './graph-service';
import { buildFromTemplate, duplicateResponder, getRevision, listRevisions, publishResponder, restoreRevision } from './publish-service';
import { deleteResponder, saveResponder, searchResponders, switchStatus } from './responders-service';
import { simulateAction } from './simulate-service';
import { liveCounts } from './live-counts';

const tags = ['responders'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
/** A whole graph of 5,000 nodes is several megabytes of JSON. */
const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

export const responderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;

  app.post('/responder-v2/save', { schema: { tags, body: responderSaveRequestSchema, response: { 200: responderViewSchema } } }, async (request) =>
    saveResponder(ctx, user(request), request.body),
  );
  app.post('/responder-v2/search', { schema: { tags, body: responderSearchSchema, response: { 200: responderViewListSchema } } }, async (request) =>
    searchResponders(ctx, user(request), request.body),
  );
  app.delete('/responder-v2/delete', { schema: { tags, querystring: deleteResponderQuerySchema, response: { 200: okSchema } } }, async (request) => {
    await deleteResponder(ctx, user(request), request.query.id);
    return { message: 'ok' };
  });
  app.get('/responder-v2/config', { schema: { tags, response: { 200: responderConfigSchema } } }, async (request) => responderConfig(ctx, user(request)));

  app.post('/responder-v2/getNodes', { schema: { tags, querystring: responderIdQuerySchema, response: { 200: responderNodesViewSchema } } }, async (request) =>
    getNodes(ctx, user(request), request.query.responderId),
  );
  app.post('/responder-v2/saveNode', { schema: { tags, body: saveNodeSchema, response: { 200: savedNodeSchema } } }, async (request) =>
    saveNode(ctx, user(request), request.body.responderId, request.body.node, request.body.version),
  );
  app.delete('/responder-v2/deleteNode', { schema: { tags, querystring: deleteNodeQuerySchema, response: { 200: deletedNodesSchema } } }, async (request) =>
    deleteNode(ctx, user(request), request.query.responderId, request.query.id),
  );
  app.put(
    '/responder-v2/document',
    { bodyLimit: DOCUMENT_BODY_LIMIT, schema: { tags, querystring: responderIdQuerySchema, body: saveDocumentSchema, response: { 200: savedDocumentSchema } } },
    async (request) => saveDocument(ctx, user(request), request.query.responderId, request.body),
  );

  app.post('/responder-v2/publish', { schema: { tags, querystring: publishQuerySchema, response: { 200: publishAnswerSchema } } }, async (request) => {
    const { responderId, title, templateId } = request.query;
    if (responderId !== undefined) return publishResponder(ctx, user(request), responderId);
    if (templateId === undefined) throw badRequest('responderId', responderApiMessages.publishWhat);
    if (title === undefined) throw badRequest('title', 'Title is required field!');
    return buildFromTemplate(ctx, user(request), title, templateId);
  });
  app.post('/responder-v2/duplicate', { schema: { tags, body: duplicateSchema, response: { 200: publishAnswerSchema } } }, async (request) =>
    duplicateResponder(ctx, user(request), request.body.title, request.body.templateId),
  );
  app.post('/responder-v2/switchStatus', { schema: { tags, body: switchStatusSchema, response: { 200: responderViewSchema } } }, async (request) =>
    switchStatus(ctx, user(request), request.body.id, request.body.status),
  );

  app.post('/responder-v2/simulateAction', { schema: { tags, body: simulateRequestSchema, response: { 200: simulateAnswerSchema } } }, async (request) =>
    simulateAction(ctx, user(request), request.body),
  );

  // The canvas's live overlay: entries and waiting contacts per node, figures per action.
  app.get('/responder-v2/liveCounts', { schema: { tags, querystring: responderIdQuerySchema, response: { 200: liveCountsSchema } } }, async (request) =>
    liveCounts(ctx, user(request), request.query.responderId),
  );

  app.get('/responder-v2/revisions', { schema: { tags, querystring: responderIdQuerySchema, response: { 200: revisionListSchema } } }, async (request) =>
    listRevisions(ctx, user(request), request.query.responderId),
  );
  app.get('/responder-v2/revision', { schema: { tags, querystring: revisionQuerySchema, response: { 200: revisionSchema } } }, async (request) =>
    getRevision(ctx, user(request), request.query.responderId, request.query.revisionId),
  );
  app.post('/responder-v2/restoreRevision', { schema: { tags, body: restoreRevisionSchema, response: { 200: responderNodesViewSchema } } }, async (request) => {
    const { responderId, revisionId, version } = request.body;
    await restoreRevision(ctx, user(request), responderId, revisionId, version);
    return getNodes(ctx, user(request), responderId);
  });
};
