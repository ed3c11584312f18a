// /optout-links/*: the user's opt-out links (issue 7), and the signed confirmation address for one
// contact's phone. Another user's link answers 404 'Opt-out link is not existed'.
import { deleteReplySchema } from '@domain/content-fields';
import {
  optoutLinkInputSchema,
  optoutLinkListSchema,
  optoutLinkQuerySchema,
  optoutLinkSchema,
  optoutSignAnswerSchema,
  optoutSignSchema,
} from '@domain/optout-links';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import {
  createOptoutLink,
  deleteOptoutLink,
  getOptoutLink,
  listOptoutLinks,
  signOptoutLink,
  updateOptoutLink,
} from './optout-links-service';

const tags = ['optout-links'];
const params = z.object({ linkId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const optoutLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/optout-links', { schema: { tags, querystring: optoutLinkQuerySchema, response: { 200: optoutLinkListSchema } } }, async (request) =>
    listOptoutLinks(app.ctx, user(request), request.query),
  );
  app.post('/optout-links', { schema: { tags, body: optoutLinkInputSchema, response: { 200: optoutLinkSchema } } }, async (request) =>
    createOptoutLink(app.ctx, user(request), request.body),
  );
  app.get('/optout-links/:linkId', { schema: { tags, params, response: { 200: optoutLinkSchema } } }, async (request) =>
    getOptoutLink(app.ctx, user(request), request.params.linkId),
  );
  app.put('/optout-links/:linkId', { schema: { tags, params, body: optoutLinkInputSchema, response: { 200: optoutLinkSchema } } }, async (request) =>
    updateOptoutLink(app.ctx, user(request), request.params.linkId, request.body),
  );
  app.delete('/optout-links/:linkId', { schema: { tags, params, response: { 200: deleteReplySchema } } }, async (request) => {
    await deleteOptoutLink(app.ctx, user(request), request.params.linkId);
    return { message: 'ok' };
  });
  app.post(
    '/optout-links/:linkId/sign',
    { schema: { tags, params, body: optoutSignSchema, response: { 200: optoutSignAnswerSchema } } },
    async (request) => signOptoutLink(app.ctx, user(request), request.params.linkId, request.body.phone, request.body.country),
  );
};
