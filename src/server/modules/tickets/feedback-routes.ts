// /feedback and /issue-tracker (000 §2 "/feedback"; 001 §7 "issue-tracker posts (project, summary,
// description, issue type)"; docs/api.md "Feedback"; decision 51). Anyone signed in sends feedback
// (multipart: the fields as parts, the screenshot as `screenshot`, or JSON without one) and lists
// their own; a Super-Admin lists everyone's and turns an entry into a ticket or an issue.
import { ATTACHMENT_MAX_BYTES } from '@domain/tickets/attachments';
import { feedbackEntrySchema, feedbackInputSchema, feedbackListSchema, feedbackQuerySchema, issueInputSchema, issueListSchema } from '@domain/tickets/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth, requireRole } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { disposition } from '../orders/routes';
import { feedbackToIssue, feedbackToTicket, listFeedback, listIssues, readScreenshot, sendFeedback } from './feedback-service';
import { viewerOf } from './routes';

const tags = ['feedback'];
const params = z.object({ feedbackId: idParam });

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const ctx = app.ctx;
  const admin = requireRole('Super-Admin');

  app.get('/feedback', { schema: { tags, querystring: feedbackQuerySchema, response: { 200: feedbackListSchema } } }, async (request) =>
    listFeedback(ctx, viewerOf(request), request.query.page, request.query.limit),
  );
  app.post(
    '/feedback',
    { bodyLimit: ATTACHMENT_MAX_BYTES + 1024 * 1024, schema: { tags, consumes: ['multipart/form-data', 'application/json'], body: feedbackInputSchema, response: { 200: feedbackEntrySchema } } },
    async (request) => sendFeedback(ctx, viewerOf(request), request.body, multipartFiles(request)),
  );
  app.get('/feedback/:feedbackId/screenshot', { schema: { tags, params } }, async (request, reply) => {
    const file = await readScreenshot(ctx, viewerOf(request), request.params.feedbackId);
    return reply.header('content-type', file.contentType).header('content-disposition', disposition('attachment', file.fileName)).header('cache-control', 'private, no-store').send(file.bytes);
  });
  app.post('/feedback/:feedbackId/ticket', { onRequest: admin, schema: { tags, params, response: { 200: feedbackEntrySchema } } }, async (request) =>
    feedbackToTicket(ctx, viewerOf(request), request.params.feedbackId),
  );
  app.post('/feedback/:feedbackId/issue', { onRequest: admin, schema: { tags, params, body: issueInputSchema, response: { 200: feedbackEntrySchema } } }, async (request) =>
    feedbackToIssue(ctx, { ...viewerOf(request), email: getAuth(request).user.email }, request.params.feedbackId, request.body),
  );
  app.get('/issue-tracker/entries', { onRequest: admin, schema: { tags: ['issue-tracker'], response: { 200: issueListSchema } } }, async () => listIssues(ctx));
};
