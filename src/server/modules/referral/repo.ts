// The referral tables' queries (decision 52). A user's links and their rows are reached through
// referral_links.user_id; the public landing reaches a link by program id and code only.
import type { Selectable } from 'kysely';
import type { Db, ReferralLinksTable, ReferralProgramsTable } from '../../db/database';

export type ProgramRow = Selectable<ReferralProgramsTable>;
export type LinkRow = Selectable<ReferralLinksTable>;

export function programRows(db: Db): Promise<ProgramRow[]> {
  return db.selectFrom('referral_programs').selectAll().orderBy('id', 'desc').limit(500).execute();
}

export function findProgram(db: Db, id: number): Promise<ProgramRow | undefined> {
  return db.selectFrom('referral_programs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProgramByCode(db: Db, code: string): Promise<ProgramRow | undefined> {
  return db.selectFrom('referral_programs').selectAll().where('code', '=', code).executeTakeFirst();
}

export function userLinks(db: Db, userId: number): Promise<LinkRow[]> {
  return db.selectFrom('referral_links').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export function findUserLink(db: Db, userId: number, programId: number): Promise<LinkRow | undefined> {
  return db.selectFrom('referral_links').selectAll().where('user_id', '=', userId).where('program_id', '=', programId).executeTakeFirst();
}

/** The link behind a landing URL: the code and the program must match. */
export function findLandingLink(db: Db, programId: number, referralCode: string) {
  return db
    .selectFrom('referral_links')
    .innerJoin('referral_programs', 'referral_programs.id', 'referral_links.program_id')
    .select(['referral_links.id as linkId', 'referral_links.user_id as userId', 'referral_programs.id as programId', 'referral_programs.name as programName',
      'referral_programs.description as description', 'referral_programs.status as status', 'referral_links.referral_code as referralCode'])
    .where('referral_links.program_id', '=', programId)
    .where('referral_links.referral_code', '=', referralCode)
    .executeTakeFirst();
}

/** Per link: how many rows of a table it has, all time. */
export async function countsByLink(
  db: Db, table: 'referral_visits' | 'referral_leads', linkIds: readonly number[],
): Promise<Map<number, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['link_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('link_id', 'in', [...linkIds])
    .groupBy('link_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.link_id), Number(r.n)]));
}

export async function commissionSumsByLink(db: Db, linkIds: readonly number[]): Promise<Map<number, { revenue: number; commission: number }>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('referral_commissions')
    .select((eb) => ['link_id', eb.fn.sum<number>('revenue_cents').as('revenue'), eb.fn.sum<number>('commission_cents').as('commission')])
    .where('link_id', 'in', [...linkIds])
    .groupBy('link_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.link_id), { revenue: Number(r.revenue ?? 0), commission: Number(r.commission ?? 0) }]));
}

/**
 * The sign-ups of these links: accounts whose email is a lead's, where that lead is the earliest
 * lead of the email anywhere (first lead wins) and the account is not the link owner's own.
 */
export async function signupsOf(db: Db, ownerId: number, linkIds: readonly number[]): Promise<{ linkId: number; userId: number; created: string }[]> {
  if (linkIds.length === 0) return [];
  const firstLeads = db
    .selectFrom('referral_leads')
    .select(['email', (eb) => eb.fn.min<number>('id').as('first_id')])
    .groupBy('email')
    .as('first');
  const rows = await db
    .selectFrom('referral_leads')
    .innerJoin(firstLeads, 'first.first_id', 'referral_leads.id')
    .innerJoin('users', 'users.email', 'referral_leads.email')
    .select(['referral_leads.link_id as linkId', 'users.id as userId', 'users.created_at as created'])
    .where('referral_leads.link_id', 'in', [...linkIds])
    .where('users.id', '!=', ownerId)
    .execute();
  return rows.map((r) => ({ linkId: Number(r.linkId), userId: Number(r.userId), created: r.created }));
}

/** The link that referred this account (its email's earliest lead), unless it is the account's own. */
export async function referringLink(db: Db, userId: number) {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const lead = await db
    .selectFrom('referral_leads')
    .innerJoin('referral_links', 'referral_links.id', 'referral_leads.link_id')
    .innerJoin('referral_programs', 'referral_programs.id', 'referral_links.program_id')
    .select(['referral_links.id as linkId', 'referral_links.user_id as ownerId', 'referral_programs.commission_bp as rateBp', 'referral_programs.status as status'])
    .where('referral_leads.email', '=', user.email.toLowerCase())
    .orderBy('referral_leads.id')
    .executeTakeFirst();
  if (!lead || Number(lead.ownerId) === userId) return undefined;
  return { linkId: Number(lead.linkId), ownerId: Number(lead.ownerId), rateBp: lead.rateBp, status: lead.status };
}
