// /admin/users/api-token*: a Super-Admin's API tokens for a user (001 §3 User management "API token:
// email, otp"; decision 47). Super-Admin only: a token spends the user's credit, as new money does
// (a Management-Agency does not add credit either, decision 39). The user is found by email first
// (unknown: 404, before any code is checked); each change is confirmed with the admin's OWN one-time
// code (confirm-code.ts: the authenticator's, or the mailed one /settings/apiTokenCode sends the
// admin), and written to the audit log with the admin as root user and the user as the account.
import { adminInitTokenSchema, adminRevokeTokenSchema, adminTokenListQuerySchema } from '@domain/admin-api-tokens';
import { apiTokenListSchema, apiTokenSchema, issuedTokenSchema } from '@domain/api-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireRole } from '../../http/guards';
import { confirmCode } from '../api-settings/confirm-code';
import { issueToken, listTokens, revokeConfirmed } from '../api-settings/tokens-service';
import { recordAudit } from '../user-tools/audit-log';
import { reachOf, userInReach } from './reach';

const tags = ['user-admin'];

export const adminApiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('Super-Admin'));
  const ctx = app.ctx;
  const target = async (actor: Parameters<typeof reachOf>[0], email: string) => Number((await userInReach(ctx.db, reachOf(actor), { email })).id);

  app.get('/admin/users/api-tokens', { schema: { tags, querystring: adminTokenListQuerySchema, response: { 200: apiTokenListSchema } } }, async (request) =>
    listTokens(ctx, await target(getAuth(request).user, request.query.email)),
  );
  app.post('/admin/users/api-token', { schema: { tags, body: adminInitTokenSchema, response: { 200: issuedTokenSchema } } }, async (request) => {
    const admin = getAuth(request).user;
    const userId = await target(admin, request.body.email);
    await confirmCode(ctx, admin.id, request.body.otp);
    const issued = await issueToken(ctx, userId, request.body);
    await recordAudit(ctx, { rootUserId: admin.id, userId, method: 'POST', path: `/admin/users/api-token (token ${issued.item.id})`, statusCode: 200 });
    return issued;
  });
  app.post('/admin/users/api-token/revoke', { schema: { tags, body: adminRevokeTokenSchema, response: { 200: apiTokenSchema } } }, async (request) => {
    const admin = getAuth(request).user;
    const userId = await target(admin, request.body.email);
    const token = await revokeConfirmed(ctx, userId, request.body.id, () => confirmCode(ctx, admin.id, request.body.otp));
    await recordAudit(ctx, { rootUserId: admin.id, userId, method: 'POST', path: `/admin/users/api-token/revoke (token ${token.id})`, statusCode: 200 });
    return token;
  });
};
