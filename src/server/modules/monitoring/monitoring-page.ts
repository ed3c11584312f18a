// The monitoring list's one query for a page: the user's campaigns in the chosen statuses LEFT JOIN
// their engine rows (a campaign the engine has not opened yet has none), sorted in SQL by the
// chosen figure, paged; and its count. Figures SQL can order are counters and their ratios;
// `ratio` is the same arithmetic on both databases (a ratio without a base is NULL, and NULLs
// sort last either way, where SQLite and PostgreSQL would disagree).
import { CAMPAIGN_LIST_FILTERS, type CampaignState } from '@domain/sending/campaign-states';
import type { MonitoringSortKey } from '@domain/monitoring-columns';
import type { MonitoringStatus } from '@domain/monitoring';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

export interface PageQuery {
  userId: number;
  statuses: readonly MonitoringStatus[];
  campaignId?: number;
  sort?: MonitoringSortKey;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

type Expr = RawBuilder<unknown>;
const n = (column: string): Expr => sql`coalesce(${sql.ref(`r.${column}`)}, 0)`;
const ratio = (part: Expr, whole: Expr): Expr => sql`(${part}) * 1.0 / nullif(${whole}, 0)`;
const total = sql`coalesce(r.total, c.audience, 0)`;
const revenueMillicents = sql`${n('revenue_cents')} * 1000`;

const SORTS: Readonly<Record<MonitoringSortKey, Expr>> = {
  title: sql`lower(c.title)`,
  status: sql`c.status`,
  total,
  remainContact: sql`${total} - ${n('sent')} - ${n('skipped')}`,
  progress: ratio(sql`${n('sent')} + ${n('held')} + ${n('skipped')}`, total),
  sent: n('sent'),
  delivered: n('delivered'),
  clicked: n('clicked'),
  replied: n('replied'),
  callback: n('callback'),
  convertor: n('convertor'),
  failed: n('failed'),
  optout: n('optout'),
  blocked: n('blocked'),
  attemptFailed: n('attempt_failed'),
  rejected: n('rejected'),
  deliveredRate: ratio(n('delivered'), n('sent')),
  clickRate: ratio(n('clicked'), n('delivered')),
  replyRate: ratio(n('replied'), n('delivered')),
  optoutRate: ratio(n('optout'), n('sent')),
  blockRate: ratio(n('blocked'), n('sent')),
  conversionRate: ratio(n('convertor'), n('delivered')),
  totalCost: n('cost_millicents'),
  costPerClick: ratio(n('cost_millicents'), n('clicked')),
  costPerMessage: ratio(n('cost_millicents'), n('sent')),
  revenue: n('revenue_cents'),
  profit: sql`${revenueMillicents} - ${n('cost_millicents')}`,
  roi: ratio(sql`${revenueMillicents} - ${n('cost_millicents')}`, n('cost_millicents')),
  revPerMilMessage: ratio(n('revenue_cents'), n('sent')),
  rpc: ratio(n('revenue_cents'), n('clicked')),
};

export const statesOf = (statuses: readonly MonitoringStatus[]): CampaignState[] => [...new Set(statuses.flatMap((s) => CAMPAIGN_LIST_FILTERS[s]))];

function filtered(db: Db, q: PageQuery) {
  const base = db.selectFrom('campaigns as c').leftJoin('campaign_runs as r', 'r.campaign_id', 'c.id').where('c.user_id', '=', q.userId);
  // A link to one campaign shows it whatever its status (a draft has nothing to monitor).
  return q.campaignId === undefined ? base.where('c.status', 'in', statesOf(q.statuses)) : base.where('c.id', '=', q.campaignId).where('c.status', '!=', 'draft');
}

export async function monitoringPage(db: Db, q: PageQuery) {
  let rows = filtered(db, q)
    .selectAll('r')
    .select(['c.id', 'c.title', 'c.status', 'c.compose', 'c.audience', 'c.created_at']);
  if (q.sort) {
    const by = SORTS[q.sort];
    rows = rows.orderBy(sql`case when ${by} is null then 1 else 0 end`).orderBy(by, q.direction === 'ASC' ? 'asc' : 'desc');
  }
  const [items, count] = await Promise.all([
    rows.orderBy('c.id', 'desc').limit(q.limit).offset(q.offset).execute(),
    filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export type PageRow = Awaited<ReturnType<typeof monitoringPage>>['items'][number];
