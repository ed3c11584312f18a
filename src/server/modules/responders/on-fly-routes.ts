// /responder-v2/onFlySetting (GET, PUT): the user's on-the-fly responder settings, for the campaign
// wizard; /responder/paidActionStats?responderId: what a responder's actions did and cost.
import { paidActionStatsSchema, responderIdQuerySchema } from '@domain/responder-api';
import { onFlySettingInputSchema, onFlySettingSchema } from '@domain/responder-on-fly';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { getOnFlySetting, saveOnFlySetting } from './on-fly-service';
import { paidActionStats } from './paid-action-stats';

const tags = ['responders'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const onFlyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;

  app.get('/responder-v2/onFlySetting', { schema: { tags, response: { 200: onFlySettingSchema } } }, async (request) => getOnFlySetting(ctx, user(request)));
  app.put('/responder-v2/onFlySetting', { schema: { tags, body: onFlySettingInputSchema, response: { 200: onFlySettingSchema } } }, async (request) =>
    saveOnFlySetting(ctx, user(request), request.body),
  );
  app.post('/responder/paidActionStats', { schema: { tags, querystring: responderIdQuerySchema, response: { 200: paidActionStatsSchema } } }, async (request) =>
    paidActionStats(ctx, user(request), request.query.responderId),
  );
};
