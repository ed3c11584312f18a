// /guidelines (001 §7 "Guidelines: GET all; GET by role (guideByRole); POST save per role; DELETE
// with ids in body"; decision 50). Writing is the Super-Admin's; reading and searching are every
// signed-in user's, each seeing their own role's guide (a Super-Admin picks one with ?role=).
import { deleteReplySchema } from '@domain/content-fields';
import {
  deleteGuideFeaturesSchema,
  guideRoleSchema,
  guideSchema,
  guideSearchQuerySchema,
  guideSearchResultSchema,
  guideSummarySchema,
  guideViewQuerySchema,
  saveGuideSchema,
} from '@domain/guides';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth, requireRole } from '../../http/guards';
import { deleteGuideFeatures, guideByRole, guideSummary, readGuide, saveGuide, searchGuide } from './service';

const tags = ['guides'];
const roleParams = z.object({ role: guideRoleSchema });

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;
  const onlyAdmins = requireRole('Super-Admin');

  app.get('/guidelines', { onRequest: onlyAdmins, schema: { tags, response: { 200: guideSummarySchema } } }, async () => guideSummary(ctx));
  app.get('/guidelines/roles/:role', { onRequest: onlyAdmins, schema: { tags, params: roleParams, response: { 200: guideSchema } } }, async (request) =>
    guideByRole(ctx, request.params.role),
  );
  app.post(
    '/guidelines/roles/:role',
    { onRequest: onlyAdmins, schema: { tags, params: roleParams, body: saveGuideSchema, response: { 200: guideSchema } } },
    async (request) => saveGuide(ctx, request.params.role, request.body),
  );
  app.delete('/guidelines', { onRequest: onlyAdmins, schema: { tags, body: deleteGuideFeaturesSchema, response: { 200: deleteReplySchema } } }, async (request) =>
    deleteGuideFeatures(ctx, request.body.ids),
  );

  app.get('/guidelines/view', { schema: { tags, querystring: guideViewQuerySchema, response: { 200: guideSchema } } }, async (request) =>
    readGuide(ctx, getAuth(request), request.query.role),
  );
  app.get('/guidelines/search', { schema: { tags, querystring: guideSearchQuerySchema, response: { 200: guideSearchResultSchema } } }, async (request) =>
    searchGuide(ctx, getAuth(request), request.query),
  );
};
