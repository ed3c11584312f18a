// /creatives/*: the user's creatives (issue 7): search, compose, CSV export, spintax, the
// creative assistant; /admin/creatives/*: a Super-Admin reviews every user's creatives and
// approves or rejects them. Another user's creative answers 404 'Creative is not existed'.
import { deleteReplySchema } from '@domain/content-fields';
import {
  assistantAnswerSchema,
  assistantRequestSchema,
  creativeApprovalSchema,
  creativeInputSchema,
  creativeListSchema,
  creativeQuerySchema,
  creativeSchema,
  spintaxAnswerSchema,
  spintaxRequestSchema,
} from '@domain/creatives';
import { spin, stripMarkup } from '@domain/spintax';
import { generateSpintax } from '@domain/spintax-generator';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { getAuth, requireAuth, requireRole } from '../../http/guards';
import { idParam } from '../../http/id-param';
import {
  createCreative,
  decideCreative,
  deleteCreative,
  exportCreatives,
  getCreative,
  searchCreatives,
  updateCreative,
} from './creatives-service';

const tags = ['creatives'];
const params = z.object({ creativeId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const creativeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const onlyAdmins = requireRole('Super-Admin');

  app.get('/creatives', { schema: { tags, querystring: creativeQuerySchema, response: { 200: creativeListSchema } } }, async (request) =>
    searchCreatives(app.ctx, user(request), request.query),
  );
  app.get('/creatives/export', { schema: { tags, querystring: creativeQuerySchema } }, async (request, reply) => {
    const csv = await exportCreatives(app.ctx, user(request), request.query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="creatives.csv"').send(csv);
  });
  app.post('/creatives', { schema: { tags, body: creativeInputSchema, response: { 200: creativeSchema } } }, async (request) =>
    createCreative(app.ctx, user(request), request.body),
  );
  app.get('/creatives/:creativeId', { schema: { tags, params, response: { 200: creativeSchema } } }, async (request) =>
    getCreative(app.ctx, user(request), request.params.creativeId),
  );
  app.put('/creatives/:creativeId', { schema: { tags, params, body: creativeInputSchema, response: { 200: creativeSchema } } }, async (request) =>
    updateCreative(app.ctx, user(request), request.params.creativeId, request.body),
  );
  app.delete('/creatives/:creativeId', { schema: { tags, params, response: { 200: deleteReplySchema } } }, async (request) => {
    await deleteCreative(app.ctx, user(request), request.params.creativeId);
    return { message: 'ok' };
  });

  // Spintax (001 §7 generateSpinTax, previewSpinTax). Generation answers "fail" when nothing could vary.
  app.post('/creatives/spintax/generate', { schema: { tags, body: spintaxRequestSchema, response: { 200: spintaxAnswerSchema } } }, async (request) => ({
    message: generateSpintax(request.body.message),
  }));
  app.post('/creatives/spintax/preview', { schema: { tags, body: spintaxRequestSchema, response: { 200: spintaxAnswerSchema } } }, async (request) => ({
    message: spin(stripMarkup(request.body.message)),
  }));

  app.post('/creatives/assistant', { schema: { tags, body: assistantRequestSchema, response: { 200: assistantAnswerSchema } } }, async (request) => {
    const { assistant } = app.ctx;
    try {
      return { provider: assistant.provider, answer: await assistant.write(request.body) };
    } catch (err) {
      request.log.warn({ err }, 'creative assistant failed');
      throw new HttpError(502, 'The creative assistant is not available; try again later');
    }
  });

  app.get(
    '/admin/creatives',
    { onRequest: onlyAdmins, schema: { tags, querystring: creativeQuerySchema, response: { 200: creativeListSchema } } },
    async (request) => searchCreatives(app.ctx, 'all', request.query),
  );
  app.put(
    '/admin/creatives/:creativeId/approval',
    { onRequest: onlyAdmins, schema: { tags, params, body: creativeApprovalSchema, response: { 200: creativeSchema } } },
    async (request) => decideCreative(app.ctx, request.params.creativeId, request.body.approvalStatus),
  );
};
