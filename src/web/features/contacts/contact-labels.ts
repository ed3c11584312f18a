// The words the contact pages show for the spec's codes: group types, contact columns, compare
// methods, what a group is busy with, and the verticals a group is certified for. Each text is an
// English catalogue key (vi/contacts.ts); the catalogue test cannot see keys chosen in a function,
// so tests/unit/web/contacts checks these.
import type { TaskKind } from '@domain/background-tasks';
import { CERT_VERTICALS } from '@domain/contact-data-tasks';
import { GROUP_TYPES, type CompareMethod, type ContactColumn, type ContactGroup } from '@domain/contacts';

/** GROUP_TYPES are the spec's own labels (001 §4); an unknown code shows as its number. */
export function groupTypeLabel(type: number): string {
  return GROUP_TYPES[type] ?? String(type);
}

export const CONTACT_COLUMN_LABELS: Record<ContactColumn, string> = {
  fName: 'First name',
  lName: 'Last name',
  phone: 'Phone',
  carrier: 'Carrier',
  language: 'Language',
  email: 'Email',
  dob: 'Date of birth',
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  stateCode: 'State code',
  phoneBrand: 'Phone brand',
  deviceName: 'Device name',
  os: 'OS',
  browser: 'Browser',
  ProvinceStateName: 'Province/State name',
  vehicleMaker: 'Vehicle maker',
  vehicleModel: 'Vehicle model',
  vehicleYear: 'Vehicle year',
  vertical: 'Vertical',
  phoneType: 'Phone type',
  ip: 'IP',
  Subaff1: 'Subaff 1',
  Subaff2: 'Subaff 2',
  Subaff3: 'Subaff 3',
  Subaff4: 'Subaff 4',
  Subaff5: 'Subaff 5',
  contract: 'Contract',
  country: 'Country',
  EVID: 'EVID',
  gender: 'Gender',
  link: 'Link',
  name: 'Name',
  source: 'Source',
  url: 'URL',
  phone_md5: 'Phone MD5',
  deviceClass: 'Device class',
  home_owner: 'Home owner',
  family_status: 'Family status',
  education_level: 'Education level',
  job_category: 'Job category',
  having_children: 'Having children',
  children_birthday: 'Children birthday',
  household_size: 'Household size',
  dwelling_age: 'Dwelling age',
  dwelling_type: 'Dwelling type',
  engagement: 'Engagement',
  creation_date: 'Created on',
  clicked_count: 'Clicked count',
  replied_count: 'Replied count',
  converted_count: 'Converted count',
  blocked_count: 'Blocked count',
  campaignTitle: 'Campaign title',
  jobTitle: 'Job title',
  creditRating: 'Credit rating',
  employer: 'Employer',
  contactGroupName: 'Contact group name',
  targetNumber: 'Target number',
};

export const COMPARE_METHOD_LABELS: Record<CompareMethod, string> = {
  EQUAL: 'Equal',
  INEQUAL: 'Not equal',
  GREATER: 'Greater than',
  LESSER: 'Less than',
  BETWEEN: 'Between',
  CONTAINS: 'Contains',
  EXISTS: 'Exists',
  NOT_EXISTS: 'Not exists',
};

/**
 * What a group is busy with, by the kind of the task that holds it (ContactGroup.busyWith). A
 * Record over every kind, so a new kind cannot reach the table without its words.
 */
export const BUSY_LABELS: Record<TaskKind, string> = {
  IMPORT_CONTACT: 'Importing...',
  SCRUB_PROCESS: 'Scrubbing...',
  DATA_CERTING_CONTACT_GROUP: 'Certifying...',
  UNARCHIVE_CONTACT_GROUP: 'Unarchiving...',
  DATA_REFRESHING: 'Refreshing...',
  DATA_CONSUMING: 'Consuming...',
  DATA_ENRICHING: 'Enriching...',
  ARCHIVE_CONTACT_GROUP: 'Archiving...',
  MERGE_CONTACT_GROUP: 'Merging...',
  SPLIT_CONTACT_GROUP: 'Splitting...',
  REMOVE_CONTACT_GROUP: 'Removing...',
  EXPORT_CONTACT_GROUP: 'Exporting...',
  FILTER_CONTACT: 'Filtering...',
  // Holds a DID group, never a contact group; here because the record covers every kind.
  DID_PURCHASE: 'Buying DIDs...',
  DID_SCRUB: 'Scrubbing DIDs...',
  DOMAIN_PURCHASE: 'Buying domains...',
  AUTO_RECHARGE: 'Recharging...',
  EXPORT_USERS: 'Exporting...',
  EXPORT_CAMPAIGNS: 'Exporting...',
  EXPORT_CREDIT_STATS: 'Exporting...',
  REVENUE_PULL: 'Updating revenue...',
};

/** What the group is busy with right now (an import, a scrub...), as the text to show, or null. */
export function busyLabel(group: Pick<ContactGroup, 'busyWith'>): string | null {
  return group.busyWith ? BUSY_LABELS[group.busyWith] : null;
}

/** A task holds the group: the actions on its contacts wait (the server would answer 409). */
export const isBusy = (group: Pick<ContactGroup, 'busyWith'>) => group.busyWith !== null;

/** Every text above, for the catalogue check. */
export const CONTACT_LABEL_KEYS: readonly string[] = [
  ...GROUP_TYPES,
  ...Object.values(CONTACT_COLUMN_LABELS),
  ...Object.values(COMPARE_METHOD_LABELS),
  ...Object.values(BUSY_LABELS),
  ...CERT_VERTICALS,
];
