// /settings/* of the api tab (001 §7 Settings: updateApiSetting, updateApiKey, listWhitelistedIPs,
// invokeAccess, revokeAPIToken, revokeIPAddress, initNewAPIToken, renewAPIToken; docs/api.md
// "API settings"; decision 42). Every call is the signed-in user's own; another user's token or
// address id answers 404. Token changes need a one-time code (confirm-code.ts).
import {
  allowedIpListSchema,
  allowedIpSchema,
  apiSettingInputSchema,
  apiSettingSchema,
  apiTokenListSchema,
  apiTokenSchema,
  codeRequestAnswerSchema,
  initTokenSchema,
  invokeAccessSchema,
  issuedTokenSchema,
  renewTokenSchema,
  revokeIpSchema,
  revokeTokenSchema,
} from '@domain/api-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { MINUTE_MS, spend } from '../../http/rate-limits';
import { allowIp, listAllowedIps, revokeIp } from './allowlist-service';
import { requestCode } from './confirm-code';
import { readApiSetting, regenerateApiKey, updateApiSetting } from './settings-service';
import { initToken, listTokens, renewToken, revokeToken } from './tokens-service';

const tags = ['api settings'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
/** Code mails a user may ask for: a few, not a mailbomb. */
const CODE_MAILS = { name: 'api-token-code', max: 10, windowMs: 10 * MINUTE_MS };

export const apiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const ctx = app.ctx;

  app.get('/settings/api', { schema: { tags, response: { 200: apiSettingSchema } } }, async (request) => readApiSetting(ctx, user(request)));
  app.post('/settings/updateApiSetting', { schema: { tags, body: apiSettingInputSchema, response: { 200: apiSettingSchema } } }, async (request) =>
    updateApiSetting(ctx, user(request), { deliveryUrl: request.body.deliveryUrl ?? '', replyUrl: request.body.replyUrl ?? '' }),
  );
  app.post('/settings/updateApiKey', { schema: { tags, response: { 200: apiSettingSchema } } }, async (request) => regenerateApiKey(ctx, user(request)));

  app.get('/settings/listAPITokens', { schema: { tags, response: { 200: apiTokenListSchema } } }, async (request) => listTokens(ctx, user(request)));
  app.post('/settings/apiTokenCode', { schema: { tags, response: { 200: codeRequestAnswerSchema } } }, async (request, reply) => {
    await spend(request, reply, CODE_MAILS, String(user(request)));
    return requestCode(ctx, user(request));
  });
  app.post('/settings/initNewAPIToken', { schema: { tags, body: initTokenSchema, response: { 200: issuedTokenSchema } } }, async (request) =>
    initToken(ctx, user(request), request.body),
  );
  app.post('/settings/renewAPIToken', { schema: { tags, body: renewTokenSchema, response: { 200: issuedTokenSchema } } }, async (request) =>
    renewToken(ctx, user(request), request.body),
  );
  app.post('/settings/revokeAPIToken', { schema: { tags, body: revokeTokenSchema, response: { 200: apiTokenSchema } } }, async (request) =>
    revokeToken(ctx, user(request), request.body),
  );

  app.get('/settings/listWhitelistedIPs', { schema: { tags, response: { 200: allowedIpListSchema } } }, async (request) => listAllowedIps(ctx, user(request)));
  app.post('/settings/invokeAccess', { schema: { tags, body: invokeAccessSchema, response: { 200: allowedIpSchema } } }, async (request) =>
    allowIp(ctx, user(request), request.body),
  );
  app.post('/settings/revokeIPAddress', { schema: { tags, body: revokeIpSchema, response: { 200: z.object({ message: z.string() }) } } }, async (request) =>
    revokeIp(ctx, user(request), request.body.id),
  );
};
