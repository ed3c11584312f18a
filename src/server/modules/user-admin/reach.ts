// Whose users an admin call may touch (decision 39): a Super-Admin every user; a Management-Agency
// only its own agents (user_admin_settings.agent_acc = the agency's e-mail). A user out of reach
// answers 404, as if it did not exist; a role with no admin rights never gets here (403 in routes).
import type { Role } from '@domain/user';
import type { AuthUser } from '../../context';
import type { Db, UserRow } from '../../db/database';
import { notFound } from '../../http/errors';

/** The roles that may call /admin/users at all. */
export const ADMIN_ROLES: Role[] = ['Super-Admin', 'Management-Agency'];

export interface Reach {
  actor: AuthUser;
  /** Set for a Management-Agency: only users whose agentAcc is this e-mail are in reach. */
  agencyEmail: string | null;
}

export function reachOf(actor: AuthUser): Reach {
  return { actor, agencyEmail: actor.role === 'Super-Admin' ? null : actor.email };
}

/** The user with this e-mail if the actor may act on it; 404 otherwise. */
export async function userInReach(db: Db, reach: Reach, by: { email: string } | { id: number }): Promise<UserRow> {
  let query = db.selectFrom('users as u').leftJoin('user_admin_settings as s', 's.user_id', 'u.id').selectAll('u');
  query = 'email' in by ? query.where('u.email', '=', by.email.trim().toLowerCase()) : query.where('u.id', '=', by.id);
  if (reach.agencyEmail !== null) query = query.where('s.agent_acc', '=', reach.agencyEmail);
  const user = await query.executeTakeFirst();
  if (!user) throw notFound();
  return user;
}
