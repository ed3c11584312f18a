// sendThreadMessage (001 §7): the sender answers a contact from the inbox. The reply goes from the
// thread's own number, on its DID group's route, as a message of its own through sendDirect
// (decision 30): written and charged in one transaction under the key inbox:<thread>:<uuid>, then
// handed to the carrier. Priced like a keyword reply: the price table's SMS price for the number's
// country, times its segments. The spec has one refusal, 'Can not send reply to this contact', for
// a contact who opted out (or is on the system blacklist), a number no longer the user's, a contact
// other than the one selected, or credit that does not cover the message.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inboxMessages, type InboxAnswer } from '@domain/inbox';
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { sendDirect } from '../../engine/direct-message';
import { HttpError } from '../../http/errors';
import { listPrices } from '../config/repo';
import { ownThread } from './service';

const refused = () => new HttpError(400, inboxMessages.refused);

async function blocked(db: Db, userId: number, phone: string): Promise<boolean> {
  const [optedOut, blacklisted] = await Promise.all([
    db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', '=', phone).executeTakeFirst(),
    db.selectFrom('system_blacklist').select('phone').where('phone', '=', phone).executeTakeFirst(),
  ]);
  return optedOut !== undefined || blacklisted !== undefined;
}

/** The user's number and what sending from it needs: its id, its group's route and country. */
async function ownNumber(db: Db, userId: number, phone: string) {
  return db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .leftJoin('routes as r', 'r.id', 'g.route_id')
    .select(['d.id', 'g.route_id', 'g.country', 'r.send_method'])
    .where('d.phone', '=', phone)
    .where('g.user_id', '=', userId)
    .executeTakeFirst();
}

async function smsUnitPrice(db: Db, country: string): Promise<number> {
  const prices = await listPrices(db);
  return (prices.find((p) => p.country === country && p.messageType === 'SMS') ?? prices.find((p) => p.messageType === 'SMS'))?.unitPriceMillicents ?? 0;
}

export async function replyToThread(ctx: AppContext, userId: number, uuid: string, input: { message: string; phoneSelected?: string }): Promise<InboxAnswer> {
  const thread = await ownThread(ctx, userId, uuid);
  if (input.phoneSelected !== undefined && input.phoneSelected !== thread.phone) throw refused();
  if (await blocked(ctx.db, userId, thread.phone)) throw refused();
  const number = await ownNumber(ctx.db, userId, thread.did);
  if (!number) throw refused();
  const segments = countMessage(input.message, channelOfSendMethod(number.send_method === null ? 2 : Number(number.send_method))).segments;
  const unit = await smsUnitPrice(ctx.db, number.country);
  const at = ctx.now().toISOString();
  const outcome = await sendDirect(
    { ctx, carrier: ctx.carrier },
    {
      userId,
      key: `inbox:${thread.uuid}:${randomUUID()}`,
      to: thread.phone,
      from: thread.did,
      didId: Number(number.id),
      routeId: number.route_id === null ? null : Number(number.route_id),
      type: 'SMS',
      body: input.message,
      segments,
      costMillicents: unit * segments,
      link: null,
      contactId: null,
      groupId: null,
    },
    // In the message's transaction: the thread shows the answer (and counts as read) at once,
    // without waiting for the next catch-up.
    async (trx, messageId, fresh) => {
      if (!fresh) return;
      await trx
        .updateTable('inbox_threads')
        .set({
          last_reply_id: messageId,
          last_reply_at: at,
          last_activity_at: sql`case when ${at} > last_activity_at then ${at} else last_activity_at end`,
          read_inbound_id: (eb) => eb.fn.coalesce('last_inbound_id', eb.lit(0)),
        })
        .where('id', '=', Number(thread.id))
        .execute();
    },
  );
  if (!outcome.sent) throw refused();
  return { message: inboxMessages.sent };
}
