// /did-groups/*: the user's DID groups, their numbers and purchase orders (issue 7). Every call is
// scoped to the signed-in user: another user's group answers 404 'Group DID is not existed'.
import {
  createDidGroupSchema,
  didGroupListSchema,
  didGroupQuerySchema,
  didGroupSchema,
  didGroupSettingSchema,
  didListQuerySchema,
  didPageSchema,
  didPurchaseOrderSchema,
  didPurchaseProcessAnswerSchema,
  didPurchaseProcessSchema,
  DID_SCRUB_COUNTRIES,
  handleBadDidsSchema,
  moveDidsSchema,
  releaseByRateSchema,
  releaseDidsSchema,
} from '@domain/dids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { deleteDid, moveDids, releaseByRate, releaseDids, releaseNow, searchDids } from './dids-service';
import { createDidGroup, deleteDidGroup, getDidGroup, listDidGroups, saveDidGroupSettings } from './groups-service';
import { backgroundTaskSchema } from '@domain/background-tasks';
import { scheduleAutoScrub } from './auto-scrub';
import { handleBadDids, resetCycle } from './did-health';
import { purchaseProcess, startPurchase } from './purchase';
import { startDidScrub } from './scrub';

const tags = ['dids'];
const group = z.object({ groupId: idParam });
const ok = z.object({ ok: z.literal(true) });
const user = (request: FastifyRequest) => getAuth(request).user.id;
const released = z.object({ released: z.number().int() });

export const didRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  scheduleAutoScrub(app);

  app.get('/did-groups/scrub-countries', { schema: { tags, response: { 200: z.object({ countries: z.array(z.string()) }) } } }, async () => ({
    countries: [...DID_SCRUB_COUNTRIES],
  }));

  app.get('/did-groups', { schema: { tags, querystring: didGroupQuerySchema, response: { 200: didGroupListSchema } } }, async (request) =>
    listDidGroups(app.ctx, user(request), request.query),
  );
  app.post('/did-groups', { schema: { tags, body: createDidGroupSchema, response: { 200: didGroupSchema } } }, async (request) =>
    createDidGroup(app.ctx, user(request), request.body),
  );
  app.get('/did-groups/:groupId', { schema: { tags, params: group, response: { 200: didGroupSchema } } }, async (request) =>
    getDidGroup(app.ctx, user(request), request.params.groupId),
  );
  app.put(
    '/did-groups/:groupId/settings',
    { schema: { tags, params: group, body: didGroupSettingSchema, response: { 200: didGroupSchema } } },
    async (request) => saveDidGroupSettings(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.delete('/did-groups/:groupId', { schema: { tags, params: group, response: { 200: ok } } }, async (request) => {
    await deleteDidGroup(app.ctx, user(request), request.params.groupId);
    return { ok: true as const };
  });

  app.post(
    '/did-groups/:groupId/dids/search',
    { schema: { tags, params: group, body: didListQuerySchema, response: { 200: didPageSchema } } },
    async (request) => searchDids(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.post(
    '/did-groups/:groupId/dids/move',
    { schema: { tags, params: group, body: moveDidsSchema, response: { 200: z.object({ moved: z.number().int() }) } } },
    async (request) => moveDids(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.post(
    '/did-groups/:groupId/dids/release',
    { schema: { tags, params: group, body: releaseDidsSchema, response: { 200: released } } },
    async (request) => releaseDids(app.ctx, user(request), request.params.groupId, request.body.dids),
  );
  app.post(
    '/did-groups/:groupId/dids/release-by-rate',
    { schema: { tags, params: group, body: releaseByRateSchema, response: { 200: released } } },
    async (request) => releaseByRate(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.post('/did-groups/:groupId/dids/release-now', { schema: { tags, params: group, response: { 200: released } } }, async (request) =>
    releaseNow(app.ctx, user(request), request.params.groupId),
  );
  app.post('/did-groups/:groupId/dids/scrub', { schema: { tags, params: group, response: { 200: backgroundTaskSchema } } }, async (request) =>
    startDidScrub(app.ctx, user(request), request.params.groupId),
  );
  app.post(
    '/did-groups/:groupId/dids/handle-bad',
    { schema: { tags, params: group, body: handleBadDidsSchema, response: { 200: z.object({ moved: z.number().int() }) } } },
    async (request) => handleBadDids(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.put('/did-groups/:groupId/reset-cycle', { schema: { tags, params: group, response: { 200: z.object({ reset: z.number().int() }) } } }, async (request) =>
    resetCycle(app.ctx, user(request), request.params.groupId),
  );
  app.delete(
    '/did-groups/:groupId/dids/:didId',
    { schema: { tags, params: z.object({ groupId: idParam, didId: idParam }), response: { 200: ok } } },
    async (request) => {
      await deleteDid(app.ctx, user(request), request.params.groupId, request.params.didId);
      return { ok: true as const };
    },
  );

  app.post(
    '/did-groups/:groupId/purchase',
    { schema: { tags, params: group, body: didPurchaseOrderSchema, response: { 200: didPurchaseProcessSchema } } },
    async (request) => startPurchase(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.get(
    '/did-groups/:groupId/purchase-process',
    { schema: { tags, params: group, response: { 200: didPurchaseProcessAnswerSchema } } },
    async (request) => ({ process: await purchaseProcess(app.ctx, user(request), request.params.groupId) }),
  );
};
