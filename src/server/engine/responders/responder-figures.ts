// What happened to the messages a responder sent, counted per action (decision 30): a message of
// a responder carries the key resp:<action id>, so its delivery, click, reply, conversion or
// answered call finds its action without a lookup column on every message. paidActionStats sums
// these rows.
import type { Db } from '../../db/database';

export const RESPONDER_KEY_PREFIX = 'resp:';

export const isResponderKey = (key: string): boolean => key.startsWith(RESPONDER_KEY_PREFIX);

/** The action a responder message's key names, or null for any other message. */
export function actionIdOfKey(key: string): number | null {
  if (!isResponderKey(key)) return null;
  const id = Number(key.slice(RESPONDER_KEY_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One row per outcome of a responder's message; other messages' keys are passed over. */
export async function recordResponderOutcomes(db: Db, items: readonly { key: string; phone: string; outcome: string }[], at: Date): Promise<void> {
  const wanted = items.flatMap((i) => {
    const id = actionIdOfKey(i.key);
    return id === null ? [] : [{ ...i, id }];
  });
  if (wanted.length === 0) return;
  const actions = await db
    .selectFrom('responder_actions')
    .select(['id', 'responder_id', 'node_id', 'action_id', 'action_type'])
    .where('id', 'in', [...new Set(wanted.map((w) => w.id))])
    .execute();
  const byId = new Map(actions.map((a) => [Number(a.id), a]));
  const rows = wanted.flatMap((w) => {
    const a = byId.get(w.id);
    return a ? [{ responder_id: a.responder_id, node_id: a.node_id, action_id: a.action_id, action_type: a.action_type, outcome: w.outcome, phone: w.phone, cost_millicents: 0, created_at: at.toISOString() }] : [];
  });
  if (rows.length > 0) await db.insertInto('responder_action_events').values(rows).execute();
}
