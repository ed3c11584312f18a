// /stats/* and /dashboard/* (issue 11; decision 33): the statistics screen and the homepage
// dashboard. Every call reads the acting user's data only; a campaign filter naming another
// user's campaign answers 404 'Campaign is not existed', as a missing one does.
import { campaignStatsAnswerSchema, dashboardQuerySchema, highlightsAnswerSchema, messageStatsAnswerSchema, statsByTimeAnswerSchema } from '@domain/dashboard';
import { carrierStatsAnswerSchema, carrierStatsQuerySchema, statsAnswerSchema, statsCampaignListSchema, statsQuerySchema } from '@domain/stats';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { carrierStats } from './carrier-stats';
import { campaignStats, highlights, messageStats, statsByTime } from './dashboard-service';
import { exportStats } from './stats-export';
import { readStats, statsCampaigns } from './stats-service';

const user = (request: FastifyRequest) => getAuth(request).user.id;

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const tags = ['stats'];

  app.get('/stats', { schema: { tags, querystring: statsQuerySchema, response: { 200: statsAnswerSchema } } }, async (request) =>
    readStats(app.ctx, user(request), request.query),
  );
  app.get('/stats/export', { schema: { tags, querystring: statsQuerySchema, produces: ['text/csv'] } }, async (request, reply) => {
    const { csv, filename } = await exportStats(app.ctx, user(request), request.query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
  });
  app.get('/stats/campaigns', { schema: { tags, response: { 200: statsCampaignListSchema } } }, async (request) => statsCampaigns(app.ctx, user(request)));
  app.get('/stats/carriers', { schema: { tags, querystring: carrierStatsQuerySchema, response: { 200: carrierStatsAnswerSchema } } }, async (request) =>
    carrierStats(app.ctx, user(request), request.query),
  );
};

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const tags = ['dashboard'];
  const querystring = dashboardQuerySchema;

  app.get('/dashboard/message-stats', { schema: { tags, querystring, response: { 200: messageStatsAnswerSchema } } }, async (request) =>
    messageStats(app.ctx, user(request), request.query),
  );
  app.get('/dashboard/stats-by-time', { schema: { tags, querystring, response: { 200: statsByTimeAnswerSchema } } }, async (request) =>
    statsByTime(app.ctx, user(request), request.query),
  );
  app.get('/dashboard/highlights', { schema: { tags, querystring, response: { 200: highlightsAnswerSchema } } }, async (request) =>
    highlights(app.ctx, user(request), request.query),
  );
  app.get('/dashboard/campaign-stats', { schema: { tags, querystring, response: { 200: campaignStatsAnswerSchema } } }, async (request) =>
    campaignStats(app.ctx, user(request), request.query),
  );
};
