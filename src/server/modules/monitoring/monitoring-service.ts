// The monitoring list (issue 11): a page of the user's sent campaigns, each with every figure of the
// monitoring table. One query reads the page (campaigns joined to their runs, sorted and paged in
// SQL, monitoring-page.ts); each compose is parsed here, in JS; one query per kind of lookup reads
// what the page's composes name (page-lookups.ts); the formulas are the domain's
// (src/domain/sending/monitoring-figures.ts, revenue.ts).
import { composeSchema, type Compose } from '@domain/campaign-compose';
import { isVoiceType } from '@domain/campaign-compose/rules/message-types';
import { monitoringQuerySchema, type MonitoringList, type MonitoringRow } from '@domain/monitoring';
import { campaignStateSchema } from '@domain/sending/campaign-states';
import { monitoringFigures, realSpeedPerHour, speedWindowMinutes } from '@domain/sending/monitoring-figures';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { anisOf } from '../../engine/campaign-plan';
import { progressOf } from '../campaigns/progress-view';
import { monitoringPage, type PageRow } from './monitoring-page';
import { offKey, pageLookups, type PageLookups } from './page-lookups';

const NO_CALLS = { activeCalls: 0, listen: 0, amd: 0, deliveredCalls: 0, callSeconds: 0, amdCostMillicents: 0 };

/** The stored compose through the shape (a field added since the send gets its default; a broken one is the empty compose). */
function composeOf(text: string): Compose {
  try {
    return composeSchema.parse(JSON.parse(text));
  } catch {
    return composeSchema.parse({});
  }
}

const routeIdsOf = (c: Compose) => (c.sendMethod === 1 ? c.routesOneWay.map((r) => r.routeId) : c.routesTwoWays.map((r) => r.routeId));
const didGroupIdsOf = (c: Compose) => (c.sendMethod === 1 ? [] : [...new Set(c.routesTwoWays.flatMap((r) => r.didGroupIds))]);

function rowOf(row: PageRow, compose: Compose, look: PageLookups, now: Date): MonitoringRow {
  const id = Number(row.id);
  const status = campaignStateSchema.parse(row.status);
  const progress = progressOf(status, row.campaign_id === null ? undefined : row, row.audience === null ? null : Number(row.audience));
  const on = (element: string, elementId: number) => !look.off.has(offKey(id, element, elementId));
  const anis = anisOf(compose.anis);
  const routes =
    compose.sendMethod === 1
      ? compose.routesOneWay.map((r) => ({ id: r.routeId, name: look.routes.get(r.routeId) ?? `#${r.routeId}`, senders: anis, on: on('route', r.routeId) }))
      : compose.routesTwoWays.map((r) => ({
          id: r.routeId,
          name: look.routes.get(r.routeId) ?? `#${r.routeId}`,
          senders: r.didGroupIds.map((g) => look.didGroups.get(g)?.name ?? `#${g}`),
          on: on('route', r.routeId),
        }));
  const totalDid = compose.sendMethod === 1 ? anis.length : didGroupIdsOf(compose).reduce((sum, g) => sum + (look.didGroups.get(g)?.dids ?? 0), 0);
  const calls = look.calls.get(id) ?? NO_CALLS;
  const startedAt = progress.startedAt === null ? null : Date.parse(progress.startedAt);
  const realSpeed = realSpeedPerHour(look.sentLately.get(id) ?? 0, speedWindowMinutes(now.getTime(), startedAt));
  const maxSpeed = compose.sendSpeed !== null && compose.sendSpeed > 0 ? compose.sendSpeed : null;
  const offset = Number.parseInt(compose.campaignOffset, 10);
  const callback = Number(row.callback ?? 0);
  const figures = monitoringFigures({
    total: progress.total,
    sent: progress.sent,
    skipped: progress.skipped,
    delivered: progress.delivered,
    clicked: progress.clicked,
    replied: progress.replied,
    optout: progress.optout,
    blocked: progress.blocked,
    convertor: progress.convertor,
    callback,
    costMillicents: progress.costMillicents,
    revenueCents: progress.revenueCents,
    callSeconds: calls.callSeconds,
    deliveredCalls: calls.deliveredCalls,
    voice: isVoiceType(compose.messageType),
    maxSpeedPerHour: maxSpeed,
    realSpeedPerHour: realSpeed,
    ended: status === 'completed' || status === 'uncompleted',
  });
  return {
    id,
    title: row.title,
    status,
    pauseReason: progress.pauseReason,
    waitReason: progress.waitReason,
    messageType: compose.messageType,
    createdAt: row.created_at,
    startedAt: progress.startedAt,
    finishedAt: progress.finishedAt,
    contactGroups: compose.contactGroups.map((g) => ({ id: g, name: look.contactGroups.get(g) ?? `#${g}`, on: on('contactGroup', g) })),
    routes,
    totalDid,
    total: progress.total,
    campaignOffset: Number.isFinite(offset) && offset > 0 ? offset : null,
    percent: progress.percent,
    activeCalls: calls.activeCalls,
    realSpeed,
    maxSpeed,
    sent: progress.sent,
    delivered: progress.delivered,
    failed: progress.failed,
    blocked: progress.blocked,
    optout: progress.optout,
    attemptFailed: progress.attemptFailed,
    rejected: progress.rejected,
    clicked: progress.clicked,
    replied: progress.replied,
    convertor: progress.convertor,
    callback,
    listen: calls.listen,
    amd: calls.amd,
    callSeconds: calls.callSeconds,
    costMillicents: progress.costMillicents,
    amdCostMillicents: calls.amdCostMillicents,
    revenueCents: progress.revenueCents,
    ...figures,
  };
}

export async function listMonitoring(ctx: AppContext, userId: number, q: z.output<typeof monitoringQuerySchema>): Promise<MonitoringList> {
  const now = ctx.now();
  const page = await monitoringPage(ctx.db, {
    userId,
    statuses: q.statuses,
    campaignId: q.campaignId,
    sort: q.sort,
    direction: q.direction,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  const composes = page.items.map((r) => composeOf(r.compose));
  const look = await pageLookups(ctx.db, {
    userId,
    now,
    campaignIds: page.items.map((r) => Number(r.id)),
    voiceCampaignIds: page.items.filter((_, i) => isVoiceType(composes[i]!.messageType)).map((r) => Number(r.id)),
    contactGroupIds: composes.flatMap((c) => c.contactGroups),
    routeIds: composes.flatMap(routeIdsOf),
    didGroupIds: composes.flatMap(didGroupIdsOf),
  });
  return { items: page.items.map((r, i) => rowOf(r, composes[i]!, look, now)), total: page.total };
}
