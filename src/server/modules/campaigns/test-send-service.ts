// A test send (the wizard's 'Send test', issue 9): the compose's message to each of its seed
// numbers, as the campaign would send it (the rotation's first creative and offer, a short link of
// its own, the opt-out link, the sender's name), through the same carrier, charged through the
// ledger like any message. The compose must pass the same rules as a send; the messages belong to
// no campaign (campaign_id null), so no campaign counts them, and their keys are the test's own.
import { randomUUID } from 'node:crypto';
import { composeMessages, normalPhone, phoneList, type Compose } from '@domain/campaign-compose';
import { checkedComposeSchema } from '@domain/campaign-compose';
import type { TestSendAnswer } from '@domain/campaigns';
import { costCents } from '@domain/pricing';
import type { AppContext } from '../../context';
import { planOfCompose } from '../../engine/campaign-plan';
import { DidSenders } from '../../engine/did-senders';
import { placeLinkDomains } from '../../engine/domain-links';
import { handOver, outbound } from '../../engine/hand-over';
import { buildMessage } from '../../engine/message-builder';
import { createMessageWriter } from '../../engine/message-writer';
import { HttpError } from '../../http/errors';
import { chargeWithin } from '../credit/ledger';
import { loadComposeFacts } from './facts';
import { refused } from './send-service';

export async function sendTest(ctx: AppContext, userId: number, input: Compose): Promise<TestSendAnswer> {
  const facts = await loadComposeFacts(ctx, userId, input);
  const checked = checkedComposeSchema(facts).safeParse(input);
  if (!checked.success) throw refused(checked.error.issues);
  const compose = checked.data;
  const seeds = [...new Set(phoneList(compose.seedNumbers).map(normalPhone))];
  if (seeds.length === 0) throw refused([{ path: ['seedNumbers'], message: composeMessages.seedNumbersNone }]);

  const now = ctx.now();
  const test = randomUUID();
  const plan = await planOfCompose(ctx, { campaignId: 0, userId, title: compose.campaignTitle, compose });
  const placement = await new DidSenders().place(ctx.db, plan, seeds.length, 0, now);
  if (placement.senders.length < seeds.length) throw new HttpError(409, 'No number of the campaign can send now');
  const optoutSecret = await ctx.optoutSecret();
  const domains = plan.offers.length > 0 ? await placeLinkDomains(ctx.db, userId, plan.domainGroupId, seeds.length) : [];
  const built = seeds.map((phone, i) =>
    buildMessage({
      plan,
      key: `test:${test}:${phone}`,
      contact: { id: 0, cursorGroup: 0, cursorId: 0, groupId: 0, phone, carrier: null, fields: { phone }, excluded: null },
      round: 0,
      seq: 0,
      sender: placement.senders[i]!,
      domain: domains[i] ?? null,
      // A test always shows the sender's name, as the first message to a contact would.
      sentBeforeOnRoute: 0,
      pausedCreatives: new Set(),
      pausedOffers: new Set(),
      optoutSecret,
      publicUrl: ctx.config.publicUrl,
    }),
  );
  const cost = built.reduce((sum, b) => sum + b.costMillicents, 0);
  const cents = costCents(1, cost);
  const at = now.toISOString();
  const writeMessages = createMessageWriter(ctx.db);
  const { batchId, ids } = await ctx.db.transaction().execute(async (trx) => {
    const batch = await trx.insertInto('message_batches').values({ campaign_id: null, user_id: userId, key: test, state: 'queued', count: built.length, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const ids = await writeMessages(
      trx,
      built.map((b) => ({
        campaign_id: null,
        user_id: userId,
        batch_id: Number(batch.id),
        round: 0,
        contact_id: null,
        group_id: null,
        phone: b.contact.phone,
        idem_key: b.key,
        state: 'queued',
        hold_until: null,
        message_type: plan.messageType,
        route_id: b.route?.id ?? null,
        did: b.sender?.phone ?? null,
        did_id: b.sender?.didId ?? null,
        creative_id: b.creativeId,
        offer_id: b.offerId,
        domain: b.link?.domain ?? null,
        link_code: b.link?.code ?? null,
        body: b.body,
        segments: b.segments,
        cost_millicents: b.costMillicents,
        queued_at: at,
      })),
    );
    for (const [i, b] of built.entries()) {
      if (!b.link) continue;
      await trx
        .insertInto('short_links')
        .values({ user_id: userId, code: b.link.code, domain: b.link.domain, target_url: b.link.targetUrl, offer_id: b.offerId, click_limit: null, ip_click_limit: null, expires_at: null, created_at: at, message_id: ids[i]! })
        .execute();
    }
    if (cents > 0) await chargeWithin(trx, userId, cents, 'campaign', `test-send:${test}`, now);
    return { batchId: Number(batch.id), ids };
  });
  await handOver({ ctx, carrier: ctx.carrier }, { id: batchId, key: test, userId, campaignId: null }, built.map((b, i) => outbound(b, ids[i]!, ctx.config.publicUrl)));
  return { sent: built.length, costCents: cents };
}
