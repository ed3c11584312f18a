// /inbox/threads/*: the inbox (issue 11; 000 §2 "/inbox", 001 §7 sendThreadMessage and viewThread).
// The thread list with the spec's filters, search by phone and paging; one thread's conversation;
// a reply ('Successfully sent!' or 400 'Can not send reply to this contact'); star; mark read.
// Another user's thread answers 404 on every call.
import {
  inboxAnswerSchema,
  sendThreadMessageSchema,
  starThreadSchema,
  threadListSchema,
  threadParamsSchema,
  threadQuerySchema,
  threadViewSchema,
} from '@domain/inbox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth, requireBilling } from '../../http/guards';
import { replyToThread } from './reply-service';
import { listThreads, readThread, starThread, viewThread } from './service';

const tags = ['inbox'];
const params = threadParamsSchema;
const user = (request: FastifyRequest) => getAuth(request).user.id;
const answer = { 200: inboxAnswerSchema };

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/inbox/threads', { schema: { tags, querystring: threadQuerySchema, response: { 200: threadListSchema } } }, async (request) =>
    listThreads(app.ctx, user(request), request.query),
  );
  app.get('/inbox/threads/:threadUUID', { schema: { tags, params, response: { 200: threadViewSchema } } }, async (request) =>
    viewThread(app.ctx, user(request), request.params.threadUUID),
  );
  // A reply is a send: billing must be verified, as for every other send (412 otherwise).
  app.post('/inbox/threads/:threadUUID/messages', { onRequest: requireBilling, schema: { tags, params, body: sendThreadMessageSchema, response: answer } }, async (request) =>
    replyToThread(app.ctx, user(request), request.params.threadUUID, request.body),
  );
  app.put('/inbox/threads/:threadUUID/star', { schema: { tags, params, body: starThreadSchema, response: answer } }, async (request) =>
    starThread(app.ctx, user(request), request.params.threadUUID, request.body.starred),
  );
  app.post('/inbox/threads/:threadUUID/read', { schema: { tags, params, response: answer } }, async (request) =>
    readThread(app.ctx, user(request), request.params.threadUUID),
  );
};
