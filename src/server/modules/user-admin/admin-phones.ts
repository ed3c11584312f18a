// A user's DIDs from the admin page (001 §7 fetchPhoneNumbers, addVirtualPhone, migrateVirtualPhone,
// delete phone), on the DID tables of src/server/modules/dids: a number added by an admin goes into
// the user's 'Admin numbers' group (made on first use), a migrated one into the receiver's 'Migrated
// numbers'. The replies say "successfully" on success, which is how the page tells (001 §8).
// Adding, migrating and deleting numbers are Super-Admin actions; an agency lists its agents' numbers.
import {
  DID_MIGRATION_FEE_CENTS,
  PHONE_PAGE_SIZE,
  userAdminMessages,
  type UserPhone,
  type addVirtualPhoneSchema,
  type migrateVirtualPhoneSchema,
} from '@domain/user-admin';
import { defaultDidGroupSetting } from '@domain/dids';
import { formatCents } from '@domain/money';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, forbidden, HttpError, InsufficientCreditError, notFound } from '../../http/errors';
import { chargeWithin } from '../credit/ledger';
import { deleteDid } from '../dids/dids-service';
import { userInReach, type Reach } from './reach';

const requireSuperAdmin = (reach: Reach) => {
  if (reach.agencyEmail !== null) throw forbidden();
};

export async function fetchPhoneNumbers(
  ctx: Pick<AppContext, 'db'>, reach: Reach, useremail: string, offset: number,
): Promise<{ items: UserPhone[]; total: number; message?: string }> {
  const user = await userInReach(ctx.db, reach, { email: useremail });
  const base = ctx.db.selectFrom('dids as d').innerJoin('did_groups as g', 'g.id', 'd.group_id').where('g.user_id', '=', Number(user.id));
  const [rows, count] = await Promise.all([
    base.select(['d.id', 'd.phone', 'd.country', 'd.voice_enabled', 'd.status', 'g.name']).orderBy('d.id').limit(PHONE_PAGE_SIZE).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r) => ({
    id: Number(r.id), phone: r.phone, country: r.country, type: r.voice_enabled === 1 ? ('VOICE' as const) : ('SMS' as const), groupName: r.name, status: r.status,
  }));
  return { items, total: Number(count.n), ...(items.length === 0 ? { message: userAdminMessages.noPhones } : {}) };
}

/** The user's group of this name, made on first use (US, the user's first active US route). */
async function groupNamed(trx: Db, userId: number, name: string, country: string, at: string): Promise<number> {
  const found = await trx.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name_key', '=', name.toLowerCase()).executeTakeFirst();
  if (found) return Number(found.id);
  const route = await trx.selectFrom('routes').select('id').where('country', '=', country).where('status', '=', 'active').orderBy('id').executeTakeFirst();
  const row = await trx
    .insertInto('did_groups')
    .values({
      user_id: userId, name, name_key: name.toLowerCase(), country, route_id: route ? Number(route.id) : null, voice_enabled: 1,
      setting: JSON.stringify(defaultDidGroupSetting()), created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function e164(raw: string): { phone: string; country: string } {
  const parsed = parsePhoneNumberFromString(raw, 'US');
  if (!parsed?.isPossible()) throw badRequest('phone', userAdminMessages.phoneInvalid);
  return { phone: parsed.number, country: parsed.country ?? 'US' };
}

export async function addVirtualPhone(ctx: Pick<AppContext, 'db' | 'now'>, reach: Reach, input: z.output<typeof addVirtualPhoneSchema>): Promise<{ message: string }> {
  requireSuperAdmin(reach);
  const user = await userInReach(ctx.db, reach, { email: input.emailUser });
  const { phone, country } = e164(input.phone);
  const taken = await ctx.db.selectFrom('dids').select('id').where('phone', '=', phone).executeTakeFirst();
  if (taken) throw new HttpError(409, userAdminMessages.phoneTaken, { field: 'phone' });
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const groupId = await groupNamed(trx, Number(user.id), 'Admin numbers', country, at);
    await trx.insertInto('dids').values({ group_id: groupId, phone, country, voice_enabled: input.type === 'VOICE' ? 1 : 0, created_at: at }).execute();
  });
  return { message: `Added ${phone} to ${user.email} successfully` };
}

export async function migrateVirtualPhone(
  ctx: Pick<AppContext, 'db' | 'now'>, reach: Reach, input: z.output<typeof migrateVirtualPhoneSchema>,
): Promise<{ message: string }> {
  requireSuperAdmin(reach);
  if (input.fromEmailUser === input.toEmailUser) throw badRequest('toEmailUser', userAdminMessages.sameUser);
  const from = await userInReach(ctx.db, reach, { email: input.fromEmailUser });
  const to = await userInReach(ctx.db, reach, { email: input.toEmailUser });
  const dids = await ctx.db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.id', 'd.country'])
    .where('g.user_id', '=', Number(from.id))
    .where('d.voice_enabled', '=', input.phoneType === 'VOICE' ? 1 : 0)
    .orderBy('d.id')
    .limit(input.numberOfPhone)
    .execute();
  if (dids.length < input.numberOfPhone) throw badRequest('numberOfPhone', userAdminMessages.notEnoughPhones);
  const at = ctx.now();
  const fee = input.chargeFee ? DID_MIGRATION_FEE_CENTS * dids.length : 0;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const groupId = await groupNamed(trx, Number(to.id), 'Migrated numbers', dids[0].country, at.toISOString());
      await trx.updateTable('dids').set({ group_id: groupId, cycle_sent: 0 }).where('id', 'in', dids.map((d) => Number(d.id))).execute();
      if (fee === 0) return;
      const entry = await chargeWithin(trx, Number(to.id), fee, 'adjustment', `DID migration fee, ${dids.length} number(s) from ${from.email}, by ${reach.actor.email}`, at);
      await trx
        .insertInto('admin_credit_actions')
        .values({
          actor_user_id: reach.actor.id, actor_email: reach.actor.email, kind: 'did-migration-fee', from_user_id: Number(to.id), to_user_id: null,
          amount_cents: fee, note: `${dids.length} number(s) from ${from.email}`, from_entry_id: entry.entryId, to_entry_id: null, created_at: at.toISOString(),
        })
        .execute();
    });
  } catch (error) {
    if (error instanceof InsufficientCreditError) throw badRequest('chargeFee', `${to.email} cannot pay the fee of ${formatCents(fee)}`);
    throw error;
  }
  return { message: `Migrated ${dids.length} phone number(s) successfully` };
}

export async function deletePhone(ctx: AppContext, reach: Reach, raw: string): Promise<{ message: string }> {
  requireSuperAdmin(reach);
  const { phone } = e164(raw);
  const did = await ctx.db
    .selectFrom('dids as d')
    .innerJoin('did_groups as g', 'g.id', 'd.group_id')
    .select(['d.id', 'd.group_id', 'g.user_id'])
    .where('d.phone', '=', phone)
    .executeTakeFirst();
  if (!did) throw notFound(userAdminMessages.phoneUnknown);
  await deleteDid(ctx, Number(did.user_id), Number(did.group_id), Number(did.id));
  return { message: `Deleted ${phone} successfully` };
}
