// /voluum/* (001 §7 "Voluum: GET data, POST enable?active, POST settings, POST credential"): the
// Voluum tab's own calls, on the same account row as /revenue-tracking's Voluum entry. `data` reads
// Voluum's campaign report for the last 30 days while it is connected; a refused key reads as not
// connected rather than failing the tab. Decision 44.
import {
  PULL_WINDOW_DAYS,
  revenueTrackingSchema,
  voluumActiveQuerySchema,
  voluumCredentialSchema,
  voluumDataSchema,
  voluumSettingsSchema,
  type VoluumData,
} from '@domain/revenue-tracking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getAuth, requireAuth } from '../../http/guards';
import { DAY_MS } from '../../lib/time';
import { VendorRefused } from '../../providers/revenue/revenue-provider';
import { findAccount, toRevenueTracking, voluumSettingsOf } from './accounts-repo';
import { saveCredential, saveVoluumSettings, setActive } from './accounts-service';

const tags = ['revenue-tracking'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

async function voluumData(ctx: AppContext, userId: number): Promise<VoluumData> {
  const row = await findAccount(ctx.db, userId, 'voluum');
  const account = toRevenueTracking('voluum', row);
  const settings = voluumSettingsOf(row);
  if (!row || row.active !== 1 || row.access_key === '') return { account, settings, campaigns: [], connected: false };
  const to = ctx.now();
  try {
    const campaigns = await ctx.revenue.campaigns(
      { userId, vendor: 'voluum', subDomain: row.sub_domain, accessId: row.access_id, accessKey: row.access_key },
      { from: new Date(to.getTime() - PULL_WINDOW_DAYS * DAY_MS), to },
    );
    return { account, settings, campaigns, connected: true };
  } catch (error) {
    if (error instanceof VendorRefused) return { account, settings, campaigns: [], connected: false };
    throw error;
  }
}

export const voluumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;

  app.get('/voluum/data', { schema: { tags, response: { 200: voluumDataSchema } } }, async (request) => voluumData(ctx, user(request)));
  app.post('/voluum/enable', { schema: { tags, querystring: voluumActiveQuerySchema, response: { 200: revenueTrackingSchema } } }, async (request) =>
    setActive(ctx, user(request), 'voluum', request.query.active === 'true'),
  );
  app.post('/voluum/settings', { schema: { tags, body: voluumSettingsSchema, response: { 200: voluumSettingsSchema } } }, async (request) =>
    saveVoluumSettings(ctx, user(request), request.body),
  );
  app.post('/voluum/credential', { schema: { tags, body: voluumCredentialSchema, response: { 200: revenueTrackingSchema } } }, async (request) =>
    saveCredential(ctx, user(request), { ...request.body, vendor: 'voluum' }),
  );
};
