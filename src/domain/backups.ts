// Backups of a user's data (001 §7 Settings: backupNow, olderBKFiles, doRestore, restoreLocalFile,
// exportBackupFile; issue 13, decision 41). A backup is one versioned JSON document (gzip on disk):
// a format marker and version, then each kind's rows as stored (column names and values), each row
// keeping its old id as `ref` so references between rows can follow to the new ids on restore.
// A file that does not parse against this schema is refused whole, naming what is wrong.
import { z } from 'zod';

export const BACKUP_FORMAT = 'campaign-platform-backup';
export const BACKUP_VERSION = 1;
/** The largest backup file a restore takes (upload or listed). */
export const BACKUP_MAX_BYTES = 50 * 1024 * 1024;

/** The file names the server makes: backup-YYYYMMDD-HHmmss-xxxxxx.json.gz; nothing else is ever opened. */
export const BACKUP_NAME_PATTERN = /^backup-\d{8}-\d{6}-[a-z0-9]{6}\.json\.gz$/;

export const BACKUP_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const backupFrequencySchema = z.enum(BACKUP_FREQUENCIES, { error: 'Frequency must be off, daily or weekly' });
export type BackupFrequency = z.infer<typeof backupFrequencySchema>;

// A 400 names its field and its message starts with the field's label ('File ...', 'File name ...').
export const backupMessages = {
  /** 001 §8 "Restore failure". */
  restoreFailed: 'Something went wrong',
  backedUp: 'Backup created',
  restored: 'Restored',
  notJson: 'File is not a backup: it is not JSON (nor gzip-compressed JSON)',
  wrongFormat: `File is not a backup: its format marker is not "${BACKUP_FORMAT}"`,
  wrongVersion: (v: unknown) => `File is a backup of version ${String(v)}, which this server does not read (it reads version ${BACKUP_VERSION})`,
  invalid: (where: string, what: string) => `File is a damaged backup at ${where}: ${what}`,
  badName: (label: string) => `${label} is incorrect format!`,
  nothingChosen: 'Is restore contact or Is restore data must be true: choose contacts, data or both to restore',
  tooBig: `File must be at most ${BACKUP_MAX_BYTES / 1024 / 1024} MB`,
  noFile: 'File is required field!',
  busyGroup: (name: string) => `Is restore delete cannot delete now: the contact group "${name}" is busy with a background process; try again when it ends`,
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
const num = z.coerce.number().finite();
const text = z.string();
const textOrNull = z.string().nullable();
const time = z.string().min(1).max(40);
const timeOrNull = time.nullable();
const ref = z.coerce.number().int().positive();

export const backupContactSchema = z.object({
  phone: text.min(1).max(40),
  type: text.max(40),
  carrier: textOrNull,
  first_name: textOrNull,
  last_name: textOrNull,
  email: textOrNull,
  city: textOrNull,
  state_code: textOrNull,
  zip_code: textOrNull,
  data: textOrNull,
  created_at: time,
});

const COUNTERS = ['contacts_count', 'sent', 'delivered', 'failed', 'blocked', 'clicked', 'triggered', 'optout', 'lead_callback_fail',
  'lead_duplicated', 'lead_filtered', 'lead_optout', 'lead_system_blacklisted', 'lead_total'] as const;
export const CONTACT_GROUP_COUNTERS = COUNTERS;

export const backupContactGroupSchema = z.object({
  ref,
  name: text.min(1).max(200),
  type: num,
  country: text.max(10),
  is_suppression: flag,
  is_create_ar: flag,
  scrub_date: timeOrNull,
  certed_vertical: textOrNull,
  metadata: text,
  created_at: time,
  ...Object.fromEntries(COUNTERS.map((c) => [c, num])) as Record<(typeof COUNTERS)[number], typeof num>,
  contacts: z.array(backupContactSchema),
});

export const backupDidGroupSchema = z.object({
  ref,
  name: text.min(1).max(200),
  country: text.max(10),
  route_id: num.nullable(),
  voice_enabled: flag,
  setting: text,
  created_at: time,
  scrubbed_at: timeOrNull,
  cycle_reset_at: timeOrNull,
  /** Its numbers (E.164); a restore moves a number into the group only if the account owns it. */
  numbers: z.array(text.max(40)),
});

export const backupDomainGroupSchema = z.object({
  ref,
  name: text.min(1).max(200),
  setting: text,
  created_at: time,
  /** Its domain names; a restore moves a domain into the group only if the account owns it. */
  domains: z.array(text.max(300)),
});

export const backupCreativeSchema = z.object({
  ref,
  title: text.max(200),
  message: text,
  route_id: num.nullable(),
  countries: text,
  voice: flag,
  variables: text,
  approval_status: text.max(20),
  created_at: time,
  updated_at: time,
  /** Media library ids, in order; kept only when the media belongs to the account restored into. */
  media_ids: z.array(ref),
});

export const backupOfferSchema = z.object({ ref, title: text.max(200), url: text, message: text, domains: text, created_at: time });

export const backupOptoutLinkSchema = z.object({
  ref,
  title: text.max(200),
  url: text,
  domains: text,
  set_confirmed: flag,
  mode: text.max(20),
  type: text.max(20),
  created_at: time,
});

export const backupResponderNodeSchema = z.object({
  node_id: text.min(1).max(100),
  parent_id: textOrNull,
  parent_action_id: textOrNull,
  label: text.max(200),
  level: num,
  trigger_type: text.max(40),
  trigger: text,
  actions: text,
  position: text,
  deleted: flag,
  updated_at: time,
});

export const backupResponderNoteSchema = z.object({ note_id: text.min(1).max(100), text, color: text.max(40), position: text });

export const backupResponderSchema = z.object({
  ref,
  title: text.max(200),
  status: num,
  published: flag,
  send_method: num,
  setting: text,
  template_ref: ref.nullable(),
  version: num,
  created_at: time,
  updated_at: time,
  contact_group_refs: z.array(ref),
  did_group_refs: z.array(ref),
  nodes: z.array(backupResponderNodeSchema),
  notes: z.array(backupResponderNoteSchema),
});

export const backupSettingsSchema = z.object({
  timezone: text.min(1).max(100),
  contact_group_layout: textOrNull,
  campaign_monitoring_layout: textOrNull,
  skip_scrub: flag,
  /** notification_settings (events JSON, emails), null when never saved. */
  notifications: z.object({ events: text, emails: text }).nullable(),
  /** responder_on_fly_settings.setting, null when never saved. */
  on_fly: textOrNull,
});

export const backupDocumentSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: time,
  /** The account it was taken from (by email): informative only, a restore goes to the caller. */
  account: text.max(320),
  contactGroups: z.array(backupContactGroupSchema),
  didGroups: z.array(backupDidGroupSchema),
  domainGroups: z.array(backupDomainGroupSchema),
  creatives: z.array(backupCreativeSchema),
  offers: z.array(backupOfferSchema),
  optoutLinks: z.array(backupOptoutLinkSchema),
  responders: z.array(backupResponderSchema),
  settings: backupSettingsSchema,
});
export type BackupDocument = z.infer<typeof backupDocumentSchema>;
export type BackupContactGroup = z.infer<typeof backupContactGroupSchema>;
export type BackupResponder = z.infer<typeof backupResponderSchema>;

