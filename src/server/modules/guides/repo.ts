// The guides' queries (decision 50). Features are ordered by position, then id.
import type { Selectable } from 'kysely';
import type { Db, GuideFeaturesTable } from '../../db/database';

export type GuideFeatureRow = Selectable<GuideFeaturesTable>;

export async function featuresOf(db: Db, roles: readonly string[], releasedOnly: boolean): Promise<GuideFeatureRow[]> {
  let query = db.selectFrom('guide_features').selectAll().where('role', 'in', [...roles]);
  if (releasedOnly) query = query.where('released', '=', 1);
  return query.orderBy('position').orderBy('id').execute();
}

export async function roleCounts(db: Db) {
  return db
    .selectFrom('guide_features')
    .select((eb) => [
      'role',
      eb.fn.countAll<number | string>().as('features'),
      eb.fn.sum<number | string | null>('released').as('released'),
      eb.fn.max('updated_at').as('updatedAt'),
    ])
    .groupBy('role')
    .execute();
}

export async function existingIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('guide_features').select('id').where('id', 'in', [...ids]).execute();
  return rows.map((r) => Number(r.id));
}
