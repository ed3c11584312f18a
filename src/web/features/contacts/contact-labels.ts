// The words the contact pages show for the spec's codes: group types, contact columns, compare
// methods and a group's busy flags. Each text is an English catalogue key (vi/contacts.ts); the
// catalogue test cannot see keys chosen in a function, so tests/unit/web/contacts checks these.
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

const BUSY_FLAGS = [
  ['isImporting', 'Importing...'],
  ['isScrubbing', 'Scrubbing...'],
  ['isEnriching', 'Enriching...'],
  ['isRefreshing', 'Refreshing...'],
] as const satisfies readonly (readonly [keyof ContactGroup, string])[];

/** What the group is busy with right now (an import, a scrub...), as the texts to show. */
export function busyLabels(group: ContactGroup): string[] {
  return BUSY_FLAGS.filter(([flag]) => group[flag]).map(([, label]) => label);
}

export const isBusy = (group: ContactGroup) => busyLabels(group).length > 0;

/** Every text above, for the catalogue check. */
export const CONTACT_LABEL_KEYS: readonly string[] = [
  ...GROUP_TYPES,
  ...Object.values(CONTACT_COLUMN_LABELS),
  ...Object.values(COMPARE_METHOD_LABELS),
  ...BUSY_FLAGS.map(([, label]) => label),
];
