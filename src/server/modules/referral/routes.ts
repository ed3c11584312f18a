// /referral: the referral program (000 §2 "/referral, /referral/program, /referral/statistic,
// /referral/{programId}/{referralCode}"; 001 §7 names "referral" without methods; decision 52).
// Signed-in calls: programs (a Super-Admin creates and edits them), join, the user's links, the
// statistics. Public calls (no login) behind the landing page: a visit and a lead, each spending the
// caller address's allowance so codes cannot be probed quickly; an unknown code answers 404.
import {
  referralLandingSchema,
  referralLeadInputSchema,
  referralLinkListSchema,
  referralLinkSchema,
  referralProgramInputSchema,
  referralProgramListSchema,
  referralProgramSchema,
  referralStatisticQuerySchema,
  referralStatisticSchema,
} from '@domain/referral/referral';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth, requireRole } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { MINUTE_MS, spend, type RateRule } from '../../http/rate-limits';
import { addLead, createProgram, joinProgram, listLinks, listPrograms, statistic, updateProgram, visitLanding } from './service';

const tags = ['referral'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const programParams = z.object({ programId: idParam });
const landingParams = z.object({ programId: idParam, referralCode: z.string().min(1).max(40) });

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const superAdmin = requireRole('Super-Admin');

  app.get('/referral/programs', { onRequest: requireAuth, schema: { tags, response: { 200: referralProgramListSchema } } }, async (request) =>
    listPrograms(ctx, user(request)),
  );
  app.post('/referral/programs', { onRequest: superAdmin, schema: { tags, body: referralProgramInputSchema, response: { 200: referralProgramSchema } } }, async (request) =>
    createProgram(ctx, user(request), request.body),
  );
  app.put(
    '/referral/programs/:programId',
    { onRequest: superAdmin, schema: { tags, params: programParams, body: referralProgramInputSchema, response: { 200: referralProgramSchema } } },
    async (request) => updateProgram(ctx, user(request), request.params.programId, request.body),
  );
  app.post('/referral/programs/:programId/join', { onRequest: requireAuth, schema: { tags, params: programParams, response: { 200: referralLinkSchema } } }, async (request) =>
    joinProgram(ctx, user(request), request.params.programId),
  );
  app.get('/referral/links', { onRequest: requireAuth, schema: { tags, response: { 200: referralLinkListSchema } } }, async (request) => listLinks(ctx, user(request)));
  app.get('/referral/statistic', { onRequest: requireAuth, schema: { tags, querystring: referralStatisticQuerySchema, response: { 200: referralStatisticSchema } } }, async (request) =>
    statistic(ctx, user(request), request.query),
  );
};

export const PUBLIC_REFERRAL_PER_MINUTE = 60;
const rule: RateRule = { name: 'public-referral', max: PUBLIC_REFERRAL_PER_MINUTE, windowMs: MINUTE_MS };

export const publicReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted before validation, so malformed codes count too.
  app.addHook('preValidation', async (request, reply) => spend(request, reply, rule, request.ip));
  const ctx = app.ctx;

  app.post('/public/referral/:programId/:referralCode/visit', { schema: { tags: ['public'], params: landingParams, response: { 200: referralLandingSchema } } }, async (request) =>
    visitLanding(ctx, request.params.programId, request.params.referralCode),
  );
  app.post(
    '/public/referral/:programId/:referralCode/leads',
    { schema: { tags: ['public'], params: landingParams, body: referralLeadInputSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => addLead(ctx, request.params.programId, request.params.referralCode, request.body),
  );
};
