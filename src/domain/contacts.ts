// Contact groups and contacts (000 §3 "Contact group", §4, §5, §9; 001 §4, §8): the schemas the
// forms, the machine and the server's routes share, the spec's field lists and its messages.
import { z } from 'zod';
import { messages } from './messages';
import { queryInt } from './query';
import { taskKindSchema } from './background-tasks';

export const contactMessages = {
  groupExists: 'already existed, use another name',
  groupMissing: 'Group contacts is not existed or deleted',
  deleteFailed: 'Cannot delete contacts, please try again or contact us',
  getGroupFailed: 'Get contact group failed',
  fileTooBig: 'file size too big',
  contactMissing: 'Contact is not existed or deleted',
  rangeReversed: 'From value must not be greater than To value',
  groupBusy: 'This group is busy with another process; wait until it ends',
  uploadMissing: 'The uploaded file is gone; upload it again',
  groupArchived: 'This group is archived; unarchive it first',
  groupNotArchived: 'This group is not archived',
} as const;

/** Limits (000 §5, §9). */
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 200;
export const SPLIT_SIZE_MIN = 100;
export const DELETE_CHUNK = 200;
export const CONTACT_PAGE_SIZE = 50;
export const MAX_UPLOAD_BYTES = 300 * 1024 * 1024;
/** A US or CA group scrubbed longer ago than this cannot be sent (000 §4, §9). */
export const SCRUB_VALID_MONTHS = 1;
export const SCRUB_COUNTRIES = ['US', 'CA'] as const;

/** Contact types a scrub assigns (000 §4). */
export const CONTACT_TYPES = ['RAW', 'MOBILE', 'LANDLINE', 'UNKNOWN', 'DNC', 'INVALID'] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof contactTypeSchema>;

/** Group types are the audience segments 0-10 (001 §4). */
export const GROUP_TYPES = [
  'My data', 'Delivered/trigger', 'AI', 'Blacklist', 'Clicker', 'Replier', 'Convertor', 'Caller',
  'Suppression group', 'Filter task', 'Failed',
] as const;
export const SUPPRESSION_GROUP_TYPE = 8;

/** Contact columns shown by default (000 §3), in order. */
export const DEFAULT_CONTACT_COLUMNS = [
  'fName', 'lName', 'phone', 'carrier', 'language', 'email', 'dob', 'address', 'city', 'zipCode', 'stateCode',
  'phoneBrand', 'deviceName', 'os', 'browser',
] as const;

/** Columns the chooser offers besides the defaults (000 §3). */
export const OPTIONAL_CONTACT_COLUMNS = [
  'ProvinceStateName', 'vehicleMaker', 'vehicleModel', 'vehicleYear', 'vertical', 'phoneType', 'ip', 'Subaff1',
  'Subaff2', 'Subaff3', 'Subaff4', 'Subaff5', 'contract', 'country', 'EVID', 'gender', 'link', 'name', 'source', 'url',
  'phone_md5', 'deviceClass', 'home_owner', 'family_status', 'education_level', 'job_category', 'having_children',
  'children_birthday', 'household_size', 'dwelling_age', 'dwelling_type', 'engagement', 'creation_date',
  'clicked_count', 'replied_count', 'converted_count', 'blocked_count', 'campaignTitle', 'jobTitle', 'creditRating',
  'employer', 'contactGroupName', 'targetNumber',
] as const;

export const CONTACT_COLUMNS = [...DEFAULT_CONTACT_COLUMNS, ...OPTIONAL_CONTACT_COLUMNS] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** Columns the server fills itself; an import cannot map a file column onto them. */
export const COMPUTED_CONTACT_COLUMNS = [
  'phoneType', 'phone_md5', 'creation_date', 'clicked_count', 'replied_count', 'converted_count', 'blocked_count',
  'campaignTitle', 'contactGroupName',
] as const satisfies readonly ContactColumn[];

/** What a file column can be mapped onto: a contact field (Phone required, Link optional) or kept as custom. */
export const IMPORTABLE_FIELDS = CONTACT_COLUMNS.filter(
  (c) => !(COMPUTED_CONTACT_COLUMNS as readonly string[]).includes(c),
) as Exclude<ContactColumn, (typeof COMPUTED_CONTACT_COLUMNS)[number]>[];
export type ImportableField = (typeof IMPORTABLE_FIELDS)[number];

