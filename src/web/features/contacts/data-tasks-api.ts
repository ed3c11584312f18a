// The data tasks on one contact group besides import and scrub (docs/api.md "Contacts"): certify by
// vertical, enrich, refresh, consume, archive and unarchive, and the filter task that copies the
// matching contacts into a new group. Each answers the BackgroundTask the background-process panel
// follows. Every refusal (409 'This group is busy with another process; wait until it ends', 400
// 'This group is archived; unarchive it first', 400 on groupName 'Group name already existed, use
// another name') is shown by the caller: under the field or as a toast, never twice.
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import type { CertifyGroup, FilterContacts } from '@domain/contact-data-tasks';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

/** The tasks that take no input: the path's last segment names them. */
export type PlainGroupTask = 'enrich' | 'refresh' | 'consume' | 'archive' | 'unarchive';

async function post(groupId: number, task: string, body?: unknown): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/contact-groups/${groupId}/${task}`, body, quiet);
  return parseAnswer(backgroundTaskSchema, data);
}

/** Stamps the vertical on every deliverable contact; result { certified, excluded }. */
export function certifyContactGroup(groupId: number, body: CertifyGroup): Promise<BackgroundTask> {
  return post(groupId, 'certify', body);
}

/**
 * enrich: carrier and phone type from the phone lookup, free (result { enriched }); refresh:
 * recounts the contacts and their breakdown ({ contacts }); consume: removes the contacts since
 * opted out, blacklisted or suppressed ({ removed, optout, blacklisted, suppressed }); archive and
 * unarchive move the contacts into an archive file and back.
 */
export function startGroupTask(groupId: number, task: PlainGroupTask): Promise<BackgroundTask> {
  return post(groupId, task);
}

/**
 * Copies the contacts of the group that match the filters into a new group named groupName (type 9
 * 'Filter task', made at once and filled by the task). The answer's groupId is the new group.
 */
export function filterContactsIntoGroup(groupId: number, body: FilterContacts): Promise<BackgroundTask> {
  return post(groupId, 'filter', body);
}
