// /payments/*: cards, packages, the purchase challenge, card purchases, their history and
// auto-recharge (001 §7 "Cards: ..."), and the sandbox processor's tokenize call, which stands for
// the provider's card element: only it ever receives card details. Another user's card or challenge
// answers 404 / 400 and changes nothing. docs/api.md "Payments"; decision 37.
import {
  addCardSchema,
  autoRechargeQuerySchema,
  cardDetailsSchema,
  cardIdQuerySchema,
  cardSchema,
  cardTokenSchema,
  challengeAnswerSchema,
  chargeSchema,
  chargesQuerySchema,
  packageIdQuerySchema,
  packagesAnswerSchema,
  paymentSettingsSchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
  verifiedSchema,
  verifyChallengeSchema,
} from '@domain/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { badRequest } from '../../http/errors';
import { CardRejected } from '../../providers/payments/payment-processor';
import { listCreditPackages } from '../config/repo';
import { getPaymentSettings, savePaymentSettings } from './auto-recharge';
import { addCard, deleteCard, listCards, setDefaultCard } from './cards';
import { challengeRequired, newChallenge, verifyChallenge } from './challenge';
import { listCharges, purchase } from './charges';

const tags = ['payments'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const cards = z.array(cardSchema);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { ctx } = app;

  app.post('/payments/sandbox/tokens', { schema: { tags, body: cardDetailsSchema, response: { 200: cardTokenSchema } } }, async (request) => {
    try {
      return await ctx.payments.tokenize(request.body, ctx.now());
    } catch (error) {
      if (error instanceof CardRejected) throw badRequest(error.field, error.message);
      throw error;
    }
  });

  app.get('/payments/cards', { schema: { tags, response: { 200: cards } } }, async (request) => listCards(ctx.db, user(request)));
  app.post('/payments/cards', { schema: { tags, body: addCardSchema, response: { 200: cardSchema } } }, async (request) =>
    addCard(ctx, user(request), request.body),
  );
  app.delete('/payments/cards', { schema: { tags, querystring: cardIdQuerySchema, response: { 200: cards } } }, async (request) =>
    deleteCard(ctx, user(request), request.query.cardId),
  );
  app.post('/payments/cards/default', { schema: { tags, querystring: cardIdQuerySchema, response: { 200: cards } } }, async (request) =>
    setDefaultCard(ctx, user(request), request.query.cardId),
  );

  app.get('/payments/settings', { schema: { tags, response: { 200: paymentSettingsSchema } } }, async (request) =>
    getPaymentSettings(ctx.db, user(request)),
  );
  app.post('/payments/auto-recharge', { schema: { tags, querystring: autoRechargeQuerySchema, response: { 200: paymentSettingsSchema } } }, async (request) => {
    const { recharge, volume, threshold } = request.query;
    return savePaymentSettings(ctx, user(request), recharge === 'on', volume, threshold);
  });

  app.get('/payments/packages', { schema: { tags, response: { 200: packagesAnswerSchema } } }, async () => listCreditPackages(ctx.db));

  app.get('/payments/challenge', { schema: { tags, response: { 200: challengeAnswerSchema } } }, async (request) => newChallenge(ctx, user(request)));
  app.post('/payments/challenge/verify', { schema: { tags, body: verifyChallengeSchema, response: { 200: verifiedSchema } } }, async (request) =>
    verifyChallenge(ctx, user(request), request.body.challengeId, request.body.answer),
  );

  app.post(
    '/payments/purchase',
    { schema: { tags, querystring: packageIdQuerySchema, body: purchaseBodySchema, response: { 200: purchaseAnswerSchema } } },
    async (request) => {
      const userId = user(request);
      return purchase(ctx, userId, request.query.packageId, request.body, await challengeRequired(ctx.db, userId));
    },
  );
  app.get('/payments/charges', { schema: { tags, querystring: chargesQuerySchema, response: { 200: z.array(chargeSchema) } } }, async (request) =>
    listCharges(ctx.db, user(request), request.query.afterId, request.query.limit),
  );
};
