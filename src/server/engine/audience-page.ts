// The next contacts of a campaign's audience, in contact id order after the run's cursor: the same
// audience the wizard counted (groups, target filters on the stored columns; audience.ts), read a
// page at a time so a million contacts are never in memory. Each contact comes with why it must
// not be sent to now (opted out, on the system blacklist or the DNC list, in a suppression group):
// those are checked when its turn comes, so an opt-out during the campaign still counts.
import { normalizeCompose } from '@domain/campaign-compose';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { filterCondition, filterValues } from '../modules/campaigns/audience';
import { contactFields, isColumnField, type FieldColumns } from '../modules/contacts/contact-fields';
import { DELIVERY_RESULTS, codeOfDeliveryResult, isResendable } from '@domain/sending/delivery-results';
import type { CampaignPlan } from './campaign-plan';

const RESENDABLE_CODES = DELIVERY_RESULTS.filter(isResendable).map(codeOfDeliveryResult);

export interface AudienceContact {
  id: number;
  /** Where the round's cursor moves after this contact: its group's position and its id, or in a resend the id of the message it is resent for. */
  cursorGroup: number;
  cursorId: number;
  groupId: number;
  phone: string;
  carrier: string | null;
  /** The contact's fields by variable name (fName, lName, phone, city, stateCode ... and custom columns). */
  fields: Record<string, string>;
  excluded: 'optout' | 'blacklist' | 'dnc' | 'suppressed' | 'filtered' | null;
}

const flag = (value: unknown) => value === true || Number(value) === 1;

/** The contact's fields by variable name: the stored ones (contact-fields.ts), with its phone and carrier. */
function fieldsOf(row: FieldColumns & { phone: string; carrier: string | null }) {
  const fields = contactFields(row);
  fields.phone = row.phone;
  if (row.carrier) fields.carrier = row.carrier;
  return fields;
}

/** Target filters on fields the database cannot reach (custom columns in the JSON data): applied here, as in audience.ts's promise. */
function passesCustomFilters(plan: CampaignPlan, fields: Record<string, string>): boolean {
  const { target } = normalizeCompose(plan.compose, { totalTarget: null });
  return target.every((f) => {
    if (isColumnField(f.contactField)) return true;
    const values = filterValues(f);
    if (values.length === 0) return true;
    const value = (fields[f.contactField] ?? '').trim().toLowerCase();
    const listed = value !== '' && values.includes(value);
    return f.filterType === 'INCLUDE' ? listed : !listed;
  });
}

/** The campaign's groups in the order the audience is read: ids ascending. */
export const groupOrder = (plan: CampaignPlan) => [...plan.contactGroups].sort((a, b) => a - b);

/**
 * Up to `limit` contacts after the cursor (a group's position and a contact id in it), each
 * marked with why it is excluded (null: send). Groups are read one after another, each in id order:
 * a range scan of contacts_group_id however large the group. Fewer than `limit` means the audience
 * is done.
 */
export async function audiencePage(db: Db, plan: CampaignPlan, cursorGroup: number, cursor: number, limit: number): Promise<AudienceContact[]> {
  const groups = groupOrder(plan);
  const out: AudienceContact[] = [];
  for (let g = cursorGroup; g < groups.length && out.length < limit; g++) {
    // A group the sender switched off (monitoring) is passed over; its contacts are not sent to.
    if (plan.switchedOffGroups?.has(groups[g]!)) continue;
    const page = await groupPage(db, plan, groups[g]!, g === cursorGroup ? cursor : 0, limit - out.length);
    out.push(...page.map((c) => ({ ...c, cursorGroup: g })));
  }
  return out;
}

