// The profile's and billing requests' queries. Every user query names the user; the review's
// queries are the Super-Admin's, across users. Columns are snake_case, the domain camelCase: the
// two maps below are the only place that knows both.
import { BILLING_FIELDS, type BillingField, type PersonalFields, type StoredBilling } from '@domain/billing-profile';
import type { Db } from '../../db/database';

type ProfileColumn =
  | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'gender' | 'phone' | 'country' | 'company'
  | 'company_description' | 'company_phone' | 'industry';
type BillingColumn =
  | 'billing_address' | 'billing_name' | 'billing_country' | 'billing_reg_no' | 'billing_vat_no' | 'billing_iban'
  | 'billing_bic' | 'billing_intermediary_bic' | 'billing_bank' | 'billing_bank_address' | 'entity_name';

type ProfileKey = Exclude<keyof PersonalFields, 'firstname' | 'lastname' | 'timezone'>;

const PERSONAL_COLUMNS: Readonly<Record<ProfileKey, ProfileColumn>> = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  gender: 'gender',
  phone: 'phone',
  country: 'country',
  company: 'company',
  companyDescription: 'company_description',
  companyPhone: 'company_phone',
  industry: 'industry',
};

const BILLING_COLUMNS: Readonly<Record<BillingField, BillingColumn>> = {
  entityName: 'entity_name',
  billingName: 'billing_name',
  billingAddress: 'billing_address',
  billingCountry: 'billing_country',
  billingRegNo: 'billing_reg_no',
  billingVatNo: 'billing_vat_no',
  billingIBAN: 'billing_iban',
  billingBIC: 'billing_bic',
  billingIntermediaryBIC: 'billing_intermediary_bic',
  billingBank: 'billing_bank',
  billingBankAddress: 'billing_bank_address',
};

export type ProfileRow = Record<ProfileColumn | BillingColumn, string>;

export const EMPTY_BILLING: StoredBilling = Object.fromEntries(BILLING_FIELDS.map((f) => [f, ''])) as StoredBilling;

export function billingOf(row: ProfileRow | undefined): StoredBilling {
  if (!row) return { ...EMPTY_BILLING };
  return Object.fromEntries(BILLING_FIELDS.map((f) => [f, row[BILLING_COLUMNS[f]]])) as StoredBilling;
}

export function personalOf(row: ProfileRow | undefined): Omit<PersonalFields, 'firstname' | 'lastname' | 'timezone'> {
  const keys = Object.keys(PERSONAL_COLUMNS) as ProfileKey[];
  const values = Object.fromEntries(keys.map((k) => [k, row ? row[PERSONAL_COLUMNS[k]] : '']));
  return { ...values, gender: values.gender === 'Male' || values.gender === 'Female' ? values.gender : '' } as Omit<PersonalFields, 'firstname' | 'lastname' | 'timezone'>;
}

const personalColumns = (p: Omit<PersonalFields, 'firstname' | 'lastname' | 'timezone'>) =>
  Object.fromEntries((Object.keys(PERSONAL_COLUMNS) as ProfileKey[]).map((k) => [PERSONAL_COLUMNS[k], p[k]])) as Record<ProfileColumn, string>;
const billingColumns = (b: StoredBilling) =>
  Object.fromEntries(BILLING_FIELDS.map((f) => [BILLING_COLUMNS[f], b[f]])) as Record<BillingColumn, string>;

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the personal fields (and the billing ones when given), creating the row on first save. */
export async function upsertProfile(
  db: Db,
  userId: number,
  personal: Omit<PersonalFields, 'firstname' | 'lastname' | 'timezone'>,
  billing: StoredBilling | null,
  now: string,
): Promise<void> {
  const values = { ...personalColumns(personal), ...(billing ? billingColumns(billing) : {}), updated_at: now };
  const updated = await db.updateTable('user_profiles').set(values).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto('user_profiles').values({ user_id: userId, ...values }).execute();
  }
}

/** Writes the verified billing fields (an approval), creating the row if the user never saved one. */
export async function setVerifiedBilling(db: Db, userId: number, billing: StoredBilling, now: string): Promise<void> {
  const values = { ...billingColumns(billing), updated_at: now };
  const updated = await db.updateTable('user_profiles').set(values).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('user_profiles').values({ user_id: userId, ...values }).execute();
}

export async function latestRequest(db: Db, userId: number) {
  return db.selectFrom('billing_requests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertRequest(db: Db, r: { userId: number; requested: StoredBilling; original: StoredBilling; now: string }) {
  await db
    .insertInto('billing_requests')
    .values({ user_id: r.userId, status: 'PENDING', requested: JSON.stringify(r.requested), original: JSON.stringify(r.original), created_at: r.now })
    .execute();
}

export async function findRequest(db: Db, id: number) {
  return db
    .selectFrom('billing_requests')
    .innerJoin('users', 'users.id', 'billing_requests.user_id')
    .selectAll('billing_requests')
    .select(['users.username', 'users.email', 'users.billing_status'])
    .where('billing_requests.id', '=', id)
    .executeTakeFirst();
}

export async function listRequests(db: Db, query: { status: string; page: number; size: number }) {
  const base = db.selectFrom('billing_requests').where('billing_requests.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users', 'users.id', 'billing_requests.user_id')
      .selectAll('billing_requests')
      .select(['users.username', 'users.email'])
      .orderBy('billing_requests.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
