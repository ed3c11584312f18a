// How a task's kind and status read in the list and the panel. The spec names the kinds in code
// spelling (IMPORT_CONTACT); people read "Import contacts". Each label is an i18n key
// (src/web/i18n/vi/processes.ts; a unit test checks every one has its Vietnamese text).
import type { TaskKind, TaskStatus } from '@domain/background-tasks';

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  IMPORT_CONTACT: 'Import contacts',
  SCRUB_PROCESS: 'Scrub',
  DATA_CERTING_CONTACT_GROUP: 'Certify data',
  UNARCHIVE_CONTACT_GROUP: 'Unarchive contact group',
  DATA_REFRESHING: 'Data refreshing',
  DATA_CONSUMING: 'Data consuming',
  DATA_ENRICHING: 'Data enrichment',
  ARCHIVE_CONTACT_GROUP: 'Archive contact group',
  MERGE_CONTACT_GROUP: 'Merge contact groups',
  SPLIT_CONTACT_GROUP: 'Split contact group',
  REMOVE_CONTACT_GROUP: 'Remove contact groups',
  EXPORT_CONTACT_GROUP: 'Export contact group',
  FILTER_CONTACT: 'Filter contacts',
  DID_PURCHASE: 'Buy DIDs',
  DID_SCRUB: 'Scrub DIDs',
  DOMAIN_PURCHASE: 'Buy domains',
  AUTO_RECHARGE: 'Auto-recharge',
  EXPORT_USERS: 'Export users',
  EXPORT_CAMPAIGNS: 'Export campaigns',
  EXPORT_CREDIT_STATS: 'Export credit stats',
  REVENUE_PULL: 'Update revenue',
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING: 'Pending',
  RUNNING: 'Running',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELED: 'Canceled',
};
