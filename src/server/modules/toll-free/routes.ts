// /tfn: toll-free verification (000 §2 "/tfn ..."; 001 §7 "Toll-free under tfn (methods and payloads
// not shown)"; decision 49). Profiles CRUD, the user's toll-free DIDs, and requests: list, create
// (from a profile or with a new one), read, edit, submit. Every id is the signed-in user's own, else 404.
import { deleteReplySchema } from '@domain/content-fields';
import { tollFreeProfileInputSchema, tollFreeProfileListSchema, tollFreeProfileSchema } from '@domain/toll-free/toll-free-profile';
import {
  createTollFreeRequestSchema,
  tollFreeNumberListSchema,
  tollFreeRequestListSchema,
  tollFreeRequestQuerySchema,
  tollFreeRequestSchema,
  updateTollFreeRequestSchema,
} from '@domain/toll-free/toll-free-request';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import {
  createProfile,
  createRequest,
  deleteProfile,
  getProfile,
  getRequest,
  listProfiles,
  listRequests,
  listTollFreeNumbers,
  submitRequest,
  updateProfile,
  updateRequest,
} from './service';

const tags = ['toll-free'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const profileParams = z.object({ profileId: idParam });
const requestParams = z.object({ requestId: idParam });

export const tollFreeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;

  app.get('/tfn/profiles', { schema: { tags, response: { 200: tollFreeProfileListSchema } } }, async (request) => listProfiles(ctx, user(request)));
  app.post('/tfn/profiles', { schema: { tags, body: tollFreeProfileInputSchema, response: { 200: tollFreeProfileSchema } } }, async (request) =>
    createProfile(ctx, user(request), request.body),
  );
  app.get('/tfn/profiles/:profileId', { schema: { tags, params: profileParams, response: { 200: tollFreeProfileSchema } } }, async (request) =>
    getProfile(ctx, user(request), request.params.profileId),
  );
  app.put('/tfn/profiles/:profileId', { schema: { tags, params: profileParams, body: tollFreeProfileInputSchema, response: { 200: tollFreeProfileSchema } } }, async (request) =>
    updateProfile(ctx, user(request), request.params.profileId, request.body),
  );
  app.delete('/tfn/profiles/:profileId', { schema: { tags, params: profileParams, response: { 200: deleteReplySchema } } }, async (request) =>
    deleteProfile(ctx, user(request), request.params.profileId),
  );

  app.get('/tfn/numbers', { schema: { tags, response: { 200: tollFreeNumberListSchema } } }, async (request) => listTollFreeNumbers(ctx, user(request)));

  app.get('/tfn/requests', { schema: { tags, querystring: tollFreeRequestQuerySchema, response: { 200: tollFreeRequestListSchema } } }, async (request) =>
    listRequests(ctx, user(request), request.query),
  );
  app.post('/tfn/requests', { schema: { tags, body: createTollFreeRequestSchema, response: { 200: tollFreeRequestSchema } } }, async (request) =>
    createRequest(ctx, user(request), request.body),
  );
  app.get('/tfn/requests/:requestId', { schema: { tags, params: requestParams, response: { 200: tollFreeRequestSchema } } }, async (request) =>
    getRequest(ctx, user(request), request.params.requestId),
  );
  app.put('/tfn/requests/:requestId', { schema: { tags, params: requestParams, body: updateTollFreeRequestSchema, response: { 200: tollFreeRequestSchema } } }, async (request) =>
    updateRequest(ctx, user(request), request.params.requestId, request.body),
  );
  app.post('/tfn/requests/:requestId/submit', { schema: { tags, params: requestParams, response: { 200: tollFreeRequestSchema } } }, async (request) =>
    submitRequest(ctx, user(request), request.params.requestId),
  );
};
