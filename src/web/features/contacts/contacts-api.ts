// The contact-group calls (docs/api.md "Contacts"), typed by the zod schemas the server validates
// with. Every answer is parsed, so a server that drifts from the contract fails here, not deep in a
// page. Calls whose failure a form shows next to a field pass ignoreShowMessage (no toast).
import { z } from 'zod';
import { availableCountriesSchema, type Country } from '@domain/countries';
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import {
  DELETE_CHUNK,
  contactGroupLayoutSchema,
  contactGroupListSchema,
  contactGroupSchema,
  contactPageSchema,
  contactSchema,
  foundPhoneSchema,
  type Contact,
  type FoundPhone,
  type ContactGroup,
  type ContactGroupLayout,
  type ContactGroupList,
  type ContactPage,
  type ContactSearch,
  type CreateContactGroup,
  type MergeGroups,
} from '@domain/contacts';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

/** Failures are shown by the caller (under a field, in the page, or as the spec's own toast). */
const quiet = { ignoreShowMessage: true } as const;

export type ContactGroupListQuery = { limit: number; offset: number; search?: string };

export async function listContactGroups(query: ContactGroupListQuery): Promise<ContactGroupList> {
  const params = { limit: query.limit, offset: query.offset, search: query.search || undefined };
  const { data } = await api.get<unknown>('/contact-groups', { params });
  return parseAnswer(contactGroupListSchema, data);
}

/** A duplicate name answers 400 with field groupName; the create form shows it under the field. */
export async function createContactGroup(body: CreateContactGroup): Promise<ContactGroup> {
  const { data } = await api.post<unknown>('/contact-groups', body, quiet);
  return parseAnswer(contactGroupSchema, data);
}

/** 404 'Group contacts is not existed or deleted': the detail page says so in place of the group. */
export async function getContactGroup(groupId: number): Promise<ContactGroup> {
  const { data } = await api.get<unknown>(`/contact-groups/${groupId}`, quiet);
  return parseAnswer(contactGroupSchema, data);
}

export async function renameContactGroup(groupId: number, groupName: string): Promise<ContactGroup> {
  const { data } = await api.put<unknown>(`/contact-groups/${groupId}`, { groupName }, quiet);
  return parseAnswer(contactGroupSchema, data);
}

/** The page shows the spec's 'Cannot delete contacts, ...' whatever the cause. */
export async function deleteContactGroup(groupId: number): Promise<void> {
  await api.delete(`/contact-groups/${groupId}`, quiet);
}

export async function searchContacts(groupId: number, search: ContactSearch, signal?: AbortSignal): Promise<ContactPage> {
  const { data } = await api.post<unknown>(`/contact-groups/${groupId}/contacts/search`, search, { signal });
  return parseAnswer(contactPageSchema, data);
}

export async function updateContact(groupId: number, contactId: number, fields: Record<string, string>): Promise<Contact> {
  const { data } = await api.put<unknown>(`/contact-groups/${groupId}/contacts/${contactId}`, { fields });
  return parseAnswer(contactSchema, data);
}

/**
 * Deletes contacts in chunks of DELETE_CHUNK (001 §9 "contact removal chunks of 200"), one chunk
 * after the other, and stops at the first failure (the caller shows the spec's message). Returns
 * how many the server deleted.
 */
export async function deleteContacts(groupId: number, ids: readonly number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const chunk = ids.slice(start, start + DELETE_CHUNK);
    const { data } = await api.post<unknown>(`/contact-groups/${groupId}/contacts/delete`, { ids: chunk }, quiet);
    deleted += parseAnswer(z.object({ deleted: z.number().int() }), data).deleted;
  }
  return deleted;
}

export async function splitContactGroup(groupId: number, size: number): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/contact-groups/${groupId}/split`, { size });
  return parseAnswer(backgroundTaskSchema, data);
}

/** A duplicate new name answers 400 with field groupName, shown under the field. */
export async function mergeContactGroups(body: MergeGroups): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>('/contact-groups/merge', body, quiet);
  return parseAnswer(backgroundTaskSchema, data);
}

/**
 * 402 'Not enough credits' when the balance could not pay for every contact being undeliverable.
 * The client shows no toast for a 402, so the scrub dialog reports every failure itself.
 */
export async function scrubContactGroup(groupId: number): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/contact-groups/${groupId}/scrub`, undefined, quiet);
  return parseAnswer(backgroundTaskSchema, data);
}

/** The file is downloaded from the background-process panel once the task completes. */
export async function exportContactGroup(groupId: number): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/contact-groups/${groupId}/export`);
  return parseAnswer(backgroundTaskSchema, data);
}

export async function removeContactGroups(groupIds: readonly number[]): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>('/contact-groups/remove', { groupIds });
  return parseAnswer(backgroundTaskSchema, data);
}

/**
 * A task a page started, asked again to learn when it ends (the page then reloads its groups). The
 * background-process panel follows the same task for the user; this one is silent.
 */
export async function getBackgroundTask(taskId: number): Promise<BackgroundTask> {
  const { data } = await api.get<unknown>(`/background-tasks/${taskId}`, quiet);
  return parseAnswer(backgroundTaskSchema, data);
}

/** 400 field phone 'Phone X is not a valid number': the page shows it under the phone input. */
export async function findPhone(phone: string, country: string): Promise<FoundPhone> {
  const { data } = await api.get<unknown>('/contacts/find', { params: { phone, country }, ...quiet });
  return parseAnswer(foundPhoneSchema, data);
}

export async function optOutPhone(phone: string, country: string): Promise<FoundPhone> {
  const { data } = await api.post<unknown>('/contacts/opt-out', { phone, country });
  return parseAnswer(foundPhoneSchema, data);
}

export async function unblockPhone(phone: string, country: string): Promise<FoundPhone> {
  const { data } = await api.post<unknown>('/contacts/unblock', { phone, country });
  return parseAnswer(foundPhoneSchema, data);
}

export async function getContactGroupLayout(): Promise<ContactGroupLayout> {
  const { data } = await api.get<unknown>('/users/me/contact-group-layout', quiet);
  return parseAnswer(contactGroupLayoutSchema, data);
}

export async function saveContactGroupLayout(layout: ContactGroupLayout): Promise<ContactGroupLayout> {
  const { data } = await api.put<unknown>('/users/me/contact-group-layout', layout);
  return parseAnswer(contactGroupLayoutSchema, data);
}

export async function listCountries(): Promise<Country[]> {
  const { data } = await api.get<unknown>('/config/countries');
  return parseAnswer(availableCountriesSchema, data).availableCountries;
}
