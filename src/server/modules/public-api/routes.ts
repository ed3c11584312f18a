// The public sending API under /api/public/v1 (issue 13; docs/api.md "Public API"; decision 42),
// with its own OpenAPI document (public-docs.ts). Every call goes through requireApiToken (Bearer
// token, IP allowlist, per-token rate limit) and acts for the token's owner: another user's message,
// group or campaign id answers 404.
import { PUBLIC_API_BASE, addContactsAnswerSchema, addContactsSchema, campaignStatsAnswerSchema, publicMessageSchema, sendMessageSchema } from '@domain/public-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../http/id-param';
import { apiCaller, requireApiToken } from './bearer-auth';
import { addApiContacts } from './contacts-service';
import { registerPublicDocs } from './public-docs';
import { readApiMessage, sendApiMessage } from './send-service';
import { apiCampaignStats } from './stats-service';

const security = [{ bearer: [] }];
const errorSchema = z.object({ message: z.string(), errorCode: z.string().optional(), field: z.string().optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

const calls: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApiToken);
  const ctx = app.ctx;

  app.post(
    '/messages',
    { schema: { tags: ['messages'], summary: 'Send one SMS', description: 'Sends from `from` (one of your numbers) or a number of `didGroupId` (else your first DID group), charged to your credit. It shows in the inbox under Send API.', security, body: sendMessageSchema, response: { 200: publicMessageSchema, 402: errorSchema, ...errors } } },
    async (request) => sendApiMessage(ctx, apiCaller(request), request.body),
  );
  app.get(
    '/messages/:id',
    { schema: { tags: ['messages'], summary: 'A sent message and its delivery result', security, params: z.object({ id: idParam }), response: { 200: publicMessageSchema, ...errors } } },
    async (request) => readApiMessage(ctx, apiCaller(request).userId, request.params.id),
  );
  app.post(
    '/contact-groups/:id/contacts',
    { schema: { tags: ['contacts'], summary: 'Add contacts to one of your contact groups', security, params: z.object({ id: idParam }), body: addContactsSchema, response: { 200: addContactsAnswerSchema, 409: errorSchema, ...errors } } },
    async (request) => addApiContacts(ctx, apiCaller(request).userId, request.params.id, request.body),
  );
  app.get(
    '/campaigns/:id/stats',
    { schema: { tags: ['campaigns'], summary: "A campaign's totals", security, params: z.object({ id: idParam }), response: { 200: campaignStatsAnswerSchema, ...errors } } },
    async (request) => apiCampaignStats(ctx, apiCaller(request).userId, request.params.id),
  );
};

/** Registered at the root (not under /api/v1): the document and the calls share one encapsulated context. */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPublicDocs(app);
  await app.register(calls, { prefix: PUBLIC_API_BASE });
};
