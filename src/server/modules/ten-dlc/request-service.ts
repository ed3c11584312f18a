// POST /10dlc/request10dlc (001 §7): sends a brand or a use case to the registration vendor the user
// chose, through the carrier-registration core (decision 45), which charges the fee in the same
// transaction. Refused (400) while the subject's newest request is still under way or registered,
// and for a use case until its brand is registered (the registry vets a campaign only for a
// registered brand). Decision 48.
import { registrationMessages, type RegistrationKind, type RegistrationVendorInfo, type RegistrationView } from '@domain/registrations';
import type { TenDlcRequest } from '@domain/ten-dlc/registration-request';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { latestRegistrations, requestRegistration } from '../registrations/registration-requests';
import { brandRow } from './brands-service';
import { useCaseRow } from './use-cases-service';

const TEN_DLC_KINDS: readonly RegistrationKind[] = ['brand', 'use-case'];

/** user/load10dlcVendorList: the vendors that register brands or use cases. */
export function tenDlcVendors(ctx: AppContext): RegistrationVendorInfo[] {
  return ctx.registrationVendor
    .vendors()
    .filter((v) => v.kinds.some((k) => TEN_DLC_KINDS.includes(k)))
    .map((v) => ({ ...v, kinds: v.kinds.filter((k) => TEN_DLC_KINDS.includes(k)) }));
}

async function latestState(db: Db, userId: number, kind: RegistrationKind, id: number) {
  return (await latestRegistrations(db, userId, kind, [id])).get(id)?.state ?? null;
}

/** 400 when the subject's newest request is under way or registered: one registration at a time. */
function checkNotUnderWay(state: string | null): void {
  if (state === 'requesting' || state === 'register pending') throw badRequest('id', tenDlcMessages.alreadyRegistering);
  if (state === 'registered') throw badRequest('id', tenDlcMessages.alreadyRegistered);
}

export async function requestTenDlc(ctx: AppContext, userId: number, request: Required<TenDlcRequest>): Promise<RegistrationView> {
  const vendor = ctx.registrationVendor.vendors().find((v) => v.id === request.vendorId);
  if (!vendor) throw badRequest('vendorId', registrationMessages.unknownVendor);
  if (!vendor.kinds.includes(request.kind)) throw badRequest('vendorId', tenDlcMessages.vendorNotForKind);
  const at = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (request.kind === 'brand') {
      const brand = await brandRow(trx, userId, request.id);
      // Touching the row first holds it (PostgreSQL's row lock) until the request is saved, so two clicks send once.
      await trx.updateTable('ten_dlc_brands').set({ updated_at: brand.updated_at }).where('id', '=', brand.id).execute();
      checkNotUnderWay(await latestState(trx, userId, 'brand', request.id));
      return requestRegistration(trx, at, {
        userId,
        kind: 'brand',
        subjectId: request.id,
        subjectName: brand.brand_name,
        link: `/10-dlc/${request.id}`,
        vendorId: vendor.id,
        fields: JSON.parse(brand.fields) as Record<string, unknown>,
      });
    }
    const useCase = await useCaseRow(trx, userId, request.id);
    await trx.updateTable('ten_dlc_use_cases').set({ updated_at: useCase.updated_at }).where('id', '=', useCase.id).execute();
    checkNotUnderWay(await latestState(trx, userId, 'use-case', request.id));
    const brandId = Number(useCase.brand_id);
    if ((await latestState(trx, userId, 'brand', brandId)) !== 'registered') throw badRequest('brandId', tenDlcMessages.brandNotRegistered);
    const brand = await brandRow(trx, userId, brandId);
    const fields = JSON.parse(useCase.fields) as Record<string, unknown>;
    return requestRegistration(trx, at, {
      userId,
      kind: 'use-case',
      subjectId: request.id,
      subjectName: useCase.usecase_name,
      link: `/10-dlc/${brandId}/use-case/${request.id}`,
      vendorId: vendor.id,
      // What the registry vets: the campaign's fields, its brand, and the samples as a list.
      fields: { ...fields, brandName: brand.brand_name, samples: [fields.sample1, fields.sample2], usecaseType: useCase.usecase_type },
    });
  });
}
