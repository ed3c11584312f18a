// /tracking: the batched click events the web app uploads every 30 s. Limits (docs/api.md): a few
// batches a minute per session (429), a daily number of events per user (the rest dropped), and a
// retention period after which rows are deleted (retention.ts).
import { MAX_TRACKING_BATCHES_PER_MINUTE, trackingRequestSchema, trackingResponseSchema } from '@domain/tracking';
import { apiErrorSchema } from '@domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { MINUTE_MS, spend, type RateRule } from '../../http/rate-limits';
import { scheduleClickEventRetention } from './retention';
import { recordClickEvents } from './service';

const batchesPerSession: RateRule = { name: 'tracking-session', max: MAX_TRACKING_BATCHES_PER_MINUTE, windowMs: MINUTE_MS };

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleClickEventRetention(app);

  app.post(
    '/tracking',
    {
      onRequest: requireAuth,
      // After validation: a refused batch writes nothing, so only batches that could are counted.
      preHandler: (request, reply) => spend(request, reply, batchesPerSession, String(getAuth(request).sessionId)),
      schema: {
        tags: ['tracking'],
        body: trackingRequestSchema,
        response: { 200: trackingResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ accepted: await recordClickEvents(app.ctx, getAuth(request).user.id, request.body.events) }),
  );
};
