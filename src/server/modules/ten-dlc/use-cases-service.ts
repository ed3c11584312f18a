// 10DLC use cases under a brand (issue 14; decision 48): their fields, the DID groups they cover
// (the user's own, checked on every save) and the state of their newest registration request.
import { useCaseAnswerFieldsSchema, type UseCase, type UseCaseFields } from '@domain/ten-dlc/use-case';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import type { RegistrationView } from '@domain/registrations';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db, TenDlcUseCasesTable } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { latestRegistrations } from '../registrations/registration-requests';
import { brandRow } from './brands-service';

type UseCaseRow = Selectable<TenDlcUseCasesTable>;

/** The registry's id for a use case it accepted for review (the simulated registry numbers them from our request). */
export const registryUseCaseId = (registration: RegistrationView | null): string | null =>
  registration?.submittedAt ? `C${registration.id.toString(36).toUpperCase().padStart(6, '0')}` : null;

async function toUseCases(db: Db, userId: number, rows: UseCaseRow[]): Promise<UseCase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const brandIds = [...new Set(rows.map((r) => Number(r.brand_id)))];
  const [latest, groups, brands] = await Promise.all([
    latestRegistrations(db, userId, 'use-case', ids),
    db
      .selectFrom('ten_dlc_use_case_did_groups as u')
      .innerJoin('did_groups as g', 'g.id', 'u.did_group_id')
      .select(['u.use_case_id', 'g.id', 'g.name'])
      .where('u.use_case_id', 'in', ids)
      .orderBy('g.name')
      .execute(),
    db.selectFrom('ten_dlc_brands').select(['id', 'brand_name']).where('id', 'in', brandIds).execute(),
  ]);
  const brandNames = new Map(brands.map((b) => [Number(b.id), b.brand_name]));
  return rows.map((row) => {
    const id = Number(row.id);
    const registration = latest.get(id) ?? null;
    const didGroups = groups.filter((g) => Number(g.use_case_id) === id).map((g) => ({ id: Number(g.id), name: g.name }));
    return {
      ...useCaseAnswerFieldsSchema.parse({ ...JSON.parse(row.fields), didGroupIds: didGroups.map((g) => g.id) }),
      id,
      brandId: Number(row.brand_id),
      brandName: brandNames.get(Number(row.brand_id)) ?? '',
      usecaseId: registryUseCaseId(registration),
      didGroups,
      registration,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** The user's use case row, or 404 'Use case is not existed'. */
export async function useCaseRow(db: Db, userId: number, useCaseId: number): Promise<UseCaseRow> {
  const row = await db.selectFrom('ten_dlc_use_cases').selectAll().where('id', '=', useCaseId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(tenDlcMessages.useCaseMissing);
  return row;
}

/** 400 naming the first DID group that is not the user's. */
async function checkDidGroups(db: Db, userId: number, didGroupIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(didGroupIds)];
  const owned = await db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('id', 'in', unique).execute();
  const ownedIds = new Set(owned.map((g) => Number(g.id)));
  const stranger = unique.find((id) => !ownedIds.has(id));
  if (stranger !== undefined) throw badRequest('didGroupIds', tenDlcMessages.didGroupNotOwned(stranger));
  return unique;
}

const storedFields = ({ didGroupIds: _groups, ...fields }: UseCaseFields) => JSON.stringify(fields);

export async function listUseCases(ctx: AppContext, userId: number, brandId: number): Promise<{ items: UseCase[] }> {
  await brandRow(ctx.db, userId, brandId);
  const rows = await ctx.db.selectFrom('ten_dlc_use_cases').selectAll().where('brand_id', '=', brandId).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return { items: await toUseCases(ctx.db, userId, rows) };
}

export async function getUseCase(ctx: AppContext, userId: number, useCaseId: number): Promise<UseCase> {
  const [useCase] = await toUseCases(ctx.db, userId, [await useCaseRow(ctx.db, userId, useCaseId)]);
  return useCase;
}

export async function createUseCase(ctx: AppContext, userId: number, brandId: number, fields: UseCaseFields): Promise<UseCase> {
  await brandRow(ctx.db, userId, brandId);
  const groups = await checkDidGroups(ctx.db, userId, fields.didGroupIds);
  const now = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ten_dlc_use_cases')
      .values({ user_id: userId, brand_id: brandId, usecase_name: fields.usecaseName, usecase_type: fields.usecaseType, fields: storedFields(fields), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('ten_dlc_use_case_did_groups').values(groups.map((g) => ({ use_case_id: Number(row.id), did_group_id: g }))).execute();
    return Number(row.id);
  });
  return getUseCase(ctx, userId, id);
}

/** Saves the fields and the DID groups; a request already sent keeps what it was sent with. */
export async function updateUseCase(ctx: AppContext, userId: number, useCaseId: number, fields: UseCaseFields): Promise<UseCase> {
  await useCaseRow(ctx.db, userId, useCaseId);
  const groups = await checkDidGroups(ctx.db, userId, fields.didGroupIds);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ten_dlc_use_cases')
      .set({ usecase_name: fields.usecaseName, usecase_type: fields.usecaseType, fields: storedFields(fields), updated_at: ctx.now().toISOString() })
      .where('id', '=', useCaseId)
      .execute();
    await trx.deleteFrom('ten_dlc_use_case_did_groups').where('use_case_id', '=', useCaseId).execute();
    await trx.insertInto('ten_dlc_use_case_did_groups').values(groups.map((g) => ({ use_case_id: useCaseId, did_group_id: g }))).execute();
  });
  return getUseCase(ctx, userId, useCaseId);
}
