// The short-link calls of the web app (issue 7): links and their clicks under /short-links, the
// protection settings and their conditions under the spec's user-domain/shortLinkProtection,
// IP stats under traffic/ip_stats and blocked addresses under user/ (001 §7). Every call is scoped
// to the signed-in user; another user's link answers 404 'Short link is not existed'.
import {
  blockedIpSchema,
  blockIpSchema,
  createShortLinkSchema,
  ipStatSchema,
  ipStatsQuerySchema,
  linkClickPageSchema,
  linkClicksQuerySchema,
  PROTECTION_CONDITIONS,
  protectionConditionLabels,
  protectionConditionListSchema,
  shortLinkListQuerySchema,
  shortLinkListSchema,
  shortLinkProtectionSchema,
  shortLinkSchema,
} from '@domain/short-links';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { blockIp, ipStats, listBlockedIps, unblockIp } from './ip-stats';
import { createShortLink, deleteShortLink, getShortLink, listLinkClicks, listShortLinks } from './links-service';
import { readProtection, saveProtection } from './protection';

const tags = ['short-links'];
const link = z.object({ linkId: idParam });
const ok = z.object({ ok: z.literal(true) });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/short-links', { schema: { tags, querystring: shortLinkListQuerySchema, response: { 200: shortLinkListSchema } } }, async (request) =>
    listShortLinks(app.ctx, user(request), request.query),
  );
  app.post('/short-links', { schema: { tags, body: createShortLinkSchema, response: { 200: shortLinkSchema } } }, async (request) =>
    createShortLink(app.ctx, user(request), request.body),
  );
  app.get('/short-links/:linkId', { schema: { tags, params: link, response: { 200: shortLinkSchema } } }, async (request) =>
    getShortLink(app.ctx, user(request), request.params.linkId),
  );
  app.delete('/short-links/:linkId', { schema: { tags, params: link, response: { 200: ok } } }, async (request) => {
    await deleteShortLink(app.ctx, user(request), request.params.linkId);
    return { ok: true as const };
  });
  app.get(
    '/short-links/:linkId/clicks',
    { schema: { tags, params: link, querystring: linkClicksQuerySchema, response: { 200: linkClickPageSchema } } },
    async (request) => listLinkClicks(app.ctx, user(request), request.params.linkId, request.query),
  );

  app.get('/user-domain/shortLinkProtection/conditions', { schema: { tags, response: { 200: protectionConditionListSchema } } }, async () =>
    PROTECTION_CONDITIONS.map((value) => ({ value, label: protectionConditionLabels[value] })),
  );
  app.get('/user-domain/shortLinkProtection', { schema: { tags, response: { 200: shortLinkProtectionSchema } } }, async (request) =>
    readProtection(app.ctx.db, user(request)),
  );
  app.put(
    '/user-domain/shortLinkProtection',
    { schema: { tags, body: shortLinkProtectionSchema, response: { 200: shortLinkProtectionSchema } } },
    async (request) => saveProtection(app.ctx, user(request), request.body),
  );

  app.get('/traffic/ip_stats', { schema: { tags, querystring: ipStatsQuerySchema, response: { 200: z.array(ipStatSchema) } } }, async (request) =>
    ipStats(app.ctx, user(request), request.query),
  );
  app.get('/user/blockedIps', { schema: { tags, response: { 200: z.array(blockedIpSchema) } } }, async (request) =>
    listBlockedIps(app.ctx, user(request)),
  );
  app.post('/user/addBlockedIp', { schema: { tags, body: blockIpSchema, response: { 200: blockedIpSchema } } }, async (request) =>
    blockIp(app.ctx, user(request), request.body.ip),
  );
  app.post('/user/removeBlockedIp', { schema: { tags, body: blockIpSchema, response: { 200: ok } } }, async (request) => {
    await unblockIp(app.ctx, user(request), request.body.ip);
    return { ok: true as const };
  });
};
