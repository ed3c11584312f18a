// createUser, updateUserInfo and deleteUsers (001 §7) with the spec's replies (001 §8 "Admin"):
// an e-mail already taken, an agent e-mail that is no agency, any other failure. A Management-Agency
// creates and edits its own agents only: their agentAcc is always its e-mail and it cannot hand out
// the Super-Admin or Management-Agency role (decision 39).
import { userAdminMessages, type AdminUser, type UpdateUserInfo } from '@domain/user-admin';
import type { z } from 'zod';
import type { createUserSchema } from '@domain/user-admin';
import type { Role } from '@domain/user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { readAdminUser, writeSettings, writeUserColumns } from './admin-fields';
import { userInReach, type Reach } from './reach';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type CreateUserInput = z.output<typeof createUserSchema>;

/** The roles a Management-Agency may give its agents. */
const AGENT_ROLES: Role[] = ['Business-User', 'Farm-Manager', 'Farm-Worker'];

const emailTaken = () => new HttpError(409, userAdminMessages.emailExists, { field: 'email' });

async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** agentAcc names an existing Management-Agency, or the spec's 'The agent email is not exist'. */
async function checkAgency(db: Db, agentAcc: string): Promise<void> {
  if (agentAcc === '') return;
  const agency = await db.selectFrom('users').select('id').where('email', '=', agentAcc).where('role', '=', 'Management-Agency').executeTakeFirst();
  if (!agency) throw badRequest('agentAcc', userAdminMessages.agentNotExist);
}

function checkAgencyRole(reach: Reach, role: Role): void {
  if (reach.agencyEmail !== null && !AGENT_ROLES.includes(role)) throw badRequest('role', userAdminMessages.agencyRole);
}

async function loaded(db: Db, id: number): Promise<AdminUser> {
  const user = await readAdminUser(db, id);
  if (!user) throw new HttpError(500, userAdminMessages.createFailed);
  return user;
}

export async function createUser(ctx: Ctx, reach: Reach, input: CreateUserInput): Promise<AdminUser> {
  checkAgencyRole(reach, input.role);
  const agentAcc = reach.agencyEmail ?? input.agentAcc;
  if (reach.agencyEmail === null) await checkAgency(ctx.db, agentAcc);
  if (await emailInUse(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const at = ctx.now().toISOString();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email,
          username: input.username || input.email.split('@')[0],
          firstname: input.firstname,
          lastname: input.lastname,
          role: input.role,
          status: input.statusName,
          timezone: input.timeName || 'Etc/GMT',
          password_hash: passwordHash,
          password_changed_at: at,
          password_expires_at: null,
          mfa_secret: null,
          mfa_pending_secret: null,
          billing_info: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const userId = Number(row.id);
      // Every user has a credit account from the start (the ledger's credit would create it too).
      await trx.insertInto('credit_accounts').values({ user_id: userId, balance_cents: 0, updated_at: at }).execute();
      await writeSettings(
        trx,
        userId,
        { agentAcc, twoWay: input.twoWay, limitNumberMessagePerDay: input.limitNumberMessagePerDay, phone: input.phone || undefined, country: input.country || undefined },
        at,
      );
      return userId;
    });
    return await loaded(ctx.db, id);
  } catch (error) {
    // Two creates of one e-mail raced past the check: the unique index refused the second.
    if (await emailInUse(ctx.db, input.email).catch(() => false)) throw emailTaken();
    throw error;
  }
}

export async function updateUserInfo(ctx: Ctx, reach: Reach, input: UpdateUserInfo): Promise<AdminUser> {
  const target = await userInReach(ctx.db, reach, { id: input.id });
  checkAgencyRole(reach, input.role);
  const fields = { ...input, agentAcc: reach.agencyEmail ?? input.agentAcc };
  if (reach.agencyEmail === null) await checkAgency(ctx.db, fields.agentAcc);
  if (target.id === reach.actor.id && (fields.role !== target.role || fields.statusName !== target.status)) {
    // An admin who demotes or suspends themself locks themself out of this page.
    throw badRequest('role', 'You cannot change your own role or status');
  }
  if (await emailInUse(ctx.db, fields.email, target.id)) throw emailTaken();
  if (fields.failoverRouteId !== null) {
    const route = await ctx.db.selectFrom('routes').select('id').where('id', '=', fields.failoverRouteId).executeTakeFirst();
    if (!route) throw badRequest('failoverRouteId', userAdminMessages.routeUnknown);
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await writeUserColumns(trx, target.id, fields);
    await writeSettings(trx, target.id, fields, at);
  });
  return loaded(ctx.db, target.id);
}

export async function deleteUsers(ctx: Ctx, reach: Reach, emails: string[]): Promise<number> {
  const ids = new Set<number>();
  for (const email of emails) {
    const user = await userInReach(ctx.db, reach, { email });
    if (user.id === reach.actor.id) throw badRequest('emails', userAdminMessages.cannotDeleteSelf);
    ids.add(Number(user.id));
  }
  // Every table that belongs to a user cascades from users: one delete takes the user's data along.
  await ctx.db.transaction().execute((trx) => trx.deleteFrom('users').where('id', 'in', [...ids]).execute());
  return ids.size;
}
