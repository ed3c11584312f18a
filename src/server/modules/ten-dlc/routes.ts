// /10dlc/* and /user/load10dlcVendorList (001 §7 "Paths under 10dlc: brand, profile, usecase,
// request10dlc; user/load10dlcVendorList"): the user's 10DLC brands and use cases, sending them for
// registration, and the vendors. Another user's ids answer 404. Decision 48.
import { brandInputSchema, brandListSchema, brandProfileSchema, brandSchema } from '@domain/ten-dlc/brand';
import { tenDlcRequestAnswerSchema, tenDlcRequestSchema, tenDlcVendorListSchema } from '@domain/ten-dlc/registration-request';
import { useCaseInputSchema, useCaseListSchema, useCaseSchema } from '@domain/ten-dlc/use-case';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { brandProfile, createBrand, getBrand, listBrands, updateBrand } from './brands-service';
import { requestTenDlc, tenDlcVendors } from './request-service';
import { createUseCase, getUseCase, listUseCases, updateUseCase } from './use-cases-service';

const tags = ['10dlc'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const brandParams = z.object({ brandId: idParam });
const useCaseParams = z.object({ useCaseId: idParam });

export const tenDlcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;

  app.get('/10dlc/brand', { schema: { tags, response: { 200: brandListSchema } } }, async (request) => listBrands(ctx, user(request)));
  app.post('/10dlc/brand', { schema: { tags, body: brandInputSchema, response: { 200: brandSchema } } }, async (request) =>
    createBrand(ctx, user(request), request.body),
  );
  app.get('/10dlc/brand/:brandId', { schema: { tags, params: brandParams, response: { 200: brandSchema } } }, async (request) =>
    getBrand(ctx, user(request), request.params.brandId),
  );
  app.put('/10dlc/brand/:brandId', { schema: { tags, params: brandParams, body: brandInputSchema, response: { 200: brandSchema } } }, async (request) =>
    updateBrand(ctx, user(request), request.params.brandId, request.body),
  );
  app.get('/10dlc/brand/:brandId/usecase', { schema: { tags, params: brandParams, response: { 200: useCaseListSchema } } }, async (request) =>
    listUseCases(ctx, user(request), request.params.brandId),
  );
  app.post('/10dlc/brand/:brandId/usecase', { schema: { tags, params: brandParams, body: useCaseInputSchema, response: { 200: useCaseSchema } } }, async (request) =>
    createUseCase(ctx, user(request), request.params.brandId, request.body),
  );
  app.get('/10dlc/usecase/:useCaseId', { schema: { tags, params: useCaseParams, response: { 200: useCaseSchema } } }, async (request) =>
    getUseCase(ctx, user(request), request.params.useCaseId),
  );
  app.put('/10dlc/usecase/:useCaseId', { schema: { tags, params: useCaseParams, body: useCaseInputSchema, response: { 200: useCaseSchema } } }, async (request) =>
    updateUseCase(ctx, user(request), request.params.useCaseId, request.body),
  );
  app.get('/10dlc/profile', { schema: { tags, response: { 200: brandProfileSchema } } }, async (request) => brandProfile(ctx, user(request)));
  app.post('/10dlc/request10dlc', { schema: { tags, body: tenDlcRequestSchema, response: { 200: tenDlcRequestAnswerSchema } } }, async (request) => ({
    registration: await requestTenDlc(ctx, user(request), request.body),
  }));
  app.get('/user/load10dlcVendorList', { schema: { tags, response: { 200: tenDlcVendorListSchema } } }, async () => ({ items: tenDlcVendors(ctx) }));
};
