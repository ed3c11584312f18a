// The background-task runner: tasks are rows in background_tasks (the persistent queue); a runner
// claims a due one under a lease, runs its kind's handler, and records how it ended. Modules only
// see this interface, so a job queue (BullMQ on Redis) can carry tasks later without them knowing:
// docs/decisions/0012-background-tasks.md.
import type { TaskKind } from '@domain/background-tasks';
import type { Db } from '../db/database';

export interface NewTask {
  kind: TaskKind;
  userId: number;
  title: string;
  groupId?: number | null;
  payload: unknown;
}

export interface TaskRunner {
  /** Queues a task (in `db`, which may be the transaction that creates what the task works on) and answers its id. */
  enqueue(task: NewTask, db?: Db): Promise<number>;
  /** Runs the runner's own loop until stop(). */
  start(): void;
  stop(): Promise<void>;
  /** Runs every due task to its end in this process, then answers how many ran (tests call it instead of waiting). */
  drain(): Promise<number>;
}
