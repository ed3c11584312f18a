// Background tasks (000 §4, 001 §4, §9): long work the server does for a user while the screens
// poll it. One row per task; the web polls GET /background-tasks/:id through the background-task
// machine (machines/background-task.machine.ts), and /process lists them.
import { z } from 'zod';
import { queryInt } from './query';

/** The spec's contact-group processes, the contact-area tasks it names without a code, DID purchase orders and DID scrubs. */
export const TASK_KINDS = [
  'IMPORT_CONTACT',
  'SCRUB_PROCESS',
  'DATA_CERTING_CONTACT_GROUP',
  'UNARCHIVE_CONTACT_GROUP',
  'DATA_REFRESHING',
  'DATA_CONSUMING',
  'DATA_ENRICHING',
  'ARCHIVE_CONTACT_GROUP',
  'MERGE_CONTACT_GROUP',
  'SPLIT_CONTACT_GROUP',
  'REMOVE_CONTACT_GROUP',
  'EXPORT_CONTACT_GROUP',
  'FILTER_CONTACT',
  'DID_PURCHASE',
  'DID_SCRUB',
  'DOMAIN_PURCHASE',
  'AUTO_RECHARGE',
  // A Super-Admin's exports (001 §7 export, campaignexport, statsexport; decision 40).
  'EXPORT_USERS',
  'EXPORT_CAMPAIGNS',
  'EXPORT_CREDIT_STATS',
  'REVENUE_PULL',
] as const;
export const taskKindSchema = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof taskKindSchema>;

/**
 * A task's life in the background-process vocabulary (its colours are backgroundStatusColors):
 * PENDING waits for the runner, RUNNING is in hand, PAUSED was stopped by the user (filter tasks
 * resume), COMPLETED, FAILED and CANCELED are final.
 */
export const TASK_STATUSES = ['PENDING', 'RUNNING', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELED'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const FINAL_TASK_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'FAILED', 'CANCELED'];
export const isFinalTaskStatus = (status: TaskStatus) => FINAL_TASK_STATUSES.includes(status);

/** Import and scrub speak of checking, success, failed and canceled (000 §4). */
export type ImportState = 'checking' | 'success' | 'failed' | 'canceled';
export function importState(status: TaskStatus): ImportState {
  if (status === 'COMPLETED') return 'success';
  if (status === 'FAILED') return 'failed';
  if (status === 'CANCELED') return 'canceled';
  return 'checking';
}

/** Polling intervals (000 §9, 001 §9): 2 s for import, scrub, consuming, refreshing; 1.5 s for export. */
export const TASK_POLL_MS = 2000;
export const EXPORT_POLL_MS = 1500;
export const pollIntervalFor = (kind: TaskKind) => (kind.startsWith('EXPORT_') ? EXPORT_POLL_MS : TASK_POLL_MS);

export const backgroundTaskSchema = z.object({
  id: z.number().int(),
  kind: taskKindSchema,
  status: taskStatusSchema,
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  /** What the task works on, for the list: a group name, "3 groups", a file name. */
  title: z.string(),
  /** The contact group the task belongs to, when it has one. */
  groupId: z.number().int().nullable(),
  /** Counts and facts the task reports when it ends (an import's totals, a split's new groups). */
  result: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.number())])).nullable(),
  /** Why a FAILED task failed, in words a user can act on. */
  error: z.string().nullable(),
  /** Whether stop, resume and delete apply (filter tasks stop and resume; any final task deletes). */
  canCancel: z.boolean(),
  canResume: z.boolean(),
  canDelete: z.boolean(),
  /** An export's file is ready to download. */
  hasFile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BackgroundTask = z.infer<typeof backgroundTaskSchema>;

export const backgroundTaskListSchema = z.object({ items: z.array(backgroundTaskSchema), total: z.number().int() });
export type BackgroundTaskList = z.infer<typeof backgroundTaskListSchema>;

export const backgroundTaskQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  /** Only the tasks still PENDING or RUNNING (the panel that opens after an action). */
  active: z.enum(['true', 'false']).optional(),
});
export type BackgroundTaskQuery = z.infer<typeof backgroundTaskQuerySchema>;

export const taskMessages = {
  notFound: 'Background process is not existed',
  notCancelable: 'This process can not be stopped',
  notResumable: 'This process can not be resumed',
  notDeletable: 'A running process can not be deleted; stop it first',
  restartedInterrupted: 'The server restarted during this process; nothing was changed',
} as const;
