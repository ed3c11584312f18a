// /config/*: the lists the web app loads once after sign-in (001 §7 "Config lists by GET").
import { availableCountriesSchema } from '@domain/countries';
import { creditPackageSchema, priceEntrySchema } from '@domain/pricing';
import { routeSchema } from '@domain/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/guards';
import { listActiveRoutes, listCountries, listCreditPackages, listPrices } from './repo';

const tags = ['config'];

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/config/countries',
    { onRequest: requireAuth, schema: { tags, response: { 200: availableCountriesSchema } } },
    async () => ({ availableCountries: await listCountries(db) }),
  );

  app.get(
    '/config/routes',
    { onRequest: requireAuth, schema: { tags, response: { 200: z.array(routeSchema) } } },
    async () => listActiveRoutes(db),
  );

  app.get(
    '/config/credit-packages',
    { onRequest: requireAuth, schema: { tags, response: { 200: z.array(creditPackageSchema) } } },
    async () => listCreditPackages(db),
  );

  app.get(
    '/config/price-table',
    { onRequest: requireAuth, schema: { tags, response: { 200: z.array(priceEntrySchema) } } },
    async () => listPrices(db),
  );
};
