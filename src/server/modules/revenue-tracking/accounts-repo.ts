// The revenue_tracking_accounts rows (migration 0029) and how the browser sees them. A vendor the
// user never saved anything for reads as its defaults: disabled, no credentials, nothing mapped and
// the vendor's own parameters. Every query is scoped to the acting user.
import {
  EMPTY_MAPPING,
  mappingSchema,
  maskAccessKey,
  vendorParametersSchema,
  voluumSettingsSchema,
  type Mapping,
  type RevenueTracking,
  type VendorParameters,
  type VoluumSettings,
} from '@domain/revenue-tracking';
import { TRACKING_VENDOR_KEYS, vendorInfo, type TrackingVendor } from '@domain/revenue-vendors';
import type { Db, RevenueTrackingAccountsTable } from '../../db/database';
import type { Selectable } from 'kysely';

export type AccountRow = Selectable<RevenueTrackingAccountsTable>;

function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, text: string, fallback: T): T {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

export function defaultParameters(vendor: TrackingVendor): VendorParameters {
  const info = vendorInfo(vendor);
  return { pathParams: [...info.pathParams], queryParams: [...info.queryParams] };
}

export const mappingOf = (row: AccountRow | undefined): Mapping => (row ? parsed(mappingSchema, row.mapping, EMPTY_MAPPING) : EMPTY_MAPPING);
export const parametersOf = (row: AccountRow | undefined, vendor: TrackingVendor): VendorParameters => {
  if (!row || row.vendor_parameters === '{}') return defaultParameters(vendor);
  return parsed(vendorParametersSchema, row.vendor_parameters, defaultParameters(vendor));
};
export const voluumSettingsOf = (row: AccountRow | undefined): VoluumSettings => parsed(voluumSettingsSchema, row?.settings ?? '{}', voluumSettingsSchema.parse({}));

export function toRevenueTracking(vendor: TrackingVendor, row: AccountRow | undefined): RevenueTracking {
  return {
    vendor,
    active: row?.active === 1,
    subDomain: row?.sub_domain ?? '',
    accessId: row?.access_id ?? '',
    accessKeyMasked: maskAccessKey(row?.access_key ?? ''),
    mapping: mappingOf(row),
    vendorParameters: parametersOf(row, vendor),
    pulledAt: row?.pulled_at ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

export async function findAccount(db: Db, userId: number, vendor: TrackingVendor): Promise<AccountRow | undefined> {
  return db.selectFrom('revenue_tracking_accounts').selectAll().where('user_id', '=', userId).where('vendor', '=', vendor).executeTakeFirst();
}

/** Every vendor of the catalogue, in its order, with what the user saved for it. */
export async function listAccounts(db: Db, userId: number): Promise<RevenueTracking[]> {
  const rows = await db.selectFrom('revenue_tracking_accounts').selectAll().where('user_id', '=', userId).execute();
  return TRACKING_VENDOR_KEYS.map((vendor) => toRevenueTracking(vendor, rows.find((r) => r.vendor === vendor)));
}

type Changes = Partial<Pick<AccountRow, 'active' | 'sub_domain' | 'access_id' | 'access_key' | 'mapping' | 'vendor_parameters' | 'settings' | 'pulled_at'>>;

/** Writes the changes on the user's row for the vendor, making the row first if there is none (one per user and vendor). */
export async function upsertAccount(db: Db, userId: number, vendor: TrackingVendor, changes: Changes, at: string): Promise<AccountRow> {
  return db
    .insertInto('revenue_tracking_accounts')
    .values({ user_id: userId, vendor, ...changes, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'vendor']).doUpdateSet({ ...changes, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
