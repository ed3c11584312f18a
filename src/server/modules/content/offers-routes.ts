// /offers/*: the user's offers (issue 7). Another user's offer answers 404 'Offer is not existed'.
import { deleteReplySchema } from '@domain/content-fields';
import { offerInputSchema, offerListSchema, offerQuerySchema, offerSchema } from '@domain/offers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { createOffer, deleteOffer, getOffer, listOffers, updateOffer } from './offers-service';

const tags = ['offers'];
const params = z.object({ offerId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/offers', { schema: { tags, querystring: offerQuerySchema, response: { 200: offerListSchema } } }, async (request) =>
    listOffers(app.ctx, user(request), request.query),
  );
  app.post('/offers', { schema: { tags, body: offerInputSchema, response: { 200: offerSchema } } }, async (request) =>
    createOffer(app.ctx, user(request), request.body),
  );
  app.get('/offers/:offerId', { schema: { tags, params, response: { 200: offerSchema } } }, async (request) =>
    getOffer(app.ctx, user(request), request.params.offerId),
  );
  app.put('/offers/:offerId', { schema: { tags, params, body: offerInputSchema, response: { 200: offerSchema } } }, async (request) =>
    updateOffer(app.ctx, user(request), request.params.offerId, request.body),
  );
  app.delete('/offers/:offerId', { schema: { tags, params, response: { 200: deleteReplySchema } } }, async (request) => {
    await deleteOffer(app.ctx, user(request), request.params.offerId);
    return { message: 'ok' };
  });
};
