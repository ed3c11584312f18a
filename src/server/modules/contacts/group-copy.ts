// Copies contacts between groups in SQL (split and merge): one INSERT ... SELECT per part, the
// unique (group_id, phone) index skipping a number the target already has.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const COPIED = ['phone', 'type', 'carrier', 'first_name', 'last_name', 'email', 'city', 'state_code', 'zip_code', 'data', 'created_at'] as const;

/** Copies the source group's contacts with lo <= id < hi (hi null: to the end) into the target; answers how many went in. */
export async function copyContacts(db: Db, sourceGroupId: number, targetGroupId: number, lo: number | null, hi: number | null): Promise<number> {
  let select = db
    .selectFrom('contacts')
    .select([sql.lit(targetGroupId).as('group_id'), ...COPIED])
    .where('group_id', '=', sourceGroupId);
  if (lo !== null) select = select.where('id', '>=', lo);
  if (hi !== null) select = select.where('id', '<', hi);
  const res = await db
    .insertInto('contacts')
    .columns(['group_id', ...COPIED])
    .expression(select.orderBy('id'))
    .onConflict((oc) => oc.columns(['group_id', 'phone']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/** A group name not yet used by the user: the base, else "base (2)", "base (3)"... */
export async function freeGroupName(db: Db, userId: number, base: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('contact_groups').select('name_key').where('user_id', '=', userId).execute()).map((r) => r.name_key),
  );
  const trimmed = base.slice(0, 190);
  if (!taken.has(trimmed.toLowerCase())) return trimmed;
  for (let n = 2; ; n++) {
    const name = `${trimmed} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