async function groupPage(db: Db, plan: CampaignPlan, groupId: number, cursor: number, limit: number): Promise<Omit<AudienceContact, 'cursorGroup'>[]> {
  const { target } = normalizeCompose(plan.compose, { totalTarget: null });
  const userId = plan.userId;
  const ownGroups = (ids: number[]) => db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('id', 'in', ids);
  const rows = await db
    .selectFrom('contacts as c')
    .select(['c.id', 'c.group_id', 'c.phone', 'c.carrier', 'c.first_name', 'c.last_name', 'c.email', 'c.city', 'c.state_code', 'c.zip_code', 'c.data'])
    .select((eb) => [
      eb.exists(eb.selectFrom('opt_outs as o').select(sql.lit(1).as('one')).where('o.user_id', '=', userId).whereRef('o.phone', '=', 'c.phone')).as('opted_out'),
      eb.exists(eb.selectFrom('system_blacklist as b').select(sql.lit(1).as('one')).whereRef('b.phone', '=', 'c.phone')).as('blacklisted'),
      eb.exists(eb.selectFrom('dnc_numbers as d').select(sql.lit(1).as('one')).whereRef('d.phone', '=', 'c.phone')).as('dnc'),
      eb
        .exists(
          eb
            .selectFrom('contacts as s')
            .select(sql.lit(1).as('one'))
            .whereRef('s.phone', '=', 'c.phone')
            // No suppression: an id no group has, so the same query serves both cases.
            .where('s.group_id', 'in', plan.suppressionGroups.length > 0 ? ownGroups(plan.suppressionGroups) : ownGroups([0])),
        )
        .as('suppressed'),
    ])
    // The group is the user's own: the plan read its ids for this user (campaign-plan.ts), checked again here.
    .where('c.group_id', '=', groupId)
    .where('c.group_id', 'in', ownGroups([groupId]))
    .where('c.id', '>', cursor)
    .where((eb) => eb.and(target.map((f) => filterCondition(eb, f)).filter((c) => c !== null)))
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const fields = fieldsOf(r);
    const excluded = flag(r.opted_out)
      ? 'optout'
      : flag(r.blacklisted)
        ? 'blacklist'
        : flag(r.dnc)
          ? 'dnc'
          : flag(r.suppressed)
            ? 'suppressed'
            : passesCustomFilters(plan, fields)
              ? null
              : 'filtered';
    return { id: Number(r.id), cursorId: Number(r.id), groupId: Number(r.group_id), phone: r.phone, carrier: r.carrier, fields, excluded };
  });
}

/** Where the cursor stands after skipping the first `offset` contacts of the audience (the campaign offset). */
export async function cursorAfterOffset(db: Db, plan: CampaignPlan, offset: number): Promise<{ group: number; id: number }> {
  const groups = groupOrder(plan);
  let left = offset;
  for (let g = 0; g < groups.length && left > 0; g++) {
    const row = await db
      .selectFrom('contacts')
      .select('id')
      .where('group_id', '=', groups[g]!)
      .where('group_id', 'in', db.selectFrom('contact_groups').select('id').where('user_id', '=', plan.userId))
      .orderBy('id')
      .offset(left - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) return { group: g, id: Number(row.id) };
    const size = await db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('group_id', '=', groups[g]!).executeTakeFirstOrThrow();
    left -= Number(size.n);
  }
  return left > 0 ? { group: groups.length, id: 0 } : { group: 0, id: 0 };
}

export type ResendCondition = 'failed' | 'nonReply' | 'nonClicked';

/**
 * A resend round's contacts: the messages of the round before that match one of the conditions
 * (failed and still within FAILED_KEPT_HOURS, delivered and never replied, delivered with a link
 * never clicked), in message id order after the cursor, each checked again for opt-outs.
 */
export async function resendPage(db: Db, plan: CampaignPlan, round: number, conditions: readonly ResendCondition[], failedSince: Date, cursor: number, limit: number): Promise<AudienceContact[]> {
  const userId = plan.userId;
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['m.id as message_id', 'c.id', 'c.group_id', 'c.phone', 'c.carrier', 'c.first_name', 'c.last_name', 'c.email', 'c.city', 'c.state_code', 'c.zip_code', 'c.data'])
    .select((eb) => [
      eb.exists(eb.selectFrom('opt_outs as o').select(sql.lit(1).as('one')).where('o.user_id', '=', userId).whereRef('o.phone', '=', 'c.phone')).as('opted_out'),
      eb.exists(eb.selectFrom('system_blacklist as b').select(sql.lit(1).as('one')).whereRef('b.phone', '=', 'c.phone')).as('blacklisted'),
    ])
    .where('m.campaign_id', '=', plan.campaignId)
    .where('m.round', '=', round - 1)
    .$if((plan.switchedOffGroups?.size ?? 0) > 0, (q) => q.where('c.group_id', 'not in', [...(plan.switchedOffGroups ?? [])]))
    .where('m.id', '>', cursor)
    .where((eb) =>
      eb.or([
        ...(conditions.includes('failed')
          ? [eb.and([eb('m.result', 'in', RESENDABLE_CODES), eb('m.result_at', '>=', failedSince.toISOString())])]
          : []),
        ...(conditions.includes('nonReply') ? [eb.and([eb('m.result', '=', 0), eb('m.replied_at', 'is', null)])] : []),
        ...(conditions.includes('nonClicked') ? [eb.and([eb('m.result', '=', 0), eb('m.link_code', 'is not', null), eb('m.clicked_at', 'is', null)])] : []),
      ]),
    )
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    cursorGroup: 0,
    cursorId: Number(r.message_id),
    groupId: Number(r.group_id),
    phone: r.phone,
    carrier: r.carrier,
    fields: fieldsOf(r),
    excluded: flag(r.opted_out) ? 'optout' : flag(r.blacklisted) ? 'blacklist' : null,
  }));
}
