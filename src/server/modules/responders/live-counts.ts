// What a responder is doing with live contacts, for the canvas's overlay (issue 11, decision 30):
// per node, how many times contacts entered it (responder_node_counts, counted with each move) and
// how many wait on one of its timers now (open conversations whose active node has a timeout
// child); per action, paidActionStats' figures and cost.
import type { LiveCounts } from '@domain/responder-api';
import { conversationStateSchema } from '@flows/conversation';
import { childrenIndex } from '@flows/model';
import { timeoutOf } from '@flows/simulation';
import type { AppContext } from '../../context';
import { loadNodes } from './document-store';
import { paidActionStats } from './paid-action-stats';
import { ownResponder } from './responders-repo';

/** Open conversations read to count the waiting: past this a count says "at least". */
const WAITING_READ_MAX = 20_000;

export async function liveCounts(ctx: AppContext, userId: number, responderId: number): Promise<LiveCounts> {
  await ownResponder(ctx.db, userId, responderId);
  const [entered, open, nodes, actions] = await Promise.all([
    ctx.db.selectFrom('responder_node_counts').select(['node_id', 'entered']).where('responder_id', '=', responderId).execute(),
    ctx.db
      .selectFrom('responder_conversations')
      .select('state')
      .where('responder_id', '=', responderId)
      .where('status', '=', 'open')
      .where('next_due_at', 'is not', null)
      .limit(WAITING_READ_MAX)
      .execute(),
    loadNodes(ctx.db, responderId),
    paidActionStats(ctx, userId, responderId),
  ]);
  const children = childrenIndex(nodes);
  const waitsOnTimer = (nodeId: string) => (children.get(nodeId) ?? []).some((c) => timeoutOf(c.trigger) !== null);
  const waiting = new Map<string, number>();
  for (const row of open) {
    const state = conversationStateSchema.safeParse(JSON.parse(row.state));
    if (!state.success) continue;
    for (const a of state.data.active) if (waitsOnTimer(a.nodeId)) waiting.set(a.nodeId, (waiting.get(a.nodeId) ?? 0) + 1);
  }
  const counts = new Map(entered.map((r) => [r.node_id, Number(r.entered)]));
  const ids = new Set([...counts.keys(), ...waiting.keys()]);
  return {
    responderId,
    nodes: [...ids].sort().map((nodeId) => ({ nodeId, entered: counts.get(nodeId) ?? 0, waiting: waiting.get(nodeId) ?? 0 })),
    actions: actions.items,
  };
}
