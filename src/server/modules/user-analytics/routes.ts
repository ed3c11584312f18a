// POST /user_analytic/insert (001 §7; decision 47): one event (a page viewed) of the signed-in user,
// stored under the session's user only (the call takes no user id, so no one records for another).
// Limits: MAX_USER_ANALYTICS_PER_MINUTE per session, counted after validation (429); rows are deleted
// with the click events' retention period (TRACKING_RETENTION_DAYS) by an hourly job.
import { apiErrorSchema } from '@domain/api';
import { MAX_USER_ANALYTICS_PER_MINUTE, userAnalyticAnswerSchema, userAnalyticSchema } from '@domain/user-analytics';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getAuth, requireAuth } from '../../http/guards';
import { MINUTE_MS, spend, type RateRule } from '../../http/rate-limits';
import { scheduleEvery } from '../../lib/schedule';
import { DAY_MS, HOUR_MS } from '../../lib/time';

const perSession: RateRule = { name: 'user-analytic-session', max: MAX_USER_ANALYTICS_PER_MINUTE, windowMs: MINUTE_MS };

/** Deletes the events older than the tracking retention period; answers how many went. */
export async function pruneUserAnalytics(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.trackingRetentionDays * DAY_MS).toISOString();
  const result = await ctx.db.deleteFrom('user_analytics').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function scheduleRetention(app: FastifyInstance): void {
  scheduleEvery(app, 'user analytics retention', { firstAfterMs: 70_000, everyMs: HOUR_MS }, async () => {
    const deleted = await pruneUserAnalytics(app.ctx);
    if (deleted > 0) app.log.info({ deleted }, 'user analytics past their retention deleted');
  });
}

export const userAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleRetention(app);
  app.post(
    '/user_analytic/insert',
    {
      onRequest: requireAuth,
      preHandler: (request, reply) => spend(request, reply, perSession, String(getAuth(request).sessionId)),
      schema: { tags: ['revenue-tracking'], body: userAnalyticSchema, response: { 200: userAnalyticAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema } },
    },
    async (request) => {
      const { event, path, title } = request.body;
      await app.ctx.db
        .insertInto('user_analytics')
        .values({ user_id: getAuth(request).user.id, event, path, title, created_at: app.ctx.now().toISOString() })
        .execute();
      return { recorded: true };
    },
  );
};
