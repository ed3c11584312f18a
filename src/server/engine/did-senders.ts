// Which DID sends each message of a two-way batch (issue 10): the batch's messages go to the
// campaign's routes in turn and, inside a route, to its DID groups in turn; each group places its
// share with its own rotation (src/domain/sending/did-rotation.ts: round-robin, messagePerCycle,
// maxConcurrent, its sleep timer, BAD numbers never). A group that cannot send (asleep, no active
// number) passes its share to the others; when none can, the batch has no sender and the engine
// pauses the campaign for a number. The cycle counts live in dids.cycle_sent (counted with the
// batch); where a placement reset the cycle, the batch's transaction resets the group first.
// Each campaign's read position in its groups is kept in memory: after a restart round-robin
// starts again from the first number, which changes nobody's fate.
import { didGroupSettingSchema, type DidGroupSetting } from '@domain/dids';
import { placeDidMessages, type DidNoSendReason } from '@domain/sending/did-rotation';
import type { Db } from '../db/database';
import { inIdRange } from '../modules/campaigns/audience';
import type { CampaignPlan, PlanSender } from './campaign-plan';

export interface SenderPlacement {
  /** A sender per message, in order; shorter when the numbers ran out. */
  senders: PlanSender[];
  /** Groups whose rotation cycle was reset by this placement. */
  resetGroups: number[];
  reason: DidNoSendReason | null;
}

interface GroupSlot {
  routeId: number;
  groupId: number;
}

const parseSetting = (text: string): DidGroupSetting => {
  try {
    return didGroupSettingSchema.parse(JSON.parse(text));
  } catch {
    return didGroupSettingSchema.parse({});
  }
};

export class DidSenders {
  private readonly lastIndex = new Map<string, number>();

  /** Senders for `count` messages of the campaign. One-way campaigns take their ANIs in turn. */
  async place(db: Db, plan: CampaignPlan, count: number, firstSeq: number, now: Date): Promise<SenderPlacement> {
    if (plan.sendMethod === 1) {
      if (plan.senders.length === 0) return { senders: [], resetGroups: [], reason: 'no_active_did' };
      return { senders: Array.from({ length: count }, (_, i) => plan.senders[(firstSeq + i) % plan.senders.length]!), resetGroups: [], reason: null };
    }
    const slots: GroupSlot[] = plan.compose.routesTwoWays.flatMap((r) => inIdRange(r.didGroupIds).map((groupId) => ({ routeId: r.routeId, groupId })));
    if (slots.length === 0 || count === 0) return { senders: [], resetGroups: [], reason: slots.length === 0 ? 'no_active_did' : null };

    const groups = await db.selectFrom('did_groups').select(['id', 'setting']).where('user_id', '=', plan.userId).where('id', 'in', [...new Set(slots.map((s) => s.groupId))]).execute();
    const settings = new Map(groups.map((g) => [Number(g.id), parseSetting(g.setting)]));
    const dids = await db
      .selectFrom('dids')
      .select(['id', 'phone', 'status', 'cycle_sent', 'group_id'])
      .where('group_id', 'in', [...settings.keys()])
      .orderBy('group_id')
      .orderBy('id')
      .execute();

    // Each slot's share, in turn from the message's place in the campaign; a slot that cannot send gives its share on.
    const shares = slots.map((_, i) => Math.floor(count / slots.length) + (((i - firstSeq) % slots.length + slots.length) % slots.length < count % slots.length ? 1 : 0));
    const placed: PlanSender[][] = slots.map(() => []);
    const resetGroups: number[] = [];
    let reason: DidNoSendReason | null = null;
    let carried = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, slot] of slots.entries()) {
        const want = pass === 0 ? shares[i]! : carried;
        if (want === 0) continue;
        const setting = settings.get(slot.groupId);
        if (!setting) continue;
        const own = dids.filter((d) => Number(d.group_id) === slot.groupId);
        const key = `${plan.campaignId}:${slot.groupId}`;
        const placement = placeDidMessages({
          dids: own.map((d) => ({ id: Number(d.id), phone: d.phone, status: d.status, cycleSent: Number(d.cycle_sent), sent: 0, delivered: 0, clicked: 0 })),
          setting,
          count: want,
          lastIndex: this.lastIndex.get(key) ?? -1,
          now: now.getTime(),
        });
        this.lastIndex.set(key, placement.lastIndex);
        if (placement.cycleReset) resetGroups.push(slot.groupId);
        // The numbers' cycle counts as this placement left them, for the next slot of the same group.
        for (const c of placement.cycleSent) {
          const row = own.find((d) => Number(d.id) === c.id);
          if (row) row.cycle_sent = c.cycleSent;
        }
        const phoneOf = new Map(own.map((d) => [Number(d.id), d.phone]));
        placed[i]!.push(...placement.assignments.map((id) => ({ routeId: slot.routeId, didId: id, didGroupId: slot.groupId, phone: phoneOf.get(id)! })));
        if (pass === 0) carried += want - placement.assignments.length;
        else carried -= placement.assignments.length;
        if (placement.reason) reason = placement.reason;
      }
      if (carried === 0) break;
    }
    // Interleave the slots' senders in turn, as the shares were dealt.
    const senders: PlanSender[] = [];
    for (let k = 0; senders.length < count && placed.some((p) => p.length > k); k++) {
      for (let j = 0; j < slots.length; j++) {
        const i = (((firstSeq + j) % slots.length) + slots.length) % slots.length;
        const s = placed[i]![k];
        if (s) senders.push(s);
      }
    }
    return { senders: senders.slice(0, count), resetGroups, reason: senders.length >= count ? null : reason };
  }
}
