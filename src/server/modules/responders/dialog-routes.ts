// /dialog/*: the legacy dialog calls (001 §7 "Legacy dialog calls"), thin aliases over the responder
// services, so an old client and the builder always see the same responders. Names as the spec
// lists them; another user's dialog answers 404 'Responder is not existed' like every other call.
import { Readable } from 'node:stream';
import { MEDIA_MAX_FILE_BYTES, mediaFileSchema } from '@domain/media';
import { queryInt } from '@domain/query';
import { deletedNodesSchema, okSchema, paidActionStatsSchema, responderApiMessages, savedNodeSchema } from '@domain/responder-api';
import {
  aiTestAnswerSchema,
  aiTestSchema,
  dialogContentSchema,
  dialogIdQuerySchema,
  dialogListSchema,
  dialogNodeQuerySchema,
  dialogSchema,
  dialogStatsSchema,
  flushAnswerSchema,
  flushQuerySchema,
  loadDialogsSchema,
  saveDialogContentSchema,
  saveDialogSchema,
  setDidGroupSchema,
} from '@domain/responder-dialogs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { uploadMedia } from '../media/upload-media';
import { aiTest, flushDialogContext, loadDialogs, saveDialog, toDialogs } from './dialog-service';
import { deleteNode, getNodes, saveNode } from './graph-service';
import { paidActionStats } from './paid-action-stats';
import { ownResponder } from './responders-repo';
import { deleteResponder, setDidGroup } from './responders-service';

const tags = ['dialogs'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
/** The end of a day given as a date alone, so `to` takes the whole day in. */
const endOf = (to: string | undefined) => (to && to.length === 10 ? `${to}T23:59:59.999Z` : to);

export const dialogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const { ctx } = app;

  app.post('/dialog/loadDialogs', { schema: { tags, body: loadDialogsSchema, response: { 200: dialogListSchema } } }, async (request) =>
    loadDialogs(ctx, user(request), request.body),
  );
  app.get('/dialog/loadDialogContent', { schema: { tags, querystring: dialogIdQuerySchema, response: { 200: dialogContentSchema } } }, async (request) => {
    const graph = await getNodes(ctx, user(request), request.query.id);
    const [dialog] = await toDialogs(ctx, [graph.responder]);
    return { dialog, nodes: graph.nodes, version: graph.version };
  });
  app.post('/dialog/saveDialog', { schema: { tags, body: saveDialogSchema, response: { 200: dialogSchema } } }, async (request) =>
    saveDialog(ctx, user(request), request.body),
  );
  app.delete('/dialog/deleteDialog', { schema: { tags, querystring: dialogIdQuerySchema, response: { 200: okSchema } } }, async (request) => {
    await deleteResponder(ctx, user(request), request.query.id);
    return { message: 'ok' };
  });
  app.post('/dialog/saveDialogContent', { schema: { tags, body: saveDialogContentSchema, response: { 200: savedNodeSchema } } }, async (request) =>
    saveNode(ctx, user(request), request.body.dialogId, request.body.node, request.body.version),
  );
  app.post('/dialog/deleteDialogContent', { schema: { tags, querystring: dialogNodeQuerySchema, response: { 200: deletedNodesSchema } } }, async (request) =>
    deleteNode(ctx, user(request), request.query.dialogId, request.query.nodeId, true),
  );
  app.delete('/dialog/softDelete', { schema: { tags, querystring: dialogNodeQuerySchema, response: { 200: deletedNodesSchema } } }, async (request) =>
    deleteNode(ctx, user(request), request.query.dialogId, request.query.nodeId),
  );
  app.post('/dialog/flushDialogContext', { schema: { tags, querystring: flushQuerySchema, response: { 200: flushAnswerSchema } } }, async (request) => ({
    flushed: await flushDialogContext(ctx, user(request), request.query.contactGroupId),
  }));
  app.post('/dialog/getStats', { schema: { tags, body: dialogStatsSchema, response: { 200: paidActionStatsSchema } } }, async (request) => {
    const { dialogId, from, to } = request.body;
    return paidActionStats(ctx, user(request), dialogId, { from, to: endOf(to) });
  });
  app.post('/dialog/setDidGroup', { schema: { tags, body: setDidGroupSchema, response: { 200: okSchema } } }, async (request) => {
    await setDidGroup(ctx, user(request), request.body.id, request.body.didGroupId);
    return { message: responderApiMessages.didGroupSet };
  });
  app.post('/dialog/aiTest', { schema: { tags, body: aiTestSchema, response: { 200: aiTestAnswerSchema } } }, async (request) =>
    aiTest(ctx, user(request), request.body.text, request.body.type),
  );
  app.post(
    '/dialog/uploadDialogFile',
    {
      bodyLimit: MEDIA_MAX_FILE_BYTES + 1024 * 1024,
      schema: { tags, consumes: ['multipart/form-data'], body: z.object({ dialogId: queryInt({ min: 1, max: 2_147_483_647 }) }), response: { 200: mediaFileSchema } },
    },
    async (request) => {
      const userId = user(request);
      await ownResponder(ctx.db, userId, request.body.dialogId);
      const file = multipartFiles(request).find((f) => f.field === 'dialogFile');
      if (!file) throw badRequest('dialogFile', responderApiMessages.dialogFileRequired);
      return uploadMedia(ctx, userId, file.fileName, Readable.from([file.bytes]), file.bytes.length);
    },
  );
};
