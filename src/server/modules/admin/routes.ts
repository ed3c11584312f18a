// /admin/*: Super-Admin only. The outbox shows mails the server wrote locally (no SMTP configured),
// so password-reset links can be followed in a demo; the DNC list is what scrubs mark DNC.
import { dncSummarySchema, dncUploadAnswerSchema, dncUploadQuerySchema } from '@domain/contact-data-tasks';
import { outboxMailSchema } from '@domain/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readable } from 'node:stream';
import { HttpError, notFound } from '../../http/errors';
import { requireRole } from '../../http/guards';
import { clearDncList, dncSummary, uploadDncList } from './dnc-list';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyAdmins = requireRole('Super-Admin');
  // The DNC upload is read as a stream by its route, never buffered.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.get(
    '/admin/outbox',
    { onRequest: onlyAdmins, schema: { tags, response: { 200: z.array(outboxMailSchema) } } },
    async () => (app.ctx.outbox ? app.ctx.outbox.list() : []),
  );

  app.get(
    '/admin/outbox/:id',
    {
      onRequest: onlyAdmins,
      schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: outboxMailSchema } },
    },
    async (request) => {
      const mail = app.ctx.outbox ? await app.ctx.outbox.get(request.params.id) : null;
      if (!mail) throw notFound();
      return mail;
    },
  );

  app.get('/admin/dnc-numbers', { onRequest: onlyAdmins, schema: { tags, response: { 200: dncSummarySchema } } }, async () =>
    dncSummary(app.ctx),
  );
  app.post(
    '/admin/dnc-numbers',
    {
      onRequest: onlyAdmins,
      schema: { tags, querystring: dncUploadQuerySchema, consumes: ['application/octet-stream'], response: { 200: dncUploadAnswerSchema } },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw new HttpError(415, 'Send the file as application/octet-stream', { field: 'file' });
      return uploadDncList(app.ctx, body, request.query.country);
    },
  );
  app.delete('/admin/dnc-numbers', { onRequest: onlyAdmins, schema: { tags, response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await clearDncList(app.ctx);
    return { ok: true as const };
  });
};
