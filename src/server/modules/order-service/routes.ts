// /premium: the Order service tab's volume orders (001 §7 "Premium endpoints: list-order,
// create-order, check-credit"), the signed-in user's own; and /admin/premium for the Super-Admin who
// accepts or declines them (the billingReview permission, as bank orders).
import {
  adminVolumeOrderPageSchema,
  adminVolumeOrderQuerySchema,
  checkCreditSchema,
  createVolumeOrderSchema,
  creditCheckSchema,
  decideVolumeOrderSchema,
  volumeOrderListSchema,
  volumeOrderSchema,
} from '@domain/volume-orders';
import { rolePermissions } from '@domain/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/errors';
import { getAuth, requireAuth, type Guard } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { checkCredit, createVolumeOrder, decideVolumeOrder, listAllVolumeOrders, listVolumeOrders } from './service';

const tags = ['order-service'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const orderServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;
  app.post('/premium/list-order', { schema: { tags, response: { 200: volumeOrderListSchema } } }, async (request) => listVolumeOrders(ctx, user(request)));
  app.post('/premium/check-credit', { schema: { tags, body: checkCreditSchema, response: { 200: creditCheckSchema } } }, async (request) =>
    checkCredit(ctx, user(request), request.body),
  );
  app.post('/premium/create-order', { schema: { tags, body: createVolumeOrderSchema, response: { 200: volumeOrderSchema } } }, async (request) =>
    createVolumeOrder(ctx, user(request), request.body),
  );
};

const requireReviewer: Guard = async (request) => {
  await requireAuth(request);
  if (!rolePermissions[getAuth(request).user.role].includes('billingReview')) throw forbidden();
};

export const orderServiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireReviewer);
  app.get('/admin/premium', { schema: { tags, querystring: adminVolumeOrderQuerySchema, response: { 200: adminVolumeOrderPageSchema } } }, async (request) =>
    listAllVolumeOrders(app.ctx, request.query.status, request.query.offset, request.query.limit),
  );
  app.post(
    '/admin/premium/:orderId/decide',
    { schema: { tags, params: z.object({ orderId: idParam }), body: decideVolumeOrderSchema, response: { 200: volumeOrderSchema } } },
    async (request) => decideVolumeOrder(app.ctx, user(request), request.params.orderId, request.body.status),
  );
};
