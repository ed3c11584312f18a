// /carrier/*: what the carrier and the affiliate networks call (issue 10). The inbound SMS and call
// webhooks need the carrier's token (x-carrier-token); the postback is public like an affiliate
// network's, and only counts a conversion for a message key that exists, once.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { CARRIER_TOKEN_HEADER } from '../../engine/in-process-http';
import { recordCallEvent, recordConversion, recordInbound } from '../../engine/engagement';
import { HttpError } from '../../http/errors';
import { callSignals } from '../../engine/responders/call-signals';
import { sendKeywordReply } from './keyword-reply';
import { queueReplyWebhook } from '../public-api/webhooks';
import { queueLiveFeed } from '../user-settings/live-feed';

const tags = ['carrier'];
const phone = z.string().trim().regex(/^\+\d{6,15}$/, 'Phone is incorrect format!');

export const inboundSchema = z.object({
  from: phone,
  to: phone,
  text: z.string().max(2000),
  /** The carrier's id of the message: a webhook repeated with the same id is answered once. */
  id: z.string().trim().min(1).max(200).optional(),
});
const inboundAnswerSchema = z.object({ kind: z.enum(['stop', 'help', 'start', 'text']), autoReply: z.string().nullable() });
const postbackQuerySchema = z.object({
  click_id: z.string().min(1).max(200),
  payout: z.coerce.number({ error: 'Payout must be number type!' }).min(0, 'Payout must be equal or larger than 0!').max(100_000).default(0),
});
const callEventSchema = z.object({
  key: z.string().min(1).max(200),
  ref: z.number().int(),
  from: phone.nullable(),
  to: phone,
  outcome: z.enum(['answered', 'machine', 'missed']),
  listenSeconds: z.number().min(0).max(86_400),
  dtmf: z.string().max(20).nullable(),
  callback: z.boolean(),
});
const okSchema = z.object({ message: z.string() });

async function requireCarrier(request: FastifyRequest) {
  const given = request.headers[CARRIER_TOKEN_HEADER];
  const expected = Buffer.from(await request.server.ctx.carrierToken());
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new HttpError(401, 'Carrier token is invalid');
}

export const carrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/carrier/inbound', { onRequest: requireCarrier, schema: { tags, body: inboundSchema, response: { 200: inboundAnswerSchema } } }, async (request) => {
    const ctx = app.ctx;
    const { from, to, text } = request.body;
    const answer = await recordInbound(ctx.db, request.body, ctx.now(), async (userId) => {
      const user = await ctx.db.selectFrom('users').select(['firstname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
      return { senderName: `${user.firstname} ${user.lastname}`.trim() || 'Sender', helpContact: user.email };
    });
    if (answer.userId !== null && !answer.repeated) {
      const campaignId = answer.answers ? await ctx.engine.responders.campaignOfMessage(answer.answers) : null;
      const target = { userId: answer.userId, phone: from, did: to, campaignId, contactGroupId: answer.answers?.groupId ?? null };
      if (answer.kind === 'stop') await ctx.engine.responders.stop(answer.userId, from);
      if (answer.kind === 'text') await ctx.engine.responders.deliver(target, { kind: 'inbound_message', text }, text);
      if (answer.inboundId !== null) await queueReplyWebhook(ctx, answer.inboundId);
      if (answer.inboundId !== null) await queueLiveFeed(ctx, answer.userId, answer.inboundId);
      if (answer.autoReply !== null && answer.inboundId !== null) await sendKeywordReply(ctx, { userId: answer.userId, to: from, did: to, body: answer.autoReply, inboundId: answer.inboundId });
    }
    return { kind: answer.kind, autoReply: answer.autoReply };
  });
  app.get('/carrier/postback', { schema: { tags, querystring: postbackQuerySchema, response: { 200: okSchema } } }, async (request) => {
    const counted = await recordConversion(app.ctx.db, request.query.click_id, Math.round(request.query.payout * 100), app.ctx.now());
    return { message: counted ? 'Conversion recorded' : 'Already recorded or unknown click' };
  });
  app.post('/carrier/call-event', { onRequest: requireCarrier, schema: { tags, body: callEventSchema, response: { 200: okSchema } } }, async (request) => {
    const call = request.body;
    const message = await recordCallEvent(app.ctx.db, call.key, call, app.ctx.now());
    if (message) await app.ctx.engine.responders.onMessage(message, callSignals(call));
    return { message: 'ok' };
  });
};
