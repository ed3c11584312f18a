// The referral program (issue 15; decision 52). A Super-Admin creates programs; any user joins one
// and gets a link /referral/{programId}/{referralCode}. The public landing records a visit and, from
// its form, a lead. An account whose email is a lead's is that link's sign-up (first lead wins;
// nobody refers themselves). Each purchase of a referred account pays the program's commission
// (referral-commission.ts: floor to the cent) into the referrer's open referral order, which the
// orders slice (decision 38) reviews and releases as credit. Another user's link ids answer 404.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  daysBetween,
  referralLandingPath,
  referralMessages,
  type ReferralLanding,
  type ReferralLink,
  type ReferralProgram,
  type ReferralStatistic,
  type ReferralTotals,
  type referralLeadInputSchema,
  type referralProgramInputSchema,
  type referralStatisticQuerySchema,
} from '@domain/referral/referral';
import { basisPointsToPercent, commissionCents, percentToBasisPoints } from '@domain/referral/referral-commission';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http/errors';
import {
  commissionSumsByLink,
  countsByLink,
  findLandingLink,
  findProgram,
  findProgramByCode,
  findUserLink,
  programRows,
  referringLink,
  signupsOf,
  userLinks,
  type ProgramRow,
} from './repo';

type ProgramInput = z.output<typeof referralProgramInputSchema>;

function programView(row: ProgramRow, myReferralCode: string | null): ReferralProgram {
  return {
    id: Number(row.id), name: row.name, code: row.code, description: row.description,
    commissionBp: row.commission_bp, commissionPercent: basisPointsToPercent(row.commission_bp),
    status: row.status === 'paused' ? 'paused' : 'active', myReferralCode, created: row.created_at,
  };
}

export async function listPrograms(ctx: AppContext, userId: number): Promise<{ items: ReferralProgram[] }> {
  const [rows, links] = await Promise.all([programRows(ctx.db), userLinks(ctx.db, userId)]);
  const mine = new Map(links.map((l) => [Number(l.program_id), l.referral_code]));
  return { items: rows.map((r) => programView(r, mine.get(Number(r.id)) ?? null)) };
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const taken = await findProgramByCode(db, code);
  if (taken && Number(taken.id) !== exceptId) throw badRequest('code', referralMessages.codeTaken);
}

