// /status-check: public liveness and version, polled by the web app to notice a new release.
import { statusCheckSchema } from '@domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status-check',
    { schema: { tags: ['status'], security: [], response: { 200: statusCheckSchema } } },
    async () => ({ version: app.ctx.config.appVersion }),
  );
};
