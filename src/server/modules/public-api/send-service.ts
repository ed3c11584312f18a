// POST /messages of the public API: one message through the sending engine's direct path
// (engine/direct-message.ts, as inbox replies and responders go, decision 30): written, charged and
// handed to the carrier under the key api:<uuid>, so its delivery result comes back through the
// engine like any message's. It opens (or moves) the inbox thread of the contact and the sending
// number, flagged api, so the sender sees it under the 'Send API' filter (decision 42), and notes
// the message in api_messages so results and replies reach the user's webhooks.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import { costCents } from '@domain/pricing';
import { publicApiMessages, type PublicMessage, type sendMessageSchema } from '@domain/public-api';
import { deliveryResultOfCode } from '@domain/sending/delivery-results';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { sendDirect } from '../../engine/direct-message';
import { badRequest, InsufficientCreditError, notFound } from '../../http/errors';
import { listPrices } from '../config/repo';

export interface ApiCaller {
  userId: number;
  tokenId: number;
}

interface Sender {
  didId: number;
  phone: string;
  routeId: number | null;
  country: string;
}

async function blocked(db: Db, userId: number, phone: string): Promise<boolean> {
  const [optedOut, blacklisted] = await Promise.all([
    db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', '=', phone).executeTakeFirst(),
    db.selectFrom('system_blacklist').select('phone').where('phone', '=', phone).executeTakeFirst(),
  ]);
  return optedOut !== undefined || blacklisted !== undefined;
}

function senders(db: Db, userId: number) {
  return db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.id', 'd.phone', 'g.route_id', 'g.country', 'g.id as group_id'])
    .where('g.user_id', '=', userId)
    .where('d.status', '=', 'ACTIVE');
}

const senderOf = (r: { id: number; phone: string; route_id: number | null; country: string }): Sender => ({
  didId: Number(r.id),
  phone: r.phone,
  routeId: r.route_id === null ? null : Number(r.route_id),
  country: r.country,
});

/** The same contact always hears from the same number of a group (a conversation stays one thread). */
function stickyPick<T>(items: readonly T[], to: string): T {
  const n = createHash('sha256').update(to).digest().readUInt32BE(0);
  return items[n % items.length]!;
}

async function chooseSender(db: Db, userId: number, input: { to: string; from?: string; didGroupId?: number }): Promise<Sender> {
  if (input.from !== undefined) {
    const row = await senders(db, userId).where('d.phone', '=', input.from).executeTakeFirst();
    if (!row) throw badRequest('from', publicApiMessages.fromNotYours);
    return senderOf(row);
  }
  if (input.didGroupId !== undefined) {
    const group = await db.selectFrom('did_groups').select('id').where('id', '=', input.didGroupId).where('user_id', '=', userId).executeTakeFirst();
    if (!group) throw notFound('DID group not found');
    const rows = await senders(db, userId).where('g.id', '=', input.didGroupId).orderBy('d.id').execute();
    if (rows.length === 0) throw badRequest('didGroupId', publicApiMessages.didGroupEmpty);
    return senderOf(stickyPick(rows, input.to));
  }
  // Neither: the user's first DID group that has a working number.
  const first = await senders(db, userId).orderBy('g.id').orderBy('d.id').executeTakeFirst();
  if (!first) throw badRequest('didGroupId', publicApiMessages.noSender);
  const rows = await senders(db, userId).where('g.id', '=', Number(first.group_id)).orderBy('d.id').execute();
  return senderOf(stickyPick(rows, input.to));
}

async function chooseRoute(db: Db, routeId: number) {
  const route = await db.selectFrom('routes').select(['id', 'send_method']).where('id', '=', routeId).where('status', '=', 'active').executeTakeFirst();
  if (!route) throw badRequest('routeId', publicApiMessages.routeUnavailable);
  return route;
}

async function smsUnitPrice(db: Db, country: string): Promise<number> {
  const prices = await listPrices(db);
  return (prices.find((p) => p.country === country && p.messageType === 'SMS') ?? prices.find((p) => p.messageType === 'SMS'))?.unitPriceMillicents ?? 0;
}

export async function sendApiMessage(ctx: AppContext, caller: ApiCaller, input: z.output<typeof sendMessageSchema>): Promise<PublicMessage> {
  const { db } = ctx;
  const { userId } = caller;
  if (await blocked(db, userId, input.to)) throw badRequest('to', publicApiMessages.optedOut);
  const sender = await chooseSender(db, userId, input);
  const routeId = input.routeId ?? sender.routeId;
  const route = routeId === null ? null : await chooseRoute(db, routeId);
  const segments = countMessage(input.message, channelOfSendMethod(route === null ? 2 : Number(route.send_method))).segments;
  const unit = await smsUnitPrice(db, sender.country);
  const at = ctx.now().toISOString();
  const key = `api:${randomUUID()}`;
  const outcome = await sendDirect(
    { ctx, carrier: ctx.carrier },
    { userId, key, to: input.to, from: sender.phone, didId: sender.didId, routeId: route === null ? null : Number(route.id), type: 'SMS', body: input.message, segments, costMillicents: unit * segments, link: null, contactId: null, groupId: null },
    async (trx, messageId, fresh) => {
      if (!fresh) return;
      await trx.insertInto('api_messages').values({ message_id: messageId, user_id: userId, token_id: caller.tokenId, created_at: at }).execute();
      await trx
        .insertInto('inbox_threads')
        .values({ uuid: randomUUID(), user_id: userId, phone: input.to, did: sender.phone, api: 1, last_reply_id: messageId, last_reply_at: at, last_activity_at: at, created_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'phone', 'did']).doUpdateSet({
            api: 1,
            last_reply_id: messageId,
            last_reply_at: at,
            last_activity_at: sql`case when ${at} > inbox_threads.last_activity_at then ${at} else inbox_threads.last_activity_at end`,
          }),
        )
        .execute();
    },
  );
  if (!outcome.sent) throw new InsufficientCreditError(costCents(unit * segments, 1), userId);
  return readApiMessage(ctx, userId, outcome.messageId);
}

const statusOf = (state: string, result: number | null): PublicMessage['status'] =>
  state === 'reported' ? (result === 0 ? 'delivered' : 'failed') : state === 'submitted' ? 'sent' : 'queued';

/** A message the user sent through the API; anything else (another user's, a campaign's) is a 404. */
export async function readApiMessage(ctx: Pick<AppContext, 'db'>, userId: number, id: number): Promise<PublicMessage> {
  const row = await ctx.db
    .selectFrom('messages as m')
    .innerJoin('api_messages as a', 'a.message_id', 'm.id')
    .select(['m.id', 'm.phone', 'm.did', 'm.body', 'm.state', 'm.result', 'm.segments', 'm.cost_millicents', 'm.queued_at', 'm.result_at'])
    .where('m.id', '=', id)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Message not found');
  const result = row.result === null ? null : Number(row.result);
  return {
    id: Number(row.id),
    to: row.phone,
    from: row.did,
    message: row.body,
    status: statusOf(row.state, result),
    result: result === null ? null : deliveryResultOfCode(result),
    segments: Number(row.segments),
    costCents: costCents(Number(row.cost_millicents), 1),
    createdAt: row.queued_at,
    resultAt: row.result_at,
  };
}
