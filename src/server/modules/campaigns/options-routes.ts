// GET /campaigns/compose-options: what the campaign wizard picks from (issue 9).
import { composeOptionsSchema } from '@domain/campaign-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { composeOptions } from './options-service';

export const composeOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  app.get('/campaigns/compose-options', { schema: { tags: ['campaigns'], response: { 200: composeOptionsSchema } } }, async (request) =>
    composeOptions(app.ctx, getAuth(request).user.id),
  );
};
