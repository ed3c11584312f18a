// /credit/*: the signed-in user's own ledger.
import { ledgerEntrySchema, ledgerQuerySchema } from '@domain/credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credit/ledger',
    {
      onRequest: requireAuth,
      schema: { tags: ['credit'], querystring: ledgerQuerySchema, response: { 200: z.array(ledgerEntrySchema) } },
    },
    async (request) => app.ctx.ledger.entries(getAuth(request).user.id, request.query.limit, request.query.offset),
  );
};
