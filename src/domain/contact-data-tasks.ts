// The data tasks on a contact group besides import and scrub (000 §4 "Contact group process", 001 §4,
// §7 "startDataConsuming ... startDataRefreshing"): certify by vertical, enrich, refresh, consume,
// archive and unarchive; and the system-wide do-not-call list a Super-Admin uploads, which scrubs
// read. What each task changes is written in docs/decisions/0013-contact-data-tasks.md.
import { z } from 'zod';
import { contactFilterSchema, groupNameSchema, LOGIC_OPERATORS } from './contacts';
import { messages } from './messages';

/**
 * The verticals a group can be certified for. The spec names the process (DATA_CERTING_CONTACT_GROUP)
 * and a contact's `vertical` field, not the list: these are the lead verticals US SMS traffic is
 * sorted by.
 */
export const CERT_VERTICALS = [
  'Auto Insurance', 'Health Insurance', 'Life Insurance', 'Home Services', 'Solar', 'Debt Relief',
  'Personal Loans', 'Mortgage', 'Education', 'Legal', 'Retail', 'Travel',
] as const;
export const certVerticalSchema = z.enum(CERT_VERTICALS, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required('Vertical') : `Vertical ${messages.incorrectFormat}`),
});
export type CertVertical = z.infer<typeof certVerticalSchema>;

export const certifyGroupSchema = z.object({ vertical: certVerticalSchema });
export type CertifyGroup = z.infer<typeof certifyGroupSchema>;

/**
 * A filter task (FILTER_CONTACT, audience segment 9 'Filter task'): the contacts of a group that
 * match the filters are copied into a new group of that name. It can be stopped (PAUSED), resumed
 * and deleted from Processes.
 */
export const filterContactsSchema = z.object({
  groupName: groupNameSchema,
  filters: z.array(contactFilterSchema).min(1, messages.required('Filters')).max(20),
  operator: z.enum(LOGIC_OPERATORS).default('AND'),
});
export type FilterContacts = z.input<typeof filterContactsSchema>;
export const FILTER_TASK_GROUP_TYPE = 9;

/** One upload of do-not-call numbers: at most this many bytes (a national DNC extract by area code fits). */
export const MAX_DNC_UPLOAD_BYTES = 50 * 1024 * 1024;

export const dncUploadQuerySchema = z.object({
  /** How to read numbers written without their country code. */
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, `Country ${messages.incorrectFormat}`).default('US'),
  fileName: z.string().trim().max(255).default('dnc.txt'),
});

export const dncUploadAnswerSchema = z.object({
  /** Numbers new to the list. */
  added: z.number().int(),
  /** Numbers already on it. */
  known: z.number().int(),
  /** Lines that held no valid number. */
  invalid: z.number().int(),
  /** The list's size after the upload. */
  total: z.number().int(),
});
export type DncUploadAnswer = z.infer<typeof dncUploadAnswerSchema>;

export const dncSummarySchema = z.object({
  total: z.number().int(),
  /** When a number was last added (ISO), null for an empty list. */
  updatedAt: z.string().nullable(),
});
export type DncSummary = z.infer<typeof dncSummarySchema>;
