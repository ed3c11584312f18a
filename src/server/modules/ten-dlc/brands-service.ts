// 10DLC brands (issue 14; decision 48): the signed-in user's own, each with the status of its newest
// registration request. Another user's brand answers 404 like a missing one.
import { brandFieldsAnswerSchema, type Brand, type BrandFields, type BrandProfile } from '@domain/ten-dlc/brand';
import { brandStatusOf } from '@domain/ten-dlc/brand-status';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db, TenDlcBrandsTable } from '../../db/database';
import { notFound } from '../../http/errors';
import { getProfile } from '../billing-profile/service';
import { latestRegistrations } from '../registrations/registration-requests';

type BrandRow = Selectable<TenDlcBrandsTable>;

async function useCaseCounts(db: Db, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ten_dlc_use_cases')
    .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('brand_id', 'in', brandIds)
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.brand_id), Number(r.n)]));
}

async function toBrands(db: Db, userId: number, rows: BrandRow[]): Promise<Brand[]> {
  const ids = rows.map((r) => Number(r.id));
  const [latest, counts] = await Promise.all([latestRegistrations(db, userId, 'brand', ids), useCaseCounts(db, ids)]);
  return rows.map((row) => {
    const id = Number(row.id);
    const registration = latest.get(id) ?? null;
    return {
      ...brandFieldsAnswerSchema.parse(JSON.parse(row.fields)),
      id,
      status: brandStatusOf(registration?.state),
      registration,
      useCaseCount: counts.get(id) ?? 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** The user's brand row, or 404 'Brand is not existed'. */
export async function brandRow(db: Db, userId: number, brandId: number): Promise<BrandRow> {
  const row = await db.selectFrom('ten_dlc_brands').selectAll().where('id', '=', brandId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(tenDlcMessages.brandMissing);
  return row;
}

export async function listBrands(ctx: AppContext, userId: number): Promise<{ items: Brand[] }> {
  const rows = await ctx.db.selectFrom('ten_dlc_brands').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(500).execute();
  return { items: await toBrands(ctx.db, userId, rows) };
}

export async function getBrand(ctx: AppContext, userId: number, brandId: number): Promise<Brand> {
  const [brand] = await toBrands(ctx.db, userId, [await brandRow(ctx.db, userId, brandId)]);
  return brand;
}

export async function createBrand(ctx: AppContext, userId: number, fields: BrandFields): Promise<Brand> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .insertInto('ten_dlc_brands')
    .values({ user_id: userId, brand_name: fields.brandName, fields: JSON.stringify(fields), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return getBrand(ctx, userId, Number(row.id));
}

/**
 * Saves the brand's fields. A request already sent keeps the fields it was sent with (decision 45);
 * the changes reach the registry with the next request (a resubmission after a rejection).
 */
export async function updateBrand(ctx: AppContext, userId: number, brandId: number, fields: BrandFields): Promise<Brand> {
  await brandRow(ctx.db, userId, brandId);
  await ctx.db
    .updateTable('ten_dlc_brands')
    .set({ brand_name: fields.brandName, fields: JSON.stringify(fields), updated_at: ctx.now().toISOString() })
    .where('id', '=', brandId)
    .where('user_id', '=', userId)
    .execute();
  return getBrand(ctx, userId, brandId);
}

/** GET /10dlc/profile: the account's profile as the brand form's starting values (decision 48). */
export async function brandProfile(ctx: AppContext, userId: number): Promise<BrandProfile> {
  const profile = await getProfile(ctx, userId);
  const country = profile.country.trim().toUpperCase();
  return {
    firstName: profile.firstname,
    lastName: profile.lastname,
    companyName: profile.entityName || profile.company,
    email: profile.email,
    phone: profile.companyPhone || profile.phone,
    street: [profile.address1, profile.address2].filter((a) => a.trim() !== '').join(', '),
    city: profile.city,
    state: profile.state,
    postalCode: profile.zip,
    country: /^[A-Z]{2}$/.test(country) ? country : 'US',
  };
}
