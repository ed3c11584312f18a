// /orders: a user's bank orders, the Transactions tab's list, proofs of payment and invoices
// (001 §7 "Billing and orders"; docs/api.md "Orders and invoices"; decision 38). Another user's
// order, proof or invoice answers 404. The invoice download opens in a new window, which cannot
// send the x-session-id header, so that one GET (and only it) also takes the token as ?sessionId.
import {
  addOrderAnswerSchema,
  addOrderQuerySchema,
  invoiceQuerySchema,
  invoicesOf,
  messageAnswerSchema,
  orderIdQuerySchema,
  orderMessages,
  orderSchema,
  orderStatusSchema,
  orderTypeSchema,
  PROOF_MAX_BYTES,
  proofQuerySchema,
  transactionFilterSchema,
  transactionPageSchema,
} from '@domain/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { getAuth, requireAuth, sessionToken } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { resolveSession } from '../auth/sessions';
import { invoiceOf } from './invoice-data';
import { invoicePdf } from './invoice-pdf';
import { invoiceXml } from './invoice-xml';
import { findOrder, orderAnswer } from './orders-repo';
import { createBankOrder, deleteProof, listTransactions, readProof, uploadProof } from './orders-service';

const tags = ['orders'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

/** inline, ASCII name plus the UTF-8 one. */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The invoice window's session: the header when sent, else ?sessionId. */
async function invoiceAuth(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const fromQuery = typeof query.sessionId === 'string' && query.sessionId.length <= 200 ? query.sessionId : undefined;
  request.auth ??= await resolveSession(request.server.ctx, sessionToken(request) ?? fromQuery);
}

const signedIn: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const ctx = app.ctx;

  app.get('/orders/add', { schema: { tags, querystring: addOrderQuerySchema, response: { 200: addOrderAnswerSchema } } }, async (request) =>
    createBankOrder(ctx, user(request), request.query),
  );
  app.post('/orders/list', { schema: { tags, body: transactionFilterSchema, response: { 200: transactionPageSchema } } }, async (request) =>
    listTransactions(ctx, user(request), request.body),
  );
  app.get('/orders/:id', { schema: { tags, params: z.object({ id: idParam }), response: { 200: orderSchema } } }, async (request) =>
    orderAnswer(ctx.db, await findOrder(ctx.db, request.params.id, user(request))),
  );
  app.post(
    '/orders/proof',
    {
      bodyLimit: PROOF_MAX_BYTES + 1024 * 1024,
      // Refused by its declared size before a byte is read, with the spec's words rather than a bare 413.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > PROOF_MAX_BYTES + 1024 * 1024) throw badRequest('file', orderMessages.proofTooBig);
      },
      schema: { tags, consumes: ['multipart/form-data'], querystring: orderIdQuerySchema, response: { 200: messageAnswerSchema.extend({ order: orderSchema }) } },
    },
    async (request) => {
      const files = multipartFiles(request);
      return uploadProof(ctx, user(request), request.query.orderId, files.find((f) => f.field === 'file') ?? files[0]);
    },
  );
  app.get('/orders/pop/download', { schema: { tags, querystring: proofQuerySchema } }, async (request, reply) => {
    const proof = await readProof(ctx, user(request), request.query.orderId, request.query.proofId);
    return reply.header('content-type', 'application/pdf').header('content-disposition', disposition('attachment', proof.fileName)).send(proof.bytes);
  });
  app.get('/orders/pop/delete', { schema: { tags, querystring: proofQuerySchema, response: { 200: messageAnswerSchema } } }, async (request) =>
    deleteProof(ctx, user(request), request.query.orderId, request.query.proofId),
  );
};

const invoiceWindow: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders/invoice', { onRequest: invoiceAuth, schema: { tags, querystring: invoiceQuerySchema } }, async (request, reply) => {
    const { invoiceType } = request.query;
    const doc = await invoiceOf(app.ctx, user(request), request.query);
    if (invoiceType === 'xml' && request.query.type === 'referral') {
      const row = await findOrder(app.ctx.db, request.query.id, user(request));
      if (!invoicesOf(orderTypeSchema.parse(row.type), orderStatusSchema.parse(row.status)).includes('e-invoice')) throw badRequest('invoiceType', orderMessages.notAnInvoice);
    }
    reply.header('cache-control', 'no-store');
    if (invoiceType === 'xml') {
      return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', disposition('attachment', `${doc.number}.xml`)).send(invoiceXml(doc));
    }
    return reply.header('content-type', 'application/pdf').header('content-disposition', disposition('inline', `${doc.number}.pdf`)).send(Buffer.from(await invoicePdf(doc)));
  });
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedIn);
  await app.register(invoiceWindow);
};