/** One file of olderBKFiles. */
export const backupFileSchema = z.object({ name: z.string(), size: z.number().int(), createdAt: z.string() });
export type BackupFile = z.infer<typeof backupFileSchema>;
export const backupListSchema = z.object({
  items: z.array(backupFileSchema),
  frequency: backupFrequencySchema,
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

const boolText = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false` })
    .transform((v) => v === true || v === 'true')
    .default(false);

/** The three choices of a restore (001 §7): contacts and groups, the rest, and delete-first. */
export const restoreFlagsSchema = z.object({
  isRestoreContact: boolText('Is restore contact'),
  isRestoreData: boolText('Is restore data'),
  isRestoreDelete: boolText('Is restore delete'),
});
export type RestoreFlags = z.output<typeof restoreFlagsSchema>;

/** A backup's name as the server makes them; `label` is the field's ('File name', 'Name'). */
const backupNameSchema = (label: string) =>
  z.string({ error: `${label} is required field!` }).regex(BACKUP_NAME_PATTERN, { error: backupMessages.badName(label) });

/** POST /settings/doRestore. */
export const doRestoreSchema = restoreFlagsSchema.extend({ fileName: backupNameSchema('File name') });
export const backupNameQuerySchema = z.object({ name: backupNameSchema('Name') });
export const backupScheduleSchema = z.object({ frequency: backupFrequencySchema });

/** What a restore put back, per kind. */
export const restoreResultSchema = z.object({
  message: z.string(),
  contactGroups: z.number().int(),
  contacts: z.number().int(),
  didGroups: z.number().int(),
  numbers: z.number().int(),
  domainGroups: z.number().int(),
  creatives: z.number().int(),
  offers: z.number().int(),
  optoutLinks: z.number().int(),
  responders: z.number().int(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** The first problem zod found, as "contactGroups[0].contacts[3].phone: expected string". */
export function describeBackupProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const where = issue.path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');
  return backupMessages.invalid(where || 'the top level', issue.message);
}
