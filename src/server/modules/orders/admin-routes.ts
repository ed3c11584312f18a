// /orders/admin and the review actions (decision 38): for a user whose role carries the
// billingReview permission (the Super-Admin). They see every user's orders and their proofs.
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  orderSchema,
  proofQuerySchema,
  rejectBodySchema,
  releaseBodySchema,
} from '@domain/orders';
import { rolePermissions } from '@domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/errors';
import { getAuth, requireAuth, type Guard } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { listForReview, receive, reject, release } from './orders-review';
import { readProof } from './orders-service';
import { disposition } from './routes';

const tags = ['orders'];

const requireReviewer: Guard = async (request) => {
  await requireAuth(request);
  if (!rolePermissions[getAuth(request).user.role].includes('billingReview')) throw forbidden();
};

export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireReviewer);
  const ctx = app.ctx;
  const params = z.object({ id: idParam });

  app.get('/orders/admin/list', { schema: { tags, querystring: adminOrderListQuerySchema, response: { 200: adminOrderPageSchema } } }, async (request) =>
    listForReview(ctx, request.query.status, request.query.offset, request.query.limit),
  );
  app.get('/orders/admin/proof', { schema: { tags, querystring: proofQuerySchema } }, async (request, reply) => {
    const proof = await readProof(ctx, null, request.query.orderId, request.query.proofId);
    return reply.header('content-type', 'application/pdf').header('content-disposition', disposition('attachment', proof.fileName)).send(proof.bytes);
  });
  app.post('/orders/:id/receive', { schema: { tags, params, response: { 200: orderSchema } } }, async (request) => receive(ctx, request.params.id));
  app.post('/orders/:id/release', { schema: { tags, params, body: releaseBodySchema, response: { 200: orderSchema } } }, async (request) =>
    release(ctx, request.params.id, request.body.amountCents),
  );
  app.post('/orders/:id/reject', { schema: { tags, params, body: rejectBodySchema, response: { 200: orderSchema } } }, async (request) =>
    reject(ctx, request.params.id, request.body.reason),
  );
};
