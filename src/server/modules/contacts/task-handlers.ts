// The background tasks the contacts area runs, by kind (registered with the runner in app.ts).
import type { TaskHandlers } from '../../tasks/task-handler';
import { mergeGroupsTask, splitGroupTask } from './group-actions';
import { exportTask } from './export-task';
import { importContactsTask } from './import/import-task';
import { removeGroupsTask } from './remove-groups';
import { scrubTask } from './scrub-task';
import { archiveTask, unarchiveTask } from './data-tasks/archive-tasks';
import { certifyTask } from './data-tasks/certify-task';
import { consumeTask } from './data-tasks/consume-task';
import { enrichTask } from './data-tasks/enrich-task';
import { filterTask } from './data-tasks/filter-task';
import { refreshTask } from './data-tasks/refresh-task';

export const contactTaskHandlers: TaskHandlers = {
  IMPORT_CONTACT: importContactsTask,
  SPLIT_CONTACT_GROUP: splitGroupTask,
  MERGE_CONTACT_GROUP: mergeGroupsTask,
  REMOVE_CONTACT_GROUP: removeGroupsTask,
  SCRUB_PROCESS: scrubTask,
  EXPORT_CONTACT_GROUP: exportTask,
  DATA_CERTING_CONTACT_GROUP: certifyTask,
  DATA_ENRICHING: enrichTask,
  DATA_REFRESHING: refreshTask,
  DATA_CONSUMING: consumeTask,
  ARCHIVE_CONTACT_GROUP: archiveTask,
  UNARCHIVE_CONTACT_GROUP: unarchiveTask,
  FILTER_CONTACT: filterTask,
};
