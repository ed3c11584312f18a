// /slack-services: error reports from the web app (001 §8: 400s outside login are reported), relayed
// to the team's chat (relay.ts). Public, because errors happen on the signed-out pages too and a
// report of an expired session carries that dead session; so a live session spends its user's
// budget and anything else a small one per IP (docs/api.md, docs/decisions/0011-shared-limits.md).
import { okResponseSchema } from '@domain/auth-api';
import { apiErrorSchema } from '@domain/api';
import { errorReportSchema } from '@domain/error-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../context';
import { HttpError } from '../../http/errors';
import { sessionToken } from '../../http/guards';
import { MINUTE_MS, spend, type RateRule } from '../../http/rate-limits';
import { HOUR_MS } from '../../lib/time';
import { resolveSession } from '../auth/sessions';
import { toChatMessage } from './relay';

const perUser: RateRule = { name: 'report-user', max: 30, windowMs: MINUTE_MS };
const perAnonymousIp: RateRule = { name: 'report-ip', max: 20, windowMs: HOUR_MS };

/** The caller's live session, or null for none, an expired one or a blocked user's. */
async function liveSession(request: FastifyRequest): Promise<AuthContext | null> {
  const token = sessionToken(request);
  if (!token) return null;
  try {
    return await resolveSession(request.server.ctx, token);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

async function spendReportBudget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = await liveSession(request);
  if (auth) await spend(request, reply, perUser, String(auth.user.id));
  else await spend(request, reply, perAnonymousIp, request.ip);
}

export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/slack-services',
    {
      // After validation: a refused report posts nothing, so it costs no budget.
      preHandler: spendReportBudget,
      schema: {
        tags: ['reporting'],
        security: [],
        body: errorReportSchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const message = toChatMessage(request.body, app.ctx.config);
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
