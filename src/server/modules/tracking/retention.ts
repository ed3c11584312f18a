// Click events are kept AppConfig.trackingRetentionDays (TRACKING_RETENTION_DAYS, default 90) and
// deleted after, by a timer in each server process: first a minute after start, then hourly, never
// on a request's path. Several processes pruning at once is harmless (the deletes just find less).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { scheduleEvery, type Schedule } from '../../lib/schedule';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { deleteClickEventsBefore } from './repo';

const CHUNK = 5_000;

/** Deletes every event older than the retention period, chunk rows at a time; answers how many went. */
export async function pruneClickEvents(ctx: Pick<AppContext, 'db' | 'now' | 'config'>, chunk = CHUNK): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.config.trackingRetentionDays * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await deleteClickEventsBefore(ctx.db, before, chunk);
    total += deleted;
    if (deleted < chunk) return total;
  }
}

export type RetentionSchedule = Schedule;

/** Runs pruneClickEvents on a timer while the app is up; closing the app waits for a run in progress. */
export function scheduleClickEventRetention(app: FastifyInstance, schedule: RetentionSchedule = { firstAfterMs: 60_000, everyMs: HOUR_MS }): void {
  scheduleEvery(app, 'click event retention', schedule, async () => {
    const deleted = await pruneClickEvents(app.ctx);
    if (deleted > 0) app.log.info({ deleted }, 'click events past their retention deleted');
  });
}
