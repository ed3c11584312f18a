// The embedded task runner: runs tasks inside the server process, a few at a time. Every process
// runs one; they share the table, so a task is run by exactly one of them, and a task whose process
// died (its lease lapsed) is claimed again by the next pass: the handler's undo() takes back what the
// interrupted run wrote, then it runs again from the start, or after MAX_ATTEMPTS it fails cleanly.
import { taskKindSchema, taskMessages } from '@domain/background-tasks';
import { messages } from '@domain/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { addMs, iso, type Clock } from '../lib/time';
import { TaskCanceled, TaskFailure, type TaskHandlers, type TaskRun } from './task-handler';
import type { NewTask, TaskRunner } from './task-runner';
import { claimTask, finishTask, heartbeat, setTaskFile, type ClaimedTask } from './tasks-repo';

/** A run must report progress at least this often or another process may take its task. */
export const TASK_LEASE_MS = 60_000;
/** A task interrupted this many times (restarts mid-run) fails instead of running again. */
export const MAX_TASK_ATTEMPTS = 3;
const POLL_MS = 1_000;

export interface TaskRunnerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LocalTaskRunnerOptions {
  db: Db;
  now: Clock;
  log: TaskRunnerLog;
  handlers: TaskHandlers;
  /** The app context handed to handlers; set once the app has built it. */
  context: () => AppContext;
  /** Tasks run at the same time in this process. */
  concurrency?: number;
  /** Told when a task has ended and its end is recorded (the notifications of finished imports, purchases ...). */
  onEnded?: (run: TaskRun, end: TaskEnd, ctx: AppContext) => Promise<void>;
}

/** How a task ended, as recorded. */
export interface TaskEnd {
  /** COMPLETED, FAILED, CANCELED or PAUSED. */
  status: string;
  error?: string | null;
}

export class LocalTaskRunner implements TaskRunner {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly running = new Map<number, Promise<void>>();
  private pumping: Promise<void> | null = null;

  constructor(private readonly options: LocalTaskRunnerOptions) {}

  async enqueue(task: NewTask, db: Db = this.options.db): Promise<number> {
    const at = iso(this.options.now());
    const row = await db
      .insertInto('background_tasks')
      .values({
        user_id: task.userId,
        kind: task.kind,
        status: 'PENDING',
        title: task.title,
        group_id: task.groupId ?? null,
        payload: JSON.stringify(task.payload ?? null),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A task created inside a transaction is claimable once it commits; the next pass finds it.
    setImmediate(() => this.wake());
    return Number(row.id);
  }

  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pumping;
    await Promise.allSettled(this.running.values());
  }

  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      await Promise.allSettled(this.running.values());
      const claimed = await this.claim();
      if (!claimed) return ran;
      ran++;
      await this.track(claimed);
    }
  }

  private wake(): void {
    if (!this.timer || this.stopped || this.pumping) return;
    this.pumping = this.pump()
      .catch((err: unknown) => this.options.log.error({ err }, 'task runner pass failed'))
      .finally(() => {
        this.pumping = null;
      });
  }

  private async pump(): Promise<void> {
    const limit = this.options.concurrency ?? 2;
    while (!this.stopped && this.running.size < limit) {
      const claimed = await this.claim();
      if (!claimed) return;
      void this.track(claimed);
    }
  }

  private claim(): Promise<ClaimedTask | null> {
    const now = this.options.now();
    return claimTask(this.options.db, iso(now), iso(addMs(now, TASK_LEASE_MS)), [...this.running.keys()]);
  }

  private track(claimed: ClaimedTask): Promise<void> {
    const id = Number(claimed.row.id);
    const done = this.execute(claimed)
      .catch((err: unknown) => this.options.log.error({ err, taskId: id }, 'task bookkeeping failed'))
      .finally(() => {
        this.running.delete(id);
        this.wake();
      });
    this.running.set(id, done);
    return done;
  }

  private async execute(claimed: ClaimedTask): Promise<void> {
    const { db, now, log } = this.options;
    const ctx = this.options.context();
    const row = claimed.row;
    const kind = taskKindSchema.safeParse(row.kind);
    const handler = kind.success ? this.options.handlers[kind.data] : undefined;
    const finish = (fields: Parameters<typeof finishTask>[2]) => finishTask(db, claimed, fields, iso(now()));
    if (!kind.success || !handler) {
      await finish({ status: 'FAILED', error: `No handler for ${row.kind}` });
      return;
    }
    let lastProgress = row.progress;
    const run: TaskRun = {
      id: Number(row.id),
      kind: kind.data,
      userId: Number(row.user_id),
      groupId: row.group_id === null ? null : Number(row.group_id),
      title: row.title,
      payload: JSON.parse(row.payload) as unknown,
      attempt: Number(row.attempts),
      async progress(percent) {
        lastProgress = Math.max(0, Math.min(100, Math.round(percent)));
        const at = now();
        const beat = await heartbeat(db, claimed, lastProgress, iso(at), iso(addMs(at, TASK_LEASE_MS)));
        if (!beat || beat.cancelRequested) throw new TaskCanceled();
      },
      setFile: (relativePath) => setTaskFile(db, claimed, relativePath),
    };

    const undo = async () => {
      try {
        await handler.undo?.(run, ctx);
      } catch (err) {
        log.error({ err, taskId: run.id }, 'task undo failed');
      }
    };
    const end = async (fields: Parameters<typeof finishTask>[2]) => {
      try {
        await handler.finish?.(run, ctx);
      } catch (err) {
        log.error({ err, taskId: run.id }, 'task finish failed');
      }
      await finish(fields);
      try {
        await this.options.onEnded?.(run, fields, ctx);
      } catch (err) {
        log.error({ err, taskId: run.id }, 'task end hook failed');
      }
    };

    if (run.attempt > 1) {
      // The previous run was interrupted (its process died): take back what it wrote first.
      await undo();
      if (run.attempt > MAX_TASK_ATTEMPTS) {
        await end({ status: 'FAILED', error: taskMessages.restartedInterrupted });
        return;
      }
    }
    if (row.cancel_requested === 1) {
      await end({ status: handler.resumable ? 'PAUSED' : 'CANCELED' });
      return;
    }
    try {
      const result = await handler.run(run, ctx);
      await end({ status: 'COMPLETED', progress: 100, result: JSON.stringify(result), error: null });
    } catch (err) {
      // A paused task keeps what it did so far, to go on from there; any other end takes it back.
      const pausing = err instanceof TaskCanceled && handler.resumable === true;
      if (!pausing) await undo();
      if (err instanceof TaskCanceled) {
        await end({ status: handler.resumable ? 'PAUSED' : 'CANCELED', progress: handler.resumable ? lastProgress : 0 });
      } else if (err instanceof TaskFailure) {
        await end({ status: 'FAILED', error: err.message });
      } else {
        log.error({ err, taskId: run.id, kind: run.kind }, 'task failed');
        await end({ status: 'FAILED', error: messages.contactUs });
      }
    }
  }
}
