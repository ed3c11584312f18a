// The answer to STOP, HELP or START (decision 27), sent for real (decision 30): from the number
// the contact wrote to, on that number's route, as a message of its own charged like any other
// (carriers bill the confirmation too). Its key is the inbound message's, so a repeated webhook
// never answers twice. Short credit leaves it unsent: the opt-out itself stands regardless.
import { channelOfSendMethod, countMessage } from '@domain/message-segments';
import type { AppContext } from '../../context';
import { sendDirect } from '../../engine/direct-message';
import { listPrices } from '../config/repo';

/** Answers whether it went out. */
export async function sendKeywordReply(ctx: AppContext, input: { userId: number; to: string; did: string; body: string; inboundId: number }): Promise<boolean> {
  const did = await ctx.db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.id', 'g.route_id', 'g.country'])
    .where('d.phone', '=', input.did)
    .where('g.user_id', '=', input.userId)
    .executeTakeFirst();
  const country = did?.country ?? 'US';
  const prices = await listPrices(ctx.db);
  const unit = (prices.find((p) => p.country === country && p.messageType === 'SMS') ?? prices.find((p) => p.messageType === 'SMS'))?.unitPriceMillicents ?? 0;
  const segments = countMessage(input.body, channelOfSendMethod(2)).segments;
  const sent = await sendDirect(
    { ctx, carrier: ctx.carrier },
    {
      userId: input.userId,
      key: `auto:${input.inboundId}`,
      to: input.to,
      from: input.did,
      didId: did ? Number(did.id) : null,
      routeId: did?.route_id == null ? null : Number(did.route_id),
      type: 'SMS',
      body: input.body,
      segments,
      costMillicents: unit * segments,
      link: null,
      contactId: null,
      groupId: null,
    },
  );
  return sent.sent;
}
