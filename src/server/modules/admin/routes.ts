// /admin/*: Super-Admin only. The outbox shows mails the server wrote locally (no SMTP configured),
// so password-reset links can be followed in a demo.
import { outboxMailSchema } from '@domain/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { requireRole } from '../../http/guards';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyAdmins = requireRole('Super-Admin');

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
};
