// A task runner on the test app whose handler for one kind calls `hook` before each progress
// report (1, 2, 3 ...), so a test can act at an exact point of a run: press Stop after the first
// batch, look at what is written so far.
import type { TaskKind } from '@domain/background-tasks';
import type { TaskHandler } from '@server/tasks/task-handler';
import { LocalTaskRunner } from '@server/tasks/local-task-runner';
import type { TestApp } from '../fixtures/test-app';

export function hookedRunner(t: TestApp, kind: TaskKind, handler: TaskHandler, hook: (report: number) => Promise<void>): LocalTaskRunner {
  let reports = 0;
  const hooked: TaskHandler = {
    ...handler,
    run: (run, ctx) =>
      handler.run(
        {
          ...run,
          progress: async (percent) => {
            await hook(++reports);
            await run.progress(percent);
          },
        },
        ctx,
      ),
  };
  return new LocalTaskRunner({
    db: t.db,
    now: t.clock.now,
    log: { error: () => {}, warn: () => {} },
    context: () => t.app.ctx,
    handlers: { [kind]: hooked },
  });
}
