// What a kind of background task does. Modules register one handler per TaskKind with the runner
// (src/server/tasks/task-runner.ts); the runner claims the task, calls run() and records the end.
import type { TaskKind } from '@domain/background-tasks';
import type { AppContext } from '../context';

/** What a task reports when it ends: counts and facts the screens show. */
export type TaskResult = Record<string, number | string | number[]>;

/** One run of one task, as its handler sees it. */
export interface TaskRun {
  id: number;
  kind: TaskKind;
  userId: number;
  groupId: number | null;
  title: string;
  payload: unknown;
  /** 1 on the first run; more when the task is picked up again after its process died. */
  attempt: number;
  /**
   * Records progress (0-100) and renews the lease. Throws TaskCanceled once the user has asked to
   * stop, so a handler that reports progress between steps also stops between steps.
   */
  progress(percent: number): Promise<void>;
  /** Where a file the task produces goes (an export), relative to DATA_DIR. */
  setFile(relativePath: string): Promise<void>;
}

export interface TaskHandler {
  run(run: TaskRun, ctx: AppContext): Promise<TaskResult>;
  /**
   * Takes back what a run that did not complete wrote (failed, cancelled, or interrupted by a
   * restart before a new attempt), so the data is as it was before the task. Must be idempotent.
   */
  undo?(run: TaskRun, ctx: AppContext): Promise<void>;
  /** Runs once when the task ends, whatever the outcome (free a group, delete an upload). */
  finish?(run: TaskRun, ctx: AppContext): Promise<void>;
  /** PAUSED instead of CANCELED when stopped, and may resume (filter tasks). */
  resumable?: boolean;
}

export type TaskHandlers = Partial<Record<TaskKind, TaskHandler>>;

/** Thrown by TaskRun.progress() when the user asked the task to stop. */
export class TaskCanceled extends Error {
  constructor() {
    super('canceled');
    this.name = 'TaskCanceled';
  }
}

/** Thrown by a handler to fail the task with a message for the user (the error names the file, the field...). */
export class TaskFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskFailure';
  }
}
