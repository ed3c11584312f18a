// Saving a user's tracking-vendor settings (001 §7 "POST revenue-tracking", "/credential",
// "/enable"; Voluum's "settings"): each change reads and writes the user's own row for that vendor
// in one transaction, so another user's settings are never reached and nothing is half-written.
import { revenueMessages, type CredentialInput, type MappingInput, type RevenueTracking, type VoluumSettings } from '@domain/revenue-tracking';
import type { TrackingVendor } from '@domain/revenue-vendors';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { iso } from '../../lib/time';
import { findAccount, toRevenueTracking, upsertAccount, voluumSettingsOf } from './accounts-repo';

/** Credentials: an empty access key keeps the saved one; with none saved, one is required. */
export async function saveCredential(ctx: AppContext, userId: number, input: CredentialInput): Promise<RevenueTracking> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findAccount(trx, userId, input.vendor);
    const accessKey = input.accessKey !== '' ? input.accessKey : (current?.access_key ?? '');
    if (accessKey === '') throw badRequest('accessKey', revenueMessages.accessKeyRequired);
    const row = await upsertAccount(
      trx, userId, input.vendor,
      { sub_domain: input.subDomain, access_id: input.accessId, access_key: accessKey, active: input.active ? 1 : 0 },
      iso(ctx.now()),
    );
    return toRevenueTracking(input.vendor, row);
  });
}

/** Enables or disables the vendor; enabling needs credentials saved first. */
export async function setActive(ctx: AppContext, userId: number, vendor: TrackingVendor, active: boolean): Promise<RevenueTracking> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findAccount(trx, userId, vendor);
    if (active && (!current || current.access_id === '' || current.access_key === '')) throw badRequest('vendor', revenueMessages.notConnected);
    if (!current) return toRevenueTracking(vendor, undefined);
    return toRevenueTracking(vendor, await upsertAccount(trx, userId, vendor, { active: active ? 1 : 0 }, iso(ctx.now())));
  });
}

export async function saveMapping(ctx: AppContext, userId: number, input: MappingInput): Promise<RevenueTracking> {
  const row = await upsertAccount(
    ctx.db, userId, input.vendor,
    { mapping: JSON.stringify(input.mapping), vendor_parameters: JSON.stringify(input.vendorParameters) },
    iso(ctx.now()),
  );
  return toRevenueTracking(input.vendor, row);
}

export async function saveVoluumSettings(ctx: AppContext, userId: number, settings: VoluumSettings): Promise<VoluumSettings> {
  const row = await upsertAccount(ctx.db, userId, 'voluum', { settings: JSON.stringify(settings) }, iso(ctx.now()));
  return voluumSettingsOf(row);
}
