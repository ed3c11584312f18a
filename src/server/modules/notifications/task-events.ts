// What a finished background task tells its owner (the task runner's onEnded, wired in app.ts):
// a contact import finished or failed, a scrub finished, a DID or domain purchase finished. A
// cancelled task tells nothing: the user stopped it themselves.
import type { NotificationEvent } from '@domain/notifications';
import type { AppContext } from '../../context';
import type { TaskEnd } from '../../tasks/local-task-runner';
import type { TaskRun } from '../../tasks/task-handler';
import { notify } from './notify';

interface Told {
  event: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
}

const groupLink = (run: TaskRun) => (run.groupId === null ? '/contact/groups' : `/contact/groups/${run.groupId}`);

function toldOf(run: TaskRun, end: TaskEnd): Told | null {
  const failed = end.status === 'FAILED';
  if (end.status !== 'COMPLETED' && !failed) return null;
  switch (run.kind) {
    case 'IMPORT_CONTACT':
      return failed
        ? { event: 'importFailed', title: 'Contact import failed', body: `${run.title}: ${end.error ?? 'the import failed'}`, link: groupLink(run) }
        : { event: 'importFinished', title: 'Contact import finished', body: `${run.title}: the contacts are in the group.`, link: groupLink(run) };
    case 'SCRUB_PROCESS':
      return failed ? null : { event: 'scrubFinished', title: 'Scrub finished', body: `${run.title}: the group is scrubbed.`, link: groupLink(run) };
    case 'DID_PURCHASE':
      return failed ? null : { event: 'didPurchaseFinished', title: 'DID purchase finished', body: `${run.title}: the numbers are in the group.`, link: run.groupId === null ? '/dids' : `/dids/${run.groupId}` };
    case 'DOMAIN_PURCHASE':
      return failed ? null : { event: 'domainPurchaseFinished', title: 'Domain purchase finished', body: `${run.title}: the purchase has finished.`, link: run.groupId === null ? '/domain' : `/domain/groups/${run.groupId}` };
    default:
      return null;
  }
}

export async function notifyTaskEnded(run: TaskRun, end: TaskEnd, ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const told = toldOf(run, end);
  if (told) await notify(ctx, run.userId, told);
}
