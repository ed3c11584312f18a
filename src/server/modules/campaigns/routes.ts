// /campaigns/*: the user's drafts and sent campaigns (issue 9). Another user's campaign answers 404
// 'Campaign is not existed'; a send needs the minimum balance (402 'Not enough credits').
import {
  audienceAnswerSchema,
  campaignListSchema,
  campaignQuerySchema,
  campaignSchema,
  checkAnswerSchema,
  draftInputSchema,
  sendInputSchema,
  testSendAnswerSchema,
} from '@domain/campaigns';
import { deleteReplySchema } from '@domain/content-fields';
import { MIN_BALANCE_CENTS } from '@domain/credit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth, requireBilling, requireCredit } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { createDraft, deleteDraft, duplicateCampaign, getCampaign, listCampaigns, updateDraft } from './drafts-service';
import { audienceOf, checkCompose, sendCampaign } from './send-service';
import { sendTest } from './test-send-service';

const tags = ['campaigns'];
const params = z.object({ campaignId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/campaigns', { schema: { tags, querystring: campaignQuerySchema, response: { 200: campaignListSchema } } }, async (request) =>
    listCampaigns(app.ctx, user(request), request.query),
  );
  app.get('/campaigns/:campaignId', { schema: { tags, params, response: { 200: campaignSchema } } }, async (request) =>
    getCampaign(app.ctx, user(request), request.params.campaignId),
  );
  app.post('/campaigns/drafts', { schema: { tags, body: draftInputSchema, response: { 200: campaignSchema } } }, async (request) =>
    createDraft(app.ctx, user(request), request.body.compose),
  );
  app.put('/campaigns/drafts/:campaignId', { schema: { tags, params, body: draftInputSchema, response: { 200: campaignSchema } } }, async (request) =>
    updateDraft(app.ctx, user(request), request.params.campaignId, request.body.compose),
  );
  app.delete('/campaigns/:campaignId', { schema: { tags, params, response: { 200: deleteReplySchema } } }, async (request) => {
    await deleteDraft(app.ctx, user(request), request.params.campaignId);
    return { message: 'ok' };
  });
  app.post('/campaigns/:campaignId/duplicate', { schema: { tags, params, response: { 200: campaignSchema } } }, async (request) =>
    duplicateCampaign(app.ctx, user(request), request.params.campaignId),
  );
  app.post('/campaigns/audience', { schema: { tags, body: draftInputSchema, response: { 200: audienceAnswerSchema } } }, async (request) =>
    audienceOf(app.ctx, user(request), request.body.compose),
  );
  app.post('/campaigns/check', { schema: { tags, body: draftInputSchema, response: { 200: checkAnswerSchema } } }, async (request) =>
    checkCompose(app.ctx, user(request), request.body.compose),
  );
  app.post(
    '/campaigns/test-send',
    { onRequest: [requireBilling, requireCredit(MIN_BALANCE_CENTS)], schema: { tags, body: draftInputSchema, response: { 200: testSendAnswerSchema } } },
    async (request) => sendTest(app.ctx, user(request), request.body.compose),
  );
  app.post(
    '/campaigns/send',
    { onRequest: [requireBilling, requireCredit(MIN_BALANCE_CENTS)], schema: { tags, body: sendInputSchema, response: { 200: campaignSchema } } },
    async (request) => sendCampaign(app.ctx, user(request), request.body.compose, request.body.draftId),
  );
};