export const contactGroupLayoutSchema = z.object({
  columns: z.array(z.enum(CONTACT_COLUMNS)).max(CONTACT_COLUMNS.length),
});
export type ContactGroupLayout = z.infer<typeof contactGroupLayoutSchema>;
export const DEFAULT_CONTACT_GROUP_LAYOUT: ContactGroupLayout = { columns: [...DEFAULT_CONTACT_COLUMNS] };

// ---- groups ----------------------------------------------------------------------------------

export const groupNameSchema = z
  .string({ error: messages.required('Group name') })
  .trim()
  .min(1, messages.required('Group name'))
  .min(GROUP_NAME_MIN, `Group name ${messages.minChars(GROUP_NAME_MIN)}`)
  .max(GROUP_NAME_MAX, `Group name ${messages.maxChars(GROUP_NAME_MAX)}`);

const countryCode = z
  .string({ error: messages.required('Country') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, `Country ${messages.incorrectFormat}`);

export const createContactGroupSchema = z.object({
  groupName: groupNameSchema,
  country: countryCode,
  isCreateAR: z.boolean().default(false),
  isSuppression: z.boolean().default(false),
  type: z.number().int().min(0).max(GROUP_TYPES.length - 1).default(0),
});
export type CreateContactGroup = z.input<typeof createContactGroupSchema>;

export const renameContactGroupSchema = z.object({ groupName: groupNameSchema });

export const importSummarySchema = z.object({
  taskId: z.number().int(),
  files: z.array(z.string()),
  at: z.string(),
  total: z.number().int(),
  inserted: z.number().int(),
  invalid: z.number().int(),
  duplicated: z.number().int(),
  optout: z.number().int(),
  blacklisted: z.number().int(),
  suppressed: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const contactGroupMetadataSchema = z.object({
  /** Contacts per carrier, after a scrub or an enrichment. */
  carrier: z.record(z.string(), z.number().int()),
  /** The imports into this group, newest first (the last 20). */
  imported: z.array(importSummarySchema),
  dnc: z.number().int(),
  landline: z.number().int(),
  leadFilter: z.string().nullable(),
  leadCallback: z.string().nullable(),
});
export type ContactGroupMetadata = z.infer<typeof contactGroupMetadataSchema>;

export const emptyGroupMetadata = (): ContactGroupMetadata => ({
  carrier: {}, imported: [], dnc: 0, landline: 0, leadFilter: null, leadCallback: null,
});

const count = z.number().int();
export const contactGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  country: z.string(),
  createDate: z.string(),
  scrubDate: z.string().nullable(),
  certedVertical: z.string().nullable(),
  contacts: count,
  sent: count,
  delivered: count,
  failed: count,
  blocked: count,
  clicked: count,
  triggered: count,
  optout: count,
  isSuppression: z.boolean(),
  isCreateAR: z.boolean(),
  isImporting: z.boolean(),
  isScrubbing: z.boolean(),
  isEnriching: z.boolean(),
  isRefreshing: z.boolean(),
  /** The kind of the background task that holds the group right now (any kind, not only the four flags above). */
  busyWith: taskKindSchema.nullable(),
  /** Its contacts are in an archive file, not in the database: nothing can be sent to or searched in it until unarchived. */
  isArchived: z.boolean(),
  /** A send to this group would be refused by the scrub rule for this user (scrubBlocksSend). */
  scrubRequired: z.boolean(),
  leadCallbackFail: count,
  leadDuplicated: count,
  leadFiltered: count,
  leadOptout: count,
  leadSystemBlacklisted: count,
  leadTotal: count,
  metadata: contactGroupMetadataSchema,
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

export const contactGroupListSchema = z.object({ items: z.array(contactGroupSchema), total: count });
export type ContactGroupList = z.infer<typeof contactGroupListSchema>;

export const contactGroupQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 1000, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  search: z.string().trim().max(200).optional(),
  /** 'true': only suppression groups (the picker of suppression groups). */
  suppression: z.enum(['true', 'false']).optional(),
});

/**
 * The send rule the campaign wizard enforces (000 §4): a US or CA group that was never scrubbed, or
 * was scrubbed more than a month ago, blocks the send unless the user's skip-scrub setting is on.
 */
export function scrubBlocksSend(group: Pick<ContactGroup, 'country' | 'scrubDate'>, now: Date, skipScrub: boolean): boolean {
  if (skipScrub) return false;
  if (!(SCRUB_COUNTRIES as readonly string[]).includes(group.country)) return false;
  if (!group.scrubDate) return true;
  const limit = new Date(now.getTime());
  limit.setUTCMonth(limit.getUTCMonth() - SCRUB_VALID_MONTHS);
  return new Date(group.scrubDate).getTime() < limit.getTime();
}

// ---- contacts --------------------------------------------------------------------------------

export const contactSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  type: contactTypeSchema,
  carrier: z.string().nullable(),
  optedOut: z.boolean(),
  createdAt: z.string(),
  /** Every other field the contact has, spec fields and custom columns alike. */
  fields: z.record(z.string(), z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

export const COMPARE_METHODS = ['EQUAL', 'INEQUAL', 'GREATER', 'LESSER', 'BETWEEN', 'CONTAINS', 'EXISTS', 'NOT_EXISTS'] as const;
export const compareMethodSchema = z.enum(COMPARE_METHODS);
export type CompareMethod = z.infer<typeof compareMethodSchema>;
export const LOGIC_OPERATORS = ['AND', 'OR'] as const;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

/** How many values each operator takes: none, one (or more for EQUAL/INEQUAL/CONTAINS), or a from-to pair. */
export function valuesNeeded(method: CompareMethod): 'none' | 'some' | 'pair' | 'one' {
  if (method === 'EXISTS' || method === 'NOT_EXISTS') return 'none';
  if (method === 'BETWEEN') return 'pair';
  if (method === 'GREATER' || method === 'LESSER') return 'one';
  return 'some';
}

const numericOrText = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  return a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
};

export const contactFilterSchema = z
  .object({
    tag: z.enum(CONTACT_COLUMNS, { error: `Tag ${messages.incorrectFormat}` }),
    compareMethod: compareMethodSchema,
    tagVals: z.array(z.string().trim().max(200)).max(50).default([]),
  })
  .superRefine((filter, ctx) => {
    const need = valuesNeeded(filter.compareMethod);
    const values = filter.tagVals.filter((v) => v !== '');
    if (need !== 'none' && values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tagVals'], message: messages.required('Values') });
    } else if (need === 'pair' && (filter.tagVals.length !== 2 || values.length !== 2)) {
      ctx.addIssue({ code: 'custom', path: ['tagVals'], message: 'Values must be a From and a To value' });
    } else if (need === 'pair' && numericOrText(filter.tagVals[0]!, filter.tagVals[1]!) > 0) {
      ctx.addIssue({ code: 'custom', path: ['tagVals'], message: contactMessages.rangeReversed });
    }
  });
export type ContactFilter = z.infer<typeof contactFilterSchema>;

/**
 * The one order a group's contacts are listed in: creation date, newest or oldest first, which is
 * the order they came into the group. Any other order on a million contacts reads and sorts every
 * match (docs/decisions/0019-contact-storage.md).
 */
export const CONTACT_SORT_FIELDS = ['creation_date'] as const satisfies readonly ContactColumn[];

export const contactSearchSchema = z.object({
  page: z.number().int().min(1).max(10_000_000).default(1),
  pageSize: z.number().int().min(1).max(1000).default(CONTACT_PAGE_SIZE),
  /** Matches the phone, first or last name, or email. */
  searchValue: z.string().trim().max(200).default(''),
  sortField: z.enum(CONTACT_SORT_FIELDS, { error: `Sort field ${messages.incorrectFormat}` }).default('creation_date'),
  direction: z.enum(SORT_DIRECTIONS).default('DESC'),
  filters: z.array(contactFilterSchema).max(20).default([]),
  operator: z.enum(LOGIC_OPERATORS).default('AND'),
});
export type ContactSearch = z.input<typeof contactSearchSchema>;
export type ContactSearchParsed = z.output<typeof contactSearchSchema>;

/**
 * A filtered search counts its matches up to this many, or to the end of the page asked for when
 * that is further; past it the total reads "1,000+" (docs/decisions/0019-contact-storage.md).
 */
export const CONTACT_COUNT_CAP = 1_000;

export const contactPageSchema = z.object({
  items: z.array(contactSchema),
  total: count,
  /** True when there are more matches than total says (the count stopped; see CONTACT_COUNT_CAP). */
  totalCapped: z.boolean(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const updateContactSchema = z.object({
  fields: z.partialRecord(z.enum(IMPORTABLE_FIELDS as [ImportableField, ...ImportableField[]]), z.string().trim().max(500)),
});

export const deleteContactsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(DELETE_CHUNK),
});

// ---- import ----------------------------------------------------------------------------------

export const SEPARATORS = ['tab', 'semicolon', 'comma', 'space', 'other'] as const;
export const separatorSchema = z.enum(SEPARATORS);
export type Separator = z.infer<typeof separatorSchema>;
export const SEPARATOR_CHARS: Record<Exclude<Separator, 'other'>, string> = {
  tab: '\t', semicolon: ';', comma: ',', space: ' ',
};

/** A file column maps onto a contact field, becomes a custom field under its header, or is skipped. */
export const columnMappingSchema = z.union([
  z.object({ field: z.enum(IMPORTABLE_FIELDS as [ImportableField, ...ImportableField[]]) }),
  z.object({ custom: z.string().trim().min(1).max(60) }),
  z.object({ skip: z.literal(true) }),
]);
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const importFileSchema = z
  .object({
    uploadId: z.string().regex(/^[a-f0-9-]{36}$/, `Upload id ${messages.incorrectFormat}`),
    separator: separatorSchema,
    otherSeparator: z.string().length(1).optional(),
    hasHeader: z.boolean().default(true),
    columns: z.array(columnMappingSchema).min(1).max(200),
  })
  .superRefine((file, ctx) => {
    if (file.separator === 'other' && !file.otherSeparator) {
      ctx.addIssue({ code: 'custom', path: ['otherSeparator'], message: messages.required('Other separator') });
    }
  });
export type ImportFile = z.infer<typeof importFileSchema>;

export const importRequestSchema = z.object({ files: z.array(importFileSchema).min(1).max(20) });
export type ImportRequest = z.input<typeof importRequestSchema>;

export const phoneNotMapped = (fileName: string) => `Phone must be mapped in ${fileName}`;

export const uploadAnswerSchema = z.object({ uploadId: z.string(), fileName: z.string(), sizeBytes: count });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The counts an import reports in its task result and in metadata.imported. */
export const IMPORT_COUNT_KEYS = ['total', 'inserted', 'invalid', 'duplicated', 'optout', 'blacklisted', 'suppressed'] as const;

// ---- group actions ---------------------------------------------------------------------------

export const splitGroupSchema = z.object({
  size: z
    .number({ error: `Split size ${messages.numberType}` })
    .int(`Split size ${messages.integer}`)
    .min(SPLIT_SIZE_MIN, `Split size ${messages.atLeast(SPLIT_SIZE_MIN)}`),
});

export const mergeGroupsSchema = z.object({
  groupIds: z.array(z.number().int().positive()).min(2).max(100),
  groupName: groupNameSchema,
  deleteOriginals: z.boolean().default(false),
});
export type MergeGroups = z.input<typeof mergeGroupsSchema>;

export const removeGroupsSchema = z.object({ groupIds: z.array(z.number().int().positive()).min(1).max(100) });

// ---- scrub, export, find a phone -------------------------------------------------------------

/** What a scrub charges per undeliverable number (landline, invalid, DNC), in millicents: $0.003. */
export const SCRUB_UNDELIVERABLE_MILLICENTS = 300;
export const UNDELIVERABLE_TYPES: readonly ContactType[] = ['LANDLINE', 'INVALID', 'DNC'];
/** A scrub's charge in whole cents, rounded up. */
export const scrubChargeCents = (undeliverable: number) => Math.ceil((undeliverable * SCRUB_UNDELIVERABLE_MILLICENTS) / 1000);

export const findPhoneQuerySchema = z.object({
  phone: z.string({ error: messages.required('Phone') }).trim().min(1, messages.required('Phone')).max(40),
  /** How to read a number written without its country code. */
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).default('US'),
});

export const phoneActionSchema = z.object({
  phone: z.string({ error: messages.required('Phone') }).trim().min(1, messages.required('Phone')).max(40),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).default('US'),
});

export const foundPhoneSchema = z.object({
  /** The number as E.164. */
  phone: z.string(),
  optedOut: z.boolean(),
  blacklisted: z.boolean(),
  dnc: z.boolean(),
  groups: z.array(
    z.object({
      groupId: z.number().int(),
      groupName: z.string(),
      contactId: z.number().int(),
      type: contactTypeSchema,
      carrier: z.string().nullable(),
      createdAt: z.string(),
      /** clicked_count, replied_count, converted_count, blocked_count as the engine records them. */
      interactions: z.record(z.string(), z.string()),
    }),
  ),
});
export type FoundPhone = z.infer<typeof foundPhoneSchema>;

export const phoneInvalid = (phone: string) => `Phone ${phone} is not a valid number`;
