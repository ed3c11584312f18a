// paidActionStats (001 §7): what the sending engine recorded for each action of a responder (sent,
// delivered, failed, clicked, replied, answered, converted) and what it cost, summed per action
// and in total, optionally over a date range (the legacy getStats). Actions are labelled with the
// node they belong to in the current draft; an action since deleted keeps its ids.
import { ACTION_EVENT_OUTCOMES, type ActionEventOutcome, type PaidActionRow, type PaidActionStats } from '@domain/responder-api';
import type { AppContext } from '../../context';
import { loadNodes } from './document-store';
import { ownResponder } from './responders-repo';

const zero = (): Record<ActionEventOutcome, number> => ({ sent: 0, delivered: 0, failed: 0, clicked: 0, replied: 0, answered: 0, converted: 0 });
const isOutcome = (o: string): o is ActionEventOutcome => ACTION_EVENT_OUTCOMES.some((x) => x === o);

export async function paidActionStats(ctx: AppContext, userId: number, responderId: number, range: { from?: string; to?: string } = {}): Promise<PaidActionStats> {
  await ownResponder(ctx.db, userId, responderId);
  let query = ctx.db
    .selectFrom('responder_action_events')
    .select(['node_id', 'action_id', 'action_type', 'outcome', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('cost_millicents').as('cost')])
    .where('responder_id', '=', responderId);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<=', range.to);
  const [rows, nodes] = await Promise.all([query.groupBy(['node_id', 'action_id', 'action_type', 'outcome']).execute(), loadNodes(ctx.db, responderId)]);
  const labels = new Map(nodes.map((n) => [n.id, n.label]));
  const byAction = new Map<string, PaidActionRow>();
  const totals = { ...zero(), costMillicents: 0 };
  for (const r of rows) {
    const key = `${r.node_id}\u0000${r.action_id}`;
    const item = byAction.get(key) ?? { nodeId: r.node_id, label: labels.get(r.node_id) ?? r.node_id, actionId: r.action_id, actionType: r.action_type, ...zero(), costMillicents: 0 };
    const count = Number(r.n);
    const cost = Number(r.cost ?? 0);
    if (isOutcome(r.outcome)) {
      item[r.outcome] += count;
      totals[r.outcome] += count;
    }
    item.costMillicents += cost;
    totals.costMillicents += cost;
    byAction.set(key, item);
  }
  const items = [...byAction.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }) || a.actionId.localeCompare(b.actionId));
  return { responderId, items, totals };
}
