// /admin: a Super-Admin's tools over users (issue 13, second slice; decision 40): login as user and
// its end, the audit log of impersonated sessions, clone user, and the three exports.
import { apiErrorSchema } from '@domain/api';
import { backgroundTaskSchema } from '@domain/background-tasks';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  campaignsExportSchema,
  cloneUserAnswerSchema,
  cloneUserSchema,
  creditStatsExportSchema,
  loginAsUserAnswerSchema,
  loginAsUserSchema,
  usersExportSchema,
} from '@domain/user-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth, requireRole } from '../../http/guards';
import { listAuditLog } from './audit-log';
import { cloneUser } from './clone-user';
import { startCampaignsExport, startCreditStatsExport, startUsersExport } from './exports';
import { endLoginAsUser, loginAsUser } from './login-as-user';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const userToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyAdmins = requireRole('Super-Admin');

  app.post(
    '/admin/login-as-user',
    { onRequest: onlyAdmins, schema: { tags, body: loginAsUserSchema, response: { 200: loginAsUserAnswerSchema, ...errors } } },
    async (request) => loginAsUser(app.ctx, getAuth(request), request.body.username),
  );
  // Called with the impersonated session ("Back to my account"): the web app then uses the admin's own token again.
  app.post(
    '/admin/login-as-user/end',
    { onRequest: requireAuth, schema: { tags, response: { 200: z.object({ ok: z.literal(true) }), 403: apiErrorSchema } } },
    async (request) => {
      await endLoginAsUser(app.ctx, getAuth(request));
      return { ok: true as const };
    },
  );
  app.get(
    '/admin/audit-log',
    { onRequest: onlyAdmins, schema: { tags, querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request) => listAuditLog(app.ctx, request.query),
  );
  app.post(
    '/admin/users/clone',
    { onRequest: onlyAdmins, schema: { tags, body: cloneUserSchema, response: { 200: cloneUserAnswerSchema, 409: apiErrorSchema, ...errors } } },
    async (request) => cloneUser(app.ctx, request.body),
  );
  app.post(
    '/admin/exports/users',
    { onRequest: onlyAdmins, schema: { tags, body: usersExportSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startUsersExport(app.ctx, getAuth(request).user.id, request.body),
  );
  app.post(
    '/admin/exports/campaigns',
    { onRequest: onlyAdmins, schema: { tags, body: campaignsExportSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startCampaignsExport(app.ctx, getAuth(request).user.id, request.body),
  );
  app.post(
    '/admin/exports/credit-stats',
    { onRequest: onlyAdmins, schema: { tags, body: creditStatsExportSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startCreditStatsExport(app.ctx, getAuth(request).user.id, request.body),
  );
};
