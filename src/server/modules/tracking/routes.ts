// /tracking: the batched click events the web app uploads every 30 s.
import { trackingRequestSchema, trackingResponseSchema, type TrackingEvent } from '@domain/tracking';
import { apiErrorSchema } from '@domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { insertClickEvents } from './repo';

/** Epoch milliseconds or ISO text -> ISO text in UTC, the one stored form. */
function normaliseAt(at: TrackingEvent['at']): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tracking',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['tracking'],
        body: trackingRequestSchema,
        response: { 200: trackingResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const events = request.body.events.map((e) => ({ target: e.target, path: e.path, at: normaliseAt(e.at) }));
      await insertClickEvents(app.ctx.db, getAuth(request).user.id, events, app.ctx.now().toISOString());
      return { accepted: events.length };
    },
  );
};
