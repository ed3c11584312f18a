// /campaigns/:campaignId/{progress,history,pause,continue,complete,refresh,resend} (issue 10): the
// sent campaign's figures and the sender's actions on it. Another user's campaign answers 404.
import { actionAnswerSchema, campaignHistorySchema, campaignProgressSchema, resendInputSchema } from '@domain/sending/campaign-progress';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { campaignHistory, campaignProgress, completeCampaign, continueCampaign, pauseCampaign, refreshCampaign, resendCampaign } from './actions-service';

const tags = ['campaigns'];
const params = z.object({ campaignId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;
const action = { tags, params, response: { 200: actionAnswerSchema } };

export const campaignActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

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
};
