// Live-feed forwarding (Advanced settings' liveFeedForward; decision 46): every message a contact
// sends the user (a reply to a campaign, a responder or the inbox; STOP, HELP and START too) is
// POSTed as JSON to the URL the user saved. The inbound webhook only queues a job (the mail queue:
// a row, claimed under a lease, retried with a doubling delay up to eight times, surviving a
// restart), so a slow or failing receiver never slows the carrier's webhook. The worker reads the
// URL when it posts (a URL changed meanwhile is the one used; one emptied meanwhile posts nothing)
// and refuses a private or local address (lib/public-address.ts; saving one is refused too). Each
// POST carries x-signature, the hex HMAC-SHA256 of the body with the user's API request key, as the
// public API's webhooks do: one secret for the receiver to check.
import { WEBHOOK_SIGNATURE_HEADER } from '@domain/public-api';
import type { AppContext } from '../../context';
import { literalRefusal } from '../../lib/public-address';
import { apiSettingsRow } from '../api-settings/settings-service';
import { signBody } from '../public-api/webhooks';
import { getUserSettings } from './repo';

export const LIVE_FEED_EVENT = 'message.inbound';

/** What the receiver gets: the contact's message and what it answers. */
export interface LiveFeedEvent {
  event: typeof LIVE_FEED_EVENT;
  message: {
    id: number;
    from: string;
    to: string;
    text: string;
    /** stop, help, start or text. */
    kind: string;
    receivedAt: string;
    campaignId: number | null;
    /** Our message it answers, if known. */
    repliesTo: number | null;
  };
}

/** Called when a contact's message arrived: a job when its owner forwards the live feed. */
export async function queueLiveFeed(ctx: Pick<AppContext, 'db' | 'mailJobs'>, userId: number, inboundId: number): Promise<void> {
  const { liveFeedForward } = await getUserSettings(ctx.db, userId);
  if (liveFeedForward !== '') await ctx.mailJobs.enqueue({ kind: 'live-feed', inboundId });
}

/** Posts one inbound message to its owner's live feed; throws when the receiver did not take it, so the queue tries again. */
export async function postLiveFeed(ctx: AppContext, inboundId: number): Promise<void> {
  const row = await ctx.db.selectFrom('inbound_messages').selectAll().where('id', '=', inboundId).executeTakeFirst();
  if (!row) return;
  const userId = Number(row.user_id);
  const url = (await getUserSettings(ctx.db, userId)).liveFeedForward;
  if (url === '') return;
  // Saved before the rule, or written around it: never called (a final answer, not retried).
  if (literalRefusal(new URL(url), ctx.config.webhookAllowPrivate) !== null) return;
  const event: LiveFeedEvent = {
    event: LIVE_FEED_EVENT,
    message: {
      id: Number(row.id),
      from: row.phone,
      to: row.did,
      text: row.text,
      kind: row.kind,
      receivedAt: row.received_at,
      campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
      repliesTo: row.message_id === null ? null : Number(row.message_id),
    },
  };
  const body = JSON.stringify(event);
  const { api_key: key } = await apiSettingsRow(ctx.db, userId, ctx.now());
  await ctx.liveFeed.post({
    url,
    body,
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signBody(body, key), 'user-agent': 'campaign-platform-live-feed' },
  });
}
