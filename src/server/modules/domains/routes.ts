// /domains/* and /domain-groups/*: the user's domains, their groups and domain buying (issue 7).
// Every call is scoped to the signed-in user: another user's group answers 404 'This domain group
// is not existed', another user's domain 404 'This domain is not existed'.
import {
  addDomainsSchema,
  buyDomainSchema,
  buyDomainsSchema,
  createDomainGroupSchema,
  domainBuyingAnswerSchema,
  domainBuyingProcessSchema,
  domainGroupListSchema,
  domainGroupQuerySchema,
  domainGroupSchema,
  domainGroupSettingSchema,
  domainIdsSchema,
  domainListSchema,
  domainOffersSchema,
  domainQuerySchema,
  domainSchema,
  domainSearchSchema,
  groupDomainPageSchema,
  groupDomainsQuerySchema,
  mergeDomainGroupsSchema,
  migrateDomainsSchema,
  releaseAnswerSchema,
  verifyAllAnswerSchema,
  verifyAnswerSchema,
} from '@domain/domains';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { buyingProcess, dismissBuyingProcess, searchToBuy, startBuying } from './buying';
import { addDomains, listDomains, listInactiveDomains, releaseDomains, releaseDomainsNow, verifyAllDomains, verifyDomains } from './domains-service';
import { migrateDomains, resetDomainsInGroup, searchGroupDomains } from './group-domains-service';
import { createDomainGroup, deleteDomainGroup, getDomainGroup, listDomainGroups, mergeDomainGroups, saveDomainGroupSettings } from './groups-service';

const tags = ['domains'];
const group = z.object({ groupId: idParam });
const ok = z.object({ ok: z.literal(true) });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  // ---- groups
  app.get('/domain-groups', { schema: { tags, querystring: domainGroupQuerySchema, response: { 200: domainGroupListSchema } } }, async (request) =>
    listDomainGroups(app.ctx, user(request), request.query),
  );
  app.post('/domain-groups', { schema: { tags, body: createDomainGroupSchema, response: { 200: domainGroupSchema } } }, async (request) =>
    createDomainGroup(app.ctx, user(request), request.body.name),
  );
  app.post('/domain-groups/merge', { schema: { tags, body: mergeDomainGroupsSchema, response: { 200: domainGroupSchema } } }, async (request) =>
    mergeDomainGroups(app.ctx, user(request), request.body),
  );
  app.get('/domain-groups/:groupId', { schema: { tags, params: group, response: { 200: domainGroupSchema } } }, async (request) =>
    getDomainGroup(app.ctx, user(request), request.params.groupId),
  );
  app.delete('/domain-groups/:groupId', { schema: { tags, params: group, response: { 200: ok } } }, async (request) => {
    await deleteDomainGroup(app.ctx, user(request), request.params.groupId);
    return { ok: true as const };
  });
  app.put(
    '/domain-groups/:groupId/settings',
    { schema: { tags, params: group, body: domainGroupSettingSchema, response: { 200: domainGroupSchema } } },
    async (request) => saveDomainGroupSettings(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.post(
    '/domain-groups/:groupId/domains/search',
    { schema: { tags, params: group, body: groupDomainsQuerySchema, response: { 200: groupDomainPageSchema } } },
    async (request) => searchGroupDomains(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.post(
    '/domain-groups/:groupId/migrate',
    { schema: { tags, params: group, body: migrateDomainsSchema, response: { 200: z.object({ migrated: z.number().int() }) } } },
    async (request) => migrateDomains(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.put('/domain-groups/:groupId/reset', { schema: { tags, params: group, response: { 200: z.object({ reset: z.number().int() }) } } }, async (request) =>
    resetDomainsInGroup(app.ctx, user(request), request.params.groupId),
  );

  // ---- domains
  app.get('/domains', { schema: { tags, querystring: domainQuerySchema, response: { 200: domainListSchema } } }, async (request) =>
    listDomains(app.ctx, user(request), request.query),
  );
  app.get('/domains/inactive', { schema: { tags, querystring: domainQuerySchema, response: { 200: domainListSchema } } }, async (request) =>
    listInactiveDomains(app.ctx, user(request), request.query),
  );
  app.post('/domains', { schema: { tags, body: addDomainsSchema, response: { 200: z.object({ added: z.array(domainSchema) }) } } }, async (request) => ({
    added: await addDomains(app.ctx, user(request), request.body.domains, request.body.groupId),
  }));
  app.post('/domains/verify', { schema: { tags, body: domainIdsSchema, response: { 200: verifyAnswerSchema } } }, async (request) => ({
    results: await verifyDomains(app.ctx, user(request), request.body.domains),
  }));
  app.post('/domains/verify-all', { schema: { tags, response: { 200: verifyAllAnswerSchema } } }, async (request) => verifyAllDomains(app.ctx, user(request)));
  app.post('/domains/release', { schema: { tags, body: domainIdsSchema, response: { 200: releaseAnswerSchema } } }, async (request) =>
    releaseDomains(app.ctx, user(request), request.body.domains),
  );
  app.post('/domains/release-now', { schema: { tags, body: domainIdsSchema, response: { 200: releaseAnswerSchema } } }, async (request) =>
    releaseDomainsNow(app.ctx, user(request), request.body.domains),
  );

  // ---- buying
  app.post('/domains/search-to-buy', { schema: { tags, body: domainSearchSchema, response: { 200: domainOffersSchema } } }, async (request) => ({
    items: await searchToBuy(app.ctx, request.body),
  }));
  app.post('/domains/buy', { schema: { tags, body: buyDomainSchema, response: { 200: domainBuyingProcessSchema } } }, async (request) =>
    startBuying(app.ctx, user(request), { domains: [request.body.domain], groupId: request.body.groupId }),
  );
  app.post('/domains/buy-by-batch', { schema: { tags, body: buyDomainsSchema, response: { 200: domainBuyingProcessSchema } } }, async (request) =>
    startBuying(app.ctx, user(request), request.body),
  );
  app.get('/domains/buying-process', { schema: { tags, response: { 200: domainBuyingAnswerSchema } } }, async (request) => ({
    process: await buyingProcess(app.ctx, user(request)),
  }));
  app.post('/domains/buying-process/dismiss', { schema: { tags, response: { 200: ok } } }, async (request) => {
    await dismissBuyingProcess(app.ctx, user(request));
    return { ok: true as const };
  });
};
