// /slack-services: error reports from the web app (001 §8: 400s outside login are reported), relayed
// to the team's chat with every password-like value masked. Public, because errors happen on the
// signed-out pages too, so it is rate-limited per IP instead.
import { okResponseSchema } from '@domain/auth-api';
import { errorReportSchema, maskSecrets } from '@domain/error-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../http/errors';

const REPORTS_PER_MINUTE = 30;

export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = app.createRateLimit({ max: REPORTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (r) => `report:${r.ip}` });

  app.post(
    '/slack-services',
    {
      onRequest: async (request) => {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
      },
      schema: { tags: ['reporting'], security: [], body: errorReportSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const { text, attachments, ...rest } = request.body;
      const message = {
        ...rest,
        text: maskSecrets(text),
        ...(attachments ? { attachments: attachments.map((a) => ({ ...a, text: maskSecrets(a.text) })) } : {}),
      };
      try {
        await app.ctx.chat.post(message);
      } catch (err) {
        // The reporter must not fail because the chat is down; the report lands in the log instead.
        request.log.error({ err, report: message }, 'error report not delivered');
      }
      return { ok: true as const };
    },
  );
};
