// /user-settings: the signed-in user's Advanced settings and Click request tabs (001 §7 Settings:
// updateSettings, testSlackConnection (slackURL), updateClickFilter, IP stats). The Notifications tab
// uses /users/me/notification-settings, the page's own calls. Every call is the user's own.
import { clickFilterSchema, clickIpStatSchema, clickIpStatsQuerySchema } from '@domain/click-filter';
import { advancedSettingsSchema, testSlackAnswerSchema, testSlackConnectionSchema } from '@domain/user-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { clickIpStats, readClickFilter, saveClickFilter } from './click-filter-service';
import { readAdvancedSettings, saveAdvancedSettings, testSlackConnection } from './service';

const tags = ['user-settings'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const clickFilterAnswer = z.object({ maxRiskScore: z.number(), countBots: z.boolean(), blockedIps: z.array(z.string()) });
const advancedAnswer = z.object({
  timezone: z.string(),
  skipScrub: z.boolean(),
  skipScrubDNC: z.boolean(),
  skipScrubLandline: z.boolean(),
  enableAutoScrub: z.boolean(),
  autoScrubInterval: z.number().int(),
  limitNumberMessagePerDay: z.number().int(),
  failoverRouteEnable: z.boolean(),
  failoverRouteId: z.number().int().nullable(),
  liveFeedForward: z.string(),
  autoStopThreshold: z.number().int().nullable(),
  sendSpeed: z.number().int().nullable(),
  slackUrl: z.string(),
});

export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;

  app.get('/user-settings/advanced', { schema: { tags, response: { 200: advancedAnswer } } }, async (request) => readAdvancedSettings(ctx.db, user(request)));
  app.post('/user-settings/updateSettings', { schema: { tags, body: advancedSettingsSchema, response: { 200: advancedAnswer } } }, async (request) =>
    saveAdvancedSettings(ctx, user(request), request.body),
  );
  app.post('/user-settings/testSlackConnection', { schema: { tags, body: testSlackConnectionSchema, response: { 200: testSlackAnswerSchema } } }, async (request) =>
    testSlackConnection(ctx, user(request), request.body.slackURL),
  );

  app.get('/user-settings/click-filter', { schema: { tags, response: { 200: clickFilterAnswer } } }, async (request) => readClickFilter(ctx, user(request)));
  app.post('/user-settings/updateClickFilter', { schema: { tags, body: clickFilterSchema, response: { 200: clickFilterAnswer } } }, async (request) =>
    saveClickFilter(ctx, user(request), request.body),
  );
  app.get('/user-settings/ip-stats', { schema: { tags, querystring: clickIpStatsQuerySchema, response: { 200: z.array(clickIpStatSchema) } } }, async (request) =>
    clickIpStats(ctx, user(request), request.query),
  );
};
