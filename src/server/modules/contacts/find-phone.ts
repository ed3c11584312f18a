// /contact/find-a-phone: one number across all the user's groups (which groups, its type there, its
// interactions), whether it is opted out, blacklisted or on the DNC list; opt it out or unblock it.
import { phoneInvalid, type FoundPhone } from '@domain/contacts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { iso } from '../../lib/time';
import { contactView } from './contact-fields';
import { createPhoneNormalizer } from './phones/phone-normalizer';

const INTERACTIONS = ['clicked_count', 'replied_count', 'converted_count', 'blocked_count'];

export function normaliseOrRefuse(phone: string, country: string): string {
  let normalise;
  try {
    normalise = createPhoneNormalizer(country);
  } catch {
    throw badRequest('country', 'Country is incorrect format!');
  }
  const e164 = normalise(phone);
  if (!e164) throw badRequest('phone', phoneInvalid(phone));
  return e164;
}

export async function findPhone(ctx: AppContext, userId: number, raw: string, country: string): Promise<FoundPhone> {
  const phone = normaliseOrRefuse(raw, country);
  const [rows, optOut, blacklisted, dnc] = await Promise.all([
    ctx.db
      .selectFrom('contacts')
      .innerJoin('contact_groups', 'contact_groups.id', 'contacts.group_id')
      .selectAll('contacts')
      .select('contact_groups.name as group_name')
      .where('contact_groups.user_id', '=', userId)
      .where('contacts.phone', '=', phone)
      .orderBy('contacts.group_id')
      .execute(),
    ctx.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', '=', phone).executeTakeFirst(),
    ctx.db.selectFrom('system_blacklist').select('phone').where('phone', '=', phone).executeTakeFirst(),
    ctx.db.selectFrom('dnc_numbers').select('phone').where('phone', '=', phone).executeTakeFirst(),
  ]);
  return {
    phone,
    optedOut: Boolean(optOut),
    blacklisted: Boolean(blacklisted),
    dnc: Boolean(dnc),
    groups: rows.map((row) => {
      const contact = contactView(row, Boolean(optOut));
      const interactions: Record<string, string> = {};
      for (const key of INTERACTIONS) interactions[key] = contact.fields[key] ?? '0';
      return {
        groupId: Number(row.group_id),
        groupName: row.group_name,
        contactId: contact.id,
        type: contact.type,
        carrier: contact.carrier,
        createdAt: contact.createdAt,
        interactions,
      };
    }),
  };
}

export async function optOutPhone(ctx: AppContext, userId: number, raw: string, country: string): Promise<FoundPhone> {
  const phone = normaliseOrRefuse(raw, country);
  await ctx.db
    .insertInto('opt_outs')
    .values({ user_id: userId, phone, created_at: iso(ctx.now()) })
    .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
    .execute();
  return findPhone(ctx, userId, phone, country);
}

export async function unblockPhone(ctx: AppContext, userId: number, raw: string, country: string): Promise<FoundPhone> {
  const phone = normaliseOrRefuse(raw, country);
  await ctx.db.deleteFrom('opt_outs').where('user_id', '=', userId).where('phone', '=', phone).execute();
  return findPhone(ctx, userId, phone, country);
}
