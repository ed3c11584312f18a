// A campaign's responder may start on what the contact did NOT do with the campaign's message: no
// click or no reply within the root's minutes (decision 30). Rather than a timer per message (a
// million rows for a million-contact campaign), the engine reads each such campaign's messages in
// id order, which is the order they went out, behind one cursor per start: a message whose minutes
// have passed, that was delivered and neither clicked (it had a link) nor replied to, starts the
// conversation; the first message not yet due stops the read until the next pass.
import { codeOfDeliveryResult } from '@domain/sending/delivery-results';
import type { FlowNode } from '@domain/responder-flow';
import type { Db } from '../../db/database';
import type { Target } from './conversations';

const DELIVERED = codeOfDeliveryResult('DELIVERED');
const PAGE = 500;
/** A message still without its report this long after its start fell due is passed over. */
const REPORT_GRACE_MS = 60 * 60_000;

export type TimeoutRoot = FlowNode & { trigger: { type: 'no_click' | 'no_reply'; timeout: number } };

export function timeoutRoots(nodes: readonly FlowNode[]): TimeoutRoot[] {
  return nodes.filter((n): n is TimeoutRoot => n.parentId === null && (n.trigger.type === 'no_click' || n.trigger.type === 'no_reply'));
}

/** Reads one campaign's messages for one timeout start; answers how many it started. */
export async function sweepCampaignStart(
  db: Db,
  campaign: { id: number; userId: number },
  root: TimeoutRoot,
  now: number,
  start: (target: Target, root: TimeoutRoot) => Promise<void>,
): Promise<number> {
  const cursorRow = await db.selectFrom('responder_campaign_cursors').select('last_message_id').where('campaign_id', '=', campaign.id).where('trigger_id', '=', root.trigger.id).executeTakeFirst();
  const cursor = Number(cursorRow?.last_message_id ?? 0);
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'phone', 'did', 'group_id', 'queued_at', 'result', 'clicked_at', 'replied_at', 'link_code'])
    .where('campaign_id', '=', campaign.id)
    .where('id', '>', cursor)
    .where('state', '!=', 'held')
    .orderBy('id')
    .limit(PAGE)
    .execute();
  let last = cursor;
  let started = 0;
  for (const m of rows) {
    const due = Date.parse(m.queued_at) + root.trigger.timeout * 60_000;
    if (due > now) break;
    if (m.result === null && due + REPORT_GRACE_MS > now) break;
    const quiet = root.trigger.type === 'no_click' ? m.link_code !== null && m.clicked_at === null : m.replied_at === null;
    if (Number(m.result) === DELIVERED && quiet) {
      await start({ userId: campaign.userId, phone: m.phone, did: m.did, campaignId: campaign.id, contactGroupId: m.group_id === null ? null : Number(m.group_id) }, root);
      started++;
    }
    last = Number(m.id);
  }
  if (last !== cursor) {
    await db
      .insertInto('responder_campaign_cursors')
      .values({ campaign_id: campaign.id, trigger_id: root.trigger.id, last_message_id: last })
      .onConflict((oc) => oc.columns(['campaign_id', 'trigger_id']).doUpdateSet({ last_message_id: last }))
      .execute();
  }
  return started;
}
