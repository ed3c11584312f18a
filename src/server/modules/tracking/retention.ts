// Click events are kept AppConfig.trackingRetentionDays (TRACKING_RETENTION_DAYS, default 90) and
// deleted after, by a timer in each server process: first a minute after start, then hourly, never
// on a request's path. Several processes pruning at once is harmless (the deletes just find less).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
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

export interface RetentionSchedule {
  firstAfterMs: number;
  everyMs: number;
}

/** Runs pruneClickEvents on a timer while the app is up; closing the app waits for a run in progress. */
export function scheduleClickEventRetention(
  app: FastifyInstance,
  { firstAfterMs, everyMs }: RetentionSchedule = { firstAfterMs: 60_000, everyMs: HOUR_MS },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const next = (ms: number) => {
    if (stopped) return;
    // unref: a pending prune never keeps a process (or a test run) alive.
    timer = setTimeout(run, ms).unref();
  };
  const run = () => {
    running = pruneClickEvents(app.ctx)
      .then(
        (deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'click events past their retention deleted');
        },
        (err: unknown) => app.log.error({ err }, 'click event retention failed'),
      )
      .finally(() => next(everyMs));
  };

  app.addHook('onReady', async () => next(firstAfterMs));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