export async function createProgram(ctx: AppContext, adminId: number, input: ProgramInput): Promise<ReferralProgram> {
  await assertCodeFree(ctx.db, input.code);
  const at = ctx.now().toISOString();
  const row = await ctx.db
    .insertInto('referral_programs')
    .values({
      name: input.name, code: input.code, description: input.description, commission_bp: percentToBasisPoints(input.commissionPercent),
      status: input.status, created_by: adminId, created_at: at, updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return programView(row, null);
}

export async function updateProgram(ctx: AppContext, adminId: number, programId: number, input: ProgramInput): Promise<ReferralProgram> {
  if (!(await findProgram(ctx.db, programId))) throw notFound();
  await assertCodeFree(ctx.db, input.code, programId);
  // A new rate applies to purchases from now on; past commissions keep the rate they were paid at.
  const row = await ctx.db
    .updateTable('referral_programs')
    .set({
      name: input.name, code: input.code, description: input.description, commission_bp: percentToBasisPoints(input.commissionPercent),
      status: input.status, updated_at: ctx.now().toISOString(),
    })
    .where('id', '=', programId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const link = await findUserLink(ctx.db, adminId, programId);
  return programView(row, link?.referral_code ?? null);
}

/** 8 characters of an unambiguous alphabet: about 10^12 codes, unguessable enough for a link. */
function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Joins a program (once: joining again answers the same link). */
export async function joinProgram(ctx: AppContext, userId: number, programId: number): Promise<ReferralLink> {
  const program = await findProgram(ctx.db, programId);
  if (!program) throw notFound();
  const existing = await findUserLink(ctx.db, userId, programId);
  if (!existing) {
    if (program.status !== 'active') throw new HttpError(409, referralMessages.paused);
    try {
      await ctx.db
        .insertInto('referral_links')
        .values({ program_id: programId, user_id: userId, referral_code: newReferralCode(), created_at: ctx.now().toISOString() })
        .execute();
    } catch (error) {
      // A double click raced past the lookup: the unique (user, program) index kept one link.
      if (!(await findUserLink(ctx.db, userId, programId))) throw error;
    }
  }
  const links = await listLinks(ctx, userId);
  const link = links.items.find((l) => l.programId === programId);
  if (!link) throw notFound();
  return link;
}

export async function listLinks(ctx: AppContext, userId: number): Promise<{ items: ReferralLink[] }> {
  const links = await userLinks(ctx.db, userId);
  const ids = links.map((l) => Number(l.id));
  const [programs, visits, leads, sums, signups] = await Promise.all([
    programRows(ctx.db), countsByLink(ctx.db, 'referral_visits', ids), countsByLink(ctx.db, 'referral_leads', ids),
    commissionSumsByLink(ctx.db, ids), signupsOf(ctx.db, userId, ids),
  ]);
  const byId = new Map(programs.map((p) => [Number(p.id), p]));
  return {
    items: links.flatMap((l) => {
      const program = byId.get(Number(l.program_id));
      if (!program) return [];
      const id = Number(l.id);
      return [{
        id, programId: Number(program.id), programName: program.name, programCode: program.code,
        commissionPercent: basisPointsToPercent(program.commission_bp), referralCode: l.referral_code,
        path: referralLandingPath(Number(program.id), l.referral_code),
        visits: visits.get(id) ?? 0, leads: leads.get(id) ?? 0, signups: signups.filter((s) => s.linkId === id).length,
        revenueCents: sums.get(id)?.revenue ?? 0, commissionCents: sums.get(id)?.commission ?? 0, created: l.created_at,
      }];
    }),
  };
}

/** The public landing (no login): 404 for an unknown code, a code of another program, or a paused program. */
async function landingLink(ctx: AppContext, programId: number, referralCode: string) {
  const link = await findLandingLink(ctx.db, programId, referralCode);
  if (!link || link.status !== 'active') throw notFound();
  return link;
}

/** Records one visit of the landing and answers what it shows. */
export async function visitLanding(ctx: AppContext, programId: number, referralCode: string): Promise<ReferralLanding> {
  const link = await landingLink(ctx, programId, referralCode);
  await ctx.db.insertInto('referral_visits').values({ link_id: link.linkId, visited_at: ctx.now().toISOString() }).execute();
  return { programId: Number(link.programId), programName: link.programName, description: link.description, referralCode: link.referralCode };
}

export async function addLead(ctx: AppContext, programId: number, referralCode: string, input: z.output<typeof referralLeadInputSchema>): Promise<{ message: string }> {
  const link = await landingLink(ctx, programId, referralCode);
  await ctx.db
    .insertInto('referral_leads')
    .values({ link_id: link.linkId, name: input.name, email: input.email, phone: input.phone, company: input.company, created_at: ctx.now().toISOString() })
    .execute();
  return { message: referralMessages.leadThanks };
}

const zero = (): ReferralTotals => ({ visits: 0, leads: 0, signups: 0, revenueCents: 0, commissionCents: 0 });
const day = sql<string>`substr(${sql.ref('at')}, 1, 10)`;

/** Visits, leads, sign-ups, revenue and commission per UTC day of the range, for the user's links (or one of them). */
export async function statistic(ctx: AppContext, userId: number, query: z.output<typeof referralStatisticQuerySchema>): Promise<ReferralStatistic> {
  const links = await userLinks(ctx.db, userId);
  let ids = links.map((l) => Number(l.id));
  if (query.linkId !== undefined) {
    if (!ids.includes(query.linkId)) throw notFound();
    ids = [query.linkId];
  }
  const dates = daysBetween(query.from, query.to);
  const days = new Map(dates.map((d) => [d, zero()]));
  const start = `${query.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString();
  if (ids.length > 0) {
    const perDay = (table: 'referral_visits' | 'referral_leads', column: 'visited_at' | 'created_at') =>
      ctx.db
        .selectFrom(ctx.db.selectFrom(table).select(`${column} as at`).where('link_id', 'in', ids).where(column, '>=', start).where(column, '<', end).as('rows'))
        .select([day.as('date'), (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(day)
        .execute();
    const [visits, leads, money, signups] = await Promise.all([
      perDay('referral_visits', 'visited_at'),
      perDay('referral_leads', 'created_at'),
      ctx.db
        .selectFrom(ctx.db.selectFrom('referral_commissions').select(['created_at as at', 'revenue_cents', 'commission_cents'])
          .where('link_id', 'in', ids).where('created_at', '>=', start).where('created_at', '<', end).as('rows'))
        .select((eb) => [day.as('date'), eb.fn.sum<number>('revenue_cents').as('revenue'), eb.fn.sum<number>('commission_cents').as('commission')])
        .groupBy(day)
        .execute(),
      signupsOf(ctx.db, userId, ids),
    ]);
    for (const r of visits) { const d = days.get(r.date); if (d) d.visits = Number(r.n); }
    for (const r of leads) { const d = days.get(r.date); if (d) d.leads = Number(r.n); }
    for (const r of money) { const d = days.get(r.date); if (d) { d.revenueCents = Number(r.revenue ?? 0); d.commissionCents = Number(r.commission ?? 0); } }
    for (const s of signups) { const d = days.get(s.created.slice(0, 10)); if (d) d.signups += 1; }
  }
  const totals = zero();
  for (const d of days.values()) {
    totals.visits += d.visits; totals.leads += d.leads; totals.signups += d.signups;
    totals.revenueCents += d.revenueCents; totals.commissionCents += d.commissionCents;
  }
  return { totals, days: dates.map((date) => ({ date, ...(days.get(date) ?? zero()) })) };
}

/**
 * A referred account bought credit: pays the commission into the referrer's open referral order,
 * inside the purchase's own transaction, once per source (the unique index on source). Answers the
 * commission in cents (0 when the account was not referred, the program is paused, or it rounds to 0).
 */
export async function payReferralCommissionWithin(trx: Db, referredUserId: number, revenueCents: number, source: string, at: Date): Promise<number> {
  const link = await referringLink(trx, referredUserId);
  if (!link || link.status !== 'active') return 0;
  const already = await trx.selectFrom('referral_commissions').select('id').where('source', '=', source).executeTakeFirst();
  if (already) return 0;
  const cents = commissionCents(revenueCents, link.rateBp);
  if (cents === 0) return 0;
  const when = at.toISOString();
  const open = await trx
    .selectFrom('orders').select('id')
    .where('user_id', '=', link.ownerId).where('type', '=', 'referral').where('status', '=', 'open')
    .orderBy('id').executeTakeFirst();
  const orderId = open
    ? Number(open.id)
    : Number((await trx.insertInto('orders').values({
        user_id: link.ownerId, type: 'referral', amount_cents: 0, status: 'open', failure_message: null, package_id: null,
        idempotency_key: null, received_at: null, succeeded_at: null, created_at: when, updated_at: when,
      }).returning('id').executeTakeFirstOrThrow()).id);
  await trx
    .updateTable('orders')
    .set((eb) => ({ amount_cents: eb('amount_cents', '+', cents), updated_at: when }))
    .where('id', '=', orderId)
    .execute();
  await trx
    .insertInto('referral_commissions')
    .values({
      link_id: link.linkId, referred_user_id: referredUserId, source, revenue_cents: revenueCents, rate_bp: link.rateBp,
      commission_cents: cents, order_id: orderId, created_at: when,
    })
    .execute();
  return cents;
}
