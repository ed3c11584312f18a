// A background_tasks row as the client sees it (BackgroundTask in src/domain/background-tasks.ts).
import { isFinalTaskStatus, taskKindSchema, taskStatusSchema, type BackgroundTask } from '@domain/background-tasks';
import type { BackgroundTaskRow } from '../db/database';

export function taskView(row: BackgroundTaskRow): BackgroundTask {
  const status = taskStatusSchema.parse(row.status);
  const live = status === 'PENDING' || status === 'RUNNING';
  return {
    id: Number(row.id),
    kind: taskKindSchema.parse(row.kind),
    status,
    progress: Number(row.progress),
    title: row.title,
    groupId: row.group_id === null ? null : Number(row.group_id),
    result: row.result ? (JSON.parse(row.result) as BackgroundTask['result']) : null,
    error: row.error,
    canCancel: live && row.cancel_requested !== 1,
    canResume: status === 'PAUSED',
    canDelete: isFinalTaskStatus(status) || status === 'PAUSED',
    hasFile: status === 'COMPLETED' && row.file_path !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}
