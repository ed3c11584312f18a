// /campaigns/:campaignId/{progress,history,pause,continue,complete,refresh,resend,pull-revenue}
// (issue 10): the sent campaign's figures and the sender's actions on it. Another user's campaign
// answers 404.
import { actionAnswerSchema, campaignHistorySchema, campaignProgressSchema, pullRevenueAnswerSchema, resendInputSchema } from '@domain/sending/campaign-progress';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { campaignHistory, campaignProgress, completeCampaign, continueCampaign, pauseCampaign, refreshCampaign, resendCampaign } from './actions-service';
import { pullRevenue, revenuePullsSettled } from './revenue-service';

const tags = ['campaigns'];
const params = z.object({ campaignId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;
const action = { tags, params, response: { 200: actionAnswerSchema } };

export const campaignActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  // A recount still running when the server stops finishes before the database is closed.
  app.addHook('onClose', async () => revenuePullsSettled(app.ctx));

  app.get('/campaigns/:campaignId/progress', { schema: { tags, params, response: { 200: campaignProgressSchema } } }, async (request) =>
    campaignProgress(app.ctx, user(request), request.params.campaignId),
  );
  app.get('/campaigns/:campaignId/history', { schema: { tags, params, response: { 200: campaignHistorySchema } } }, async (request) => ({
    items: await campaignHistory(app.ctx, user(request), request.params.campaignId),
  }));
  app.post('/campaigns/:campaignId/pause', { schema: action }, async (request) => pauseCampaign(app.ctx, user(request), request.params.campaignId));
  app.post('/campaigns/:campaignId/continue', { schema: action }, async (request) => continueCampaign(app.ctx, user(request), request.params.campaignId));
  app.post('/campaigns/:campaignId/complete', { schema: action }, async (request) => completeCampaign(app.ctx, user(request), request.params.campaignId));
  app.post('/campaigns/:campaignId/refresh', { schema: action }, async (request) => refreshCampaign(app.ctx, user(request), request.params.campaignId));
  app.post('/campaigns/:campaignId/resend', { schema: { ...action, body: resendInputSchema } }, async (request) =>
    resendCampaign(app.ctx, user(request), request.params.campaignId, request.body),
  );
  // Answers at once; the recount runs after the answer (revenue-service.ts).
  app.post('/campaigns/:campaignId/pull-revenue', { schema: { tags, params, response: { 200: pullRevenueAnswerSchema } } }, async (request) => {
    const campaignId = request.params.campaignId;
    return pullRevenue(app.ctx, user(request), campaignId, (err) => app.log.error({ err, campaignId }, 'revenue recount failed'));
  });
};
