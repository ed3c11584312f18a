// The audience of a compose: distinct phones in the user's chosen contact groups that pass the
// target filters, minus the suppression groups' phones (when suppression is on) and the user's
// opt-outs (000 §5: an opted-out number is never sent to). One SQL query, counted by the database,
// so a group of a million contacts is never read into memory.
//
// Filters: the fields stored as columns of contacts (contact-fields.ts): phoneType is the type
// (RAW, MOBILE, LANDLINE, UNKNOWN, DNC, INVALID); fName, lName, email, city, stateCode, zipCode,
// carrier and phone their columns; any other field is ignored (the custom columns live in JSON text no index reaches; the engine applies them when it
// reads each contact). A value is a comma list, compared without case: INCLUDE keeps a contact
// whose field is in the list, EXCLUDE one whose field is not (an empty field is not in any list).
import { normalizeCompose, type Compose, type TargetFilter } from '@domain/campaign-compose';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { COLUMN_OF, isColumnField } from '../contacts/contact-fields';

/** Ids past the database's integer range are no one's; asking would be an error on PostgreSQL. */
const ID_MAX = 2_147_483_647;
export const inIdRange = (ids: readonly number[]) => [...new Set(ids.filter((id) => id <= ID_MAX))];

/** The filter's values, lower case; INCLUDE MOBILE also keeps numbers not scrubbed yet (RAW, UNKNOWN), which may be mobiles. */
export function filterValues(filter: TargetFilter): string[] {
  const values = filter.valueContactField
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '');
  if (filter.contactField === 'phoneType' && filter.filterType === 'INCLUDE' && values.includes('mobile')) values.push('raw', 'unknown');
  return [...new Set(values)];
}

export type ContactsEb = ExpressionBuilder<Database & { c: Database['contacts'] }, 'c'>;

export function filterCondition(eb: ContactsEb, filter: TargetFilter) {
  const values = filterValues(filter);
  if (!isColumnField(filter.contactField) || values.length === 0) return null;
  const column = COLUMN_OF[filter.contactField];
  const lowered = eb.fn<string>('lower', [eb.ref(`c.${column}`)]);
  return filter.filterType === 'INCLUDE' ? eb(lowered, 'in', values) : eb.or([eb(`c.${column}`, 'is', null), eb(lowered, 'not in', values)]);
}

/** The number of contacts the compose reaches, for this user only (another user's groups count nothing). */
export async function countAudience(db: Db, userId: number, compose: Compose): Promise<number> {
  const groups = inIdRange(compose.contactGroups);
  if (groups.length === 0) return 0;
  const ownGroups = (ids: number[]) => db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('id', 'in', ids);
  const suppression = compose.suppressionContactEnabled ? inIdRange(compose.suppressionGroupIds) : [];
  // The same target the send will use: filters trimmed, an empty target becomes mobiles only.
  const { target } = normalizeCompose(compose, { totalTarget: null });

  const row = await db
    .selectFrom('contacts as c')
    .select((eb) => eb.fn.count<number | string>('c.phone').distinct().as('n'))
    .where('c.group_id', 'in', ownGroups(groups))
    .where((eb) => eb.and(target.map((f) => filterCondition(eb, f)).filter((c) => c !== null)))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('opt_outs as o').select(sql.lit(1).as('one')).where('o.user_id', '=', userId).whereRef('o.phone', '=', 'c.phone'))),
    )
    .$if(suppression.length > 0, (q) =>
      q.where((eb) =>
        eb.not(eb.exists(eb.selectFrom('contacts as s').select(sql.lit(1).as('one')).whereRef('s.phone', '=', 'c.phone').where('s.group_id', 'in', ownGroups(suppression)))),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
