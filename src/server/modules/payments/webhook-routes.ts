// POST /payments/webhook: the card processor's callbacks (decision 37 "Pending charges and signed
// callbacks"). Public (the processor has no session); instead each event carries
// x-payments-signature, the hex HMAC-SHA256 of the raw body with the webhook secret, checked before
// the body is even validated: a wrong or missing signature answers 401 and changes nothing. This
// plugin parses JSON itself so the bytes that were signed are the bytes checked.
import { PAYMENTS_SIGNATURE_HEADER, paymentEventAnswerSchema, paymentEventSchema, paymentMessages } from '@domain/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { applyPaymentEvent } from './charges';
import { signatureValid } from './webhook-secret';

const tags = ['payments'];

export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // This plugin's own JSON parser (encapsulated: other routes keep the app's), keeping the raw text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.post(
    '/payments/webhook',
    {
      preValidation: async (request) => {
        const raw = rawBodies.get(request) ?? '';
        if (!signatureValid(await ctx.paymentsWebhookSecret(), raw, request.headers[PAYMENTS_SIGNATURE_HEADER])) {
          throw new HttpError(401, paymentMessages.signatureInvalid);
        }
      },
      schema: { tags, headers: z.object({ [PAYMENTS_SIGNATURE_HEADER]: z.string().max(200) }), body: paymentEventSchema, response: { 200: paymentEventAnswerSchema } },
    },
    async (request) => applyPaymentEvent(ctx, request.body),
  );
};
