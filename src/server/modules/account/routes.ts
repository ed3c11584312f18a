// /settings account-info and subscription-plan (000 §2 tab keys; docs/api.md "Account and plan";
// decision 41): the caller's own account, its plan, and a change of plan.
import { accountInfoSchema, changePlanSchema, subscriptionSchema } from '@domain/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { accountInfo, changePlan, subscription } from './account-service';
import { schedulePlanRenewals } from './plan-renewal';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  schedulePlanRenewals(app);
  const ctx = app.ctx;
  app.get('/settings/account-info', { schema: { tags, response: { 200: accountInfoSchema } } }, async (request) => accountInfo(ctx, getAuth(request).user.id));
  app.get('/settings/subscription-plan', { schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
    subscription(ctx, getAuth(request).user.id),
  );
  app.post(
    '/settings/subscription-plan',
    { schema: { tags, body: changePlanSchema, response: { 200: subscriptionSchema.extend({ message: z.string() }) } } },
    async (request) => changePlan(ctx, getAuth(request).user.id, request.body.plan),
  );
};
