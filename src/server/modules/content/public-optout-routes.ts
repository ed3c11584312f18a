// /public/optout: the calls behind the public opt-out page (no login). Each spends the caller
// address's allowance (PUBLIC_OPTOUT_PER_MINUTE a minute), so the page cannot be used to probe tokens.
import { optoutTokenSchema, publicOptoutSchema } from '@domain/optout-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINUTE_MS, spend, type RateRule } from '../../http/rate-limits';
import { confirmPublicOptout, readPublicOptout } from './public-optout';

const tags = ['public'];
export const PUBLIC_OPTOUT_PER_MINUTE = 30;
const rule: RateRule = { name: 'public-optout', max: PUBLIC_OPTOUT_PER_MINUTE, windowMs: MINUTE_MS };

export const publicOptoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted before validation, so malformed tokens count too.
  app.addHook('preValidation', async (request, reply) => spend(request, reply, rule, request.ip));

  app.get('/public/optout', { schema: { tags, querystring: optoutTokenSchema, response: { 200: publicOptoutSchema } } }, async (request) =>
    readPublicOptout(app.ctx, request.query.token),
  );
  app.post('/public/optout/confirm', { schema: { tags, body: optoutTokenSchema, response: { 200: publicOptoutSchema } } }, async (request) =>
    confirmPublicOptout(app.ctx, request.body.token),
  );
};
