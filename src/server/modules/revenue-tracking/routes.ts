// /revenue-tracking/* (001 §7 "Revenue tracking: GET revenue-tracking/vendors; GET and POST
// revenue-tracking; POST revenue-tracking/credential; POST revenue-tracking/enable?active&vendor"),
// plus the calls the spec leaves unnamed: "Update revenue" (pull), the postback URL and the recent
// conversions. Everything is the signed-in user's own. docs/api.md "Revenue tracking"; decision 44.
import {
  conversionListSchema,
  conversionsQuerySchema,
  credentialInputSchema,
  enableQuerySchema,
  mappingInputSchema,
  postbackInfoSchema,
  postbackQuerySchema,
  pullAnswerSchema,
  revenueTrackingListSchema,
  revenueTrackingSchema,
  vendorListSchema,
  vendorQuerySchema,
} from '@domain/revenue-tracking';
import { TRACKING_VENDOR_LIST } from '@domain/revenue-vendors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { listAccounts } from './accounts-repo';
import { saveCredential, saveMapping, setActive } from './accounts-service';
import { postbackInfo, recentConversions } from './conversions';
import { startPull } from './pull-task';

const tags = ['revenue-tracking'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const revenueTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;

  app.get('/revenue-tracking/vendors', { schema: { tags, response: { 200: vendorListSchema } } }, async () => ({
    items: TRACKING_VENDOR_LIST.map((v) => ({ ...v, pathParams: [...v.pathParams], queryParams: [...v.queryParams] })),
  }));
  app.get('/revenue-tracking', { schema: { tags, response: { 200: revenueTrackingListSchema } } }, async (request) => ({ items: await listAccounts(ctx.db, user(request)) }));
  app.post('/revenue-tracking', { schema: { tags, body: mappingInputSchema, response: { 200: revenueTrackingSchema } } }, async (request) =>
    saveMapping(ctx, user(request), request.body),
  );
  app.post('/revenue-tracking/credential', { schema: { tags, body: credentialInputSchema, response: { 200: revenueTrackingSchema } } }, async (request) =>
    saveCredential(ctx, user(request), request.body),
  );
  app.post('/revenue-tracking/enable', { schema: { tags, querystring: enableQuerySchema, response: { 200: revenueTrackingSchema } } }, async (request) =>
    setActive(ctx, user(request), request.query.vendor, request.query.active === 'true'),
  );
  app.post('/revenue-tracking/pull', { schema: { tags, querystring: vendorQuerySchema, response: { 200: pullAnswerSchema } } }, async (request) =>
    startPull(ctx, user(request), request.query.vendor),
  );
  app.get('/revenue-tracking/postback-url', { schema: { tags, querystring: postbackQuerySchema, response: { 200: postbackInfoSchema } } }, async (request) =>
    postbackInfo(ctx, user(request), request.query.vendor),
  );
  app.get('/revenue-tracking/conversions', { schema: { tags, querystring: conversionsQuerySchema, response: { 200: conversionListSchema } } }, async (request) => ({
    items: await recentConversions(ctx.db, user(request), request.query.limit),
  }));
};
