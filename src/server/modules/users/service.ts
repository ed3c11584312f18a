// The signed-in user as the web app needs it (CurrentUser): profile, role, permission flags,
// billing state and balance, all in the domain's types.
import { MIN_BALANCE_CENTS } from '@domain/credit';
import {
  billingStatusSchema,
  rolePermissions,
  roleSchema,
  userStatusSchema,
  type CurrentUser,
} from '@domain/user';
import type { AppContext } from '../../context';
import { sessionExpired } from '../../http/errors';
import { findUserById } from './repo';

export async function currentUser(
  ctx: Pick<AppContext, 'db' | 'ledger'>,
  userId: number,
  rootUserId: number | null,
): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user (deleted meanwhile): treat as signed out.
  if (!user) throw sessionExpired();
  const root = rootUserId === null ? undefined : await findUserById(ctx.db, rootUserId);
  const role = roleSchema.parse(user.role);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    role,
    status: userStatusSchema.parse(user.status),
    timezone: user.timezone,
    permissions: [...rolePermissions[role]],
    billingStatus: billingStatusSchema.parse(user.billing_status),
    balanceCents: await ctx.ledger.balance(user.id),
    minBalanceCents: MIN_BALANCE_CENTS,
    isEnableMfa: user.mfa_enabled === 1,
    skipScrub: user.skip_scrub === 1,
    rootUser: root ? { id: root.id, email: root.email } : null,
  };
}
