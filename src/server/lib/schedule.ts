// Work a server process does on a timer while the app is up (pruning old rows, queueing due scrubs):
// first firstAfterMs after start, then every everyMs after the previous run ended, never on a
// request's path. Closing the app stops the timer and waits for a run in progress.
import type { FastifyInstance } from 'fastify';

export interface Schedule {
  firstAfterMs: number;
  everyMs: number;
}

export function scheduleEvery(app: FastifyInstance, name: string, { firstAfterMs, everyMs }: Schedule, work: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = (ms: number) => {
    // unref: a pending run never keeps a process (or a test run) alive.
    if (!stopped) timer = setTimeout(run, ms).unref();
  };
  const run = () => {
    running = work()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => next(everyMs));
  };
  app.addHook('onReady', async () => next(firstAfterMs));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
