// /tickets (000 §2 "/tickets, /tickets/{id}, /tickets/create"; 001 §7 "tickets" with no paths shown;
// docs/api.md "Tickets"; decision 51). Create and reply take multipart/form-data (the text fields as
// parts, the files as `files`) or JSON without files. A Super-Admin sees and answers every ticket;
// anyone else reaches only their own, and another user's ticket or attachment answers 404.
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY } from '@domain/tickets/attachments';
import { createTicketSchema, ticketListSchema, ticketQuerySchema, ticketReplyInputSchema, ticketSchema, ticketStatusInputSchema } from '@domain/tickets/tickets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { disposition } from '../orders/routes';
import { changeTicketStatus, createTicket, getTicket, listTickets, readAttachment, replyToTicket } from './tickets-service';
import type { Viewer } from './tickets-repo';

const tags = ['tickets'];
const UPLOAD_LIMIT = ATTACHMENTS_PER_REPLY * ATTACHMENT_MAX_BYTES + 1024 * 1024;
const consumes = ['multipart/form-data', 'application/json'];
const ticketParams = z.object({ ticketId: idParam });

export const viewerOf = (request: FastifyRequest): Viewer => {
  const { user } = getAuth(request);
  return { id: user.id, support: user.role === 'Super-Admin' };
};

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const ctx = app.ctx;

  app.get('/tickets', { schema: { tags, querystring: ticketQuerySchema, response: { 200: ticketListSchema } } }, async (request) => listTickets(ctx, viewerOf(request), request.query));
  app.post('/tickets', { bodyLimit: UPLOAD_LIMIT, schema: { tags, consumes, body: createTicketSchema, response: { 200: ticketSchema } } }, async (request) =>
    createTicket(ctx, viewerOf(request), request.body, multipartFiles(request)),
  );
  app.get('/tickets/:ticketId', { schema: { tags, params: ticketParams, response: { 200: ticketSchema } } }, async (request) =>
    getTicket(ctx, viewerOf(request), request.params.ticketId),
  );
  app.post('/tickets/:ticketId/replies', { bodyLimit: UPLOAD_LIMIT, schema: { tags, consumes, params: ticketParams, body: ticketReplyInputSchema, response: { 200: ticketSchema } } }, async (request) =>
    replyToTicket(ctx, viewerOf(request), request.params.ticketId, request.body.message, multipartFiles(request)),
  );
  app.put('/tickets/:ticketId/status', { schema: { tags, params: ticketParams, body: ticketStatusInputSchema, response: { 200: ticketSchema } } }, async (request) =>
    changeTicketStatus(ctx, viewerOf(request), request.params.ticketId, request.body.status),
  );
  app.get('/tickets/:ticketId/attachments/:attachmentId', { schema: { tags, params: ticketParams.extend({ attachmentId: idParam }) } }, async (request, reply) => {
    const file = await readAttachment(ctx, viewerOf(request), request.params.ticketId, request.params.attachmentId);
    // Always a download, never rendered by the browser in the app's origin.
    return reply
      .header('content-type', file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType)
      .header('content-disposition', disposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
