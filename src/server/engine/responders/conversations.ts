// A contact's conversations, stored (decision 30): the state flows/conversation.ts moves, the
// actions of every node entered, and the timer the engine looks for. A move is written in one
// transaction, and only over the state it was computed from (the step count is the version): two
// events for one contact at once cannot both move it, the later one is computed again.
import type { Selectable } from 'kysely';
import { conversationStateSchema, isFinished, nextDueMinute, type ConversationMove, type ConversationState } from '@flows/conversation';
import type { Db, ResponderConversationsTable } from '../../db/database';
import type { PlayableResponder } from './playable';
import { nextAwakeTime } from '@domain/sending/sleep-window';
import { didGroupSettingSchema } from '@domain/dids';
import { didGroupSleepTimer } from '@domain/sending/did-rotation';

export type ConversationRow = Selectable<ResponderConversationsTable>;

/** Who the contact is and the number the conversation runs on. */
export interface Target {
  userId: number;
  phone: string;
  did: string | null;
  campaignId: number | null;
  contactGroupId: number | null;
}

export class MoveConflict extends Error {}

export function stateOf(row: ConversationRow): ConversationState {
  const parsed = conversationStateSchema.safeParse(JSON.parse(row.state));
  return parsed.success ? parsed.data : { active: [], roots: [] };
}

/** The contact's open conversations with this user's responders, the latest first. */
export async function openConversations(db: Db, userId: number, phone: string): Promise<ConversationRow[]> {
  return db.selectFrom('responder_conversations').selectAll().where('user_id', '=', userId).where('phone', '=', phone).where('status', '=', 'open').orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

export async function conversationWith(db: Db, responderId: number, phone: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('responder_conversations').selectAll().where('responder_id', '=', responderId).where('phone', '=', phone).executeTakeFirst();
}

const DELAYED = new Set(['send_message', 'send_voice']);

/** When the sending number's DID group wakes, for a responder that follows its sleep timer. */
async function wakeTime(db: Db, did: string | null, at: number): Promise<number> {
  if (did === null) return at;
  const group = await db.selectFrom('dids').innerJoin('did_groups', 'did_groups.id', 'dids.group_id').select('did_groups.setting').where('dids.phone', '=', did).executeTakeFirst();
  if (!group) return at;
  const parsed = didGroupSettingSchema.safeParse(JSON.parse(group.setting));
  if (!parsed.success) return at;
  return nextAwakeTime(at, didGroupSleepTimer(parsed.data), parsed.data.forwardCallSetting.timezone) ?? at;
}

export interface SaveMove {
  responder: PlayableResponder;
  /** The conversation the move was computed from; undefined starts a new one. */
  from: ConversationRow | undefined;
  target: Target;
  move: ConversationMove;
  /** When the conversation's clock started (a start now: now). */
  startedAt: number;
  now: number;
  /** What the contact wrote or said, for AI replies. */
  inbound: string | null;
}

/** Writes the move and the actions of its entered nodes; throws MoveConflict when the conversation moved meanwhile. */
export async function saveMove(db: Db, input: SaveMove): Promise<void> {
  const { responder, from, target, move, startedAt, now } = input;
  const byId = new Map(responder.doc.nodes.map((n) => [n.id, n]));
  const finished = isFinished(responder.doc, move.state);
  const due = nextDueMinute(responder.doc, move.state);
  const iso = (ms: number) => new Date(ms).toISOString();
  const values = {
    state: JSON.stringify(move.state),
    status: finished ? 'finished' : 'open',
    started_at: iso(startedAt),
    next_due_at: finished || due === null ? null : iso(startedAt + due * 60_000),
    updated_at: iso(now),
    did: target.did ?? from?.did ?? null,
    campaign_id: target.campaignId ?? from?.campaign_id ?? null,
    contact_group_id: target.contactGroupId ?? from?.contact_group_id ?? null,
  };
  const sleeping = responder.setting.enableSleep;
  const wakes = new Map<number, number>();
  await db.transaction().execute(async (trx) => {
    let id: number;
    let steps: number;
    if (from) {
      const moved = await trx
        .updateTable('responder_conversations')
        .set({ ...values, steps: from.steps + move.entered.length })
        .where('id', '=', from.id)
        .where('steps', '=', from.steps)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new MoveConflict();
      id = Number(from.id);
      steps = Number(from.steps);
    } else {
      const made = await trx
        .insertInto('responder_conversations')
        .values({ ...values, responder_id: responder.id, user_id: target.userId, phone: target.phone, steps: move.entered.length })
        .onConflict((oc) => oc.columns(['responder_id', 'phone']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!made) throw new MoveConflict();
      id = Number(made.id);
      steps = 0;
    }
    for (const [i, entered] of move.entered.entries()) {
      const node = byId.get(entered.nodeId);
      if (!node) continue;
      await trx
        .insertInto('responder_node_counts')
        .values({ responder_id: responder.id, node_id: node.id, entered: 1 })
        .onConflict((oc) => oc.columns(['responder_id', 'node_id']).doUpdateSet((eb) => ({ entered: eb('responder_node_counts.entered', '+', 1) })))
        .execute();
      const enteredAt = startedAt + entered.at * 60_000;
      for (const action of node.actions) {
        let dueAt = enteredAt + (DELAYED.has(action.type) && 'delayedMinute' in action ? action.delayedMinute * 60_000 : 0);
        if (sleeping) {
          if (!wakes.has(dueAt)) wakes.set(dueAt, await wakeTime(trx, values.did, dueAt));
          dueAt = Math.max(dueAt, wakes.get(dueAt)!);
        }
        await trx
          .insertInto('responder_actions')
          .values({
            conversation_id: id,
            responder_id: responder.id,
            user_id: target.userId,
            step: steps + i + 1,
            node_id: node.id,
            action_id: action.id,
            action_type: action.type,
            inbound: input.inbound,
            due_at: iso(Math.max(dueAt, now)),
            state: 'pending',
            created_at: iso(now),
          })
          .execute();
      }
    }
  });
}
