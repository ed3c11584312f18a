// The monitoring screen's calls (issue 11; docs/api.md "Monitoring"): the list with every figure of
// the monitoring table, a campaign's switchable elements and their switch, and the user's layout.
// Every call is scoped to the signed-in user: another user's campaign answers 404 'Campaign is not
// existed', and never appears in the list.
import { campaignElementsSchema, monitoringListSchema, monitoringQuerySchema, switchAnswerSchema, switchInputSchema } from '@domain/monitoring';
import { monitoringLayoutSchema } from '@domain/monitoring-layout';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { getMonitoringLayout, saveMonitoringLayout } from './layout';
import { listMonitoring } from './monitoring-service';
import { campaignElements, switchElement } from './switch-service';

const tags = ['monitoring'];
const params = z.object({ campaignId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  // A static path: the router prefers it to /campaigns/:campaignId whatever the order of registration.
  app.get('/campaigns/monitoring', { schema: { tags, querystring: monitoringQuerySchema, response: { 200: monitoringListSchema } } }, async (request) =>
    listMonitoring(app.ctx, user(request), request.query),
  );
  app.get('/campaigns/:campaignId/elements', { schema: { tags, params, response: { 200: campaignElementsSchema } } }, async (request) => ({
    items: await campaignElements(app.ctx, user(request), request.params.campaignId),
  }));
  app.post('/campaigns/:campaignId/switch-status', { schema: { tags, params, body: switchInputSchema, response: { 200: switchAnswerSchema } } }, async (request) =>
    switchElement(app.ctx, user(request), request.params.campaignId, request.body),
  );
  app.get('/users/me/campaign-monitoring-layout', { schema: { tags, response: { 200: monitoringLayoutSchema } } }, async (request) =>
    getMonitoringLayout(app.ctx, user(request)),
  );
  // POST, as the spec's updateCampaignMonitoringLayout; the body is a whole 0.0.3 layout.
  app.post('/users/me/campaign-monitoring-layout', { schema: { tags, body: monitoringLayoutSchema, response: { 200: monitoringLayoutSchema } } }, async (request) =>
    saveMonitoringLayout(app.ctx, user(request), request.body),
  );
};
