// The background tasks the contacts area runs, by kind (registered with the runner in app.ts).
import type { TaskHandlers } from '../../tasks/task-handler';
import { mergeGroupsTask, splitGroupTask } from './group-actions';
import { exportTask } from './export-task';
import { importContactsTask } from './import/import-task';
import { removeGroupsTask } from './remove-groups';
import { scrubTask } from './scrub-task';

export const contactTaskHandlers: TaskHandlers = {
  IMPORT_CONTACT: importContactsTask,
  SPLIT_CONTACT_GROUP: splitGroupTask,
  MERGE_CONTACT_GROUP: mergeGroupsTask,
  REMOVE_CONTACT_GROUP: removeGroupsTask,
  SCRUB_PROCESS: scrubTask,
  EXPORT_CONTACT_GROUP: exportTask,
};
