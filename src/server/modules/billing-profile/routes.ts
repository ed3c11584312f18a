// /profile, /billing/* and /kyc/* (issue 12, decision 36): the user's own profile and billing check,
// the Super-Admin's review of billing requests (the billingReview permission; others get 403), and
// KYC (001 §7, the spec's call names). Every call acts on the signed-in user's own rows; a document
// id of another user answers 404.
import {
  billingCheckAnswerSchema,
  billingRequestPageSchema,
  billingRequestQuerySchema,
  billingRequestSchema,
  profileAnswerSchema,
  profileSavedSchema,
  profileSaveSchema,
  rejectBillingSchema,
} from '@domain/billing-profile';
import { KYC_DOCUMENT_MAX_BYTES, kycAddDocumentSchema, kycAddInformationSchema, kycDetailsSchema, kycRemoveDocumentSchema } from '@domain/kyc';
import { rolePermissions } from '@domain/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/errors';
import { getAuth, requireAuth, type Guard } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { addKycDocument, addKycInformation, kycDetails, removeKycDocument, submitKyc } from './kyc-service';
import { approveBillingRequest, checkBilling, getProfile, listBillingRequests, rejectBillingRequest, saveProfile } from './service';

const user = (request: FastifyRequest) => getAuth(request).user.id;

/** 403 unless the role has the billingReview permission (Super-Admin). */
const requireBillingReview: Guard = async (request) => {
  await requireAuth(request);
  if (!rolePermissions[getAuth(request).user.role].includes('billingReview')) throw forbidden();
};

export const billingProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;
  const tags = ['billing'];

  app.get('/profile', { schema: { tags, response: { 200: profileAnswerSchema } } }, async (request) => getProfile(ctx, user(request)));
  app.put('/profile', { schema: { tags, body: profileSaveSchema, response: { 200: profileSavedSchema } } }, async (request) =>
    saveProfile(ctx, user(request), request.body),
  );
  app.get(
    '/billing/check-billing-information',
    { schema: { tags, response: { 200: billingCheckAnswerSchema, 204: z.undefined().describe('Nothing needs updating') } } },
    async (request, reply) => {
      const answer = await checkBilling(ctx, user(request));
      return answer ?? reply.code(204).send();
    },
  );

  const review = { onRequest: requireBillingReview };
  const idParams = z.object({ id: idParam });
  app.get('/billing/requests', { ...review, schema: { tags, querystring: billingRequestQuerySchema, response: { 200: billingRequestPageSchema } } }, async (request) =>
    listBillingRequests(ctx, request.query),
  );
  app.post('/billing/requests/:id/approve', { ...review, schema: { tags, params: idParams, response: { 200: billingRequestSchema } } }, async (request) =>
    approveBillingRequest(ctx, request.params.id, user(request)),
  );
  app.post(
    '/billing/requests/:id/reject',
    { ...review, schema: { tags, params: idParams, body: rejectBillingSchema, response: { 200: billingRequestSchema } } },
    async (request) => rejectBillingRequest(ctx, request.params.id, user(request), request.body.reason),
  );
};

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const { ctx } = app;
  const tags = ['kyc'];

  app.get('/kyc/details', { schema: { tags, response: { 200: kycDetailsSchema } } }, async (request) => kycDetails(ctx, user(request)));
  app.post(
    '/kyc/addDocument',
    { bodyLimit: KYC_DOCUMENT_MAX_BYTES + 1024 * 1024, schema: { tags, consumes: ['multipart/form-data'], body: kycAddDocumentSchema, response: { 200: kycDetailsSchema } } },
    async (request) => addKycDocument(ctx, user(request), request.body.kind, multipartFiles(request)),
  );
  app.post('/kyc/removeDocument', { schema: { tags, body: kycRemoveDocumentSchema, response: { 200: kycDetailsSchema } } }, async (request) =>
    removeKycDocument(ctx, user(request), request.body.documentId),
  );
  app.post('/kyc/addInformation', { schema: { tags, body: kycAddInformationSchema, response: { 200: kycDetailsSchema } } }, async (request) =>
    addKycInformation(ctx, user(request), request.body.information),
  );
  app.post('/kyc/submit', { schema: { tags, response: { 200: kycDetailsSchema } } }, async (request) => submitKyc(ctx, user(request)));
};
