// How a domains row reads on the wire, and the one place that finishes releases that are due.
import type { Domain, DomainStatus } from '@domain/domains';
import type { AppContext } from '../../context';
import type { DomainRow } from '../../db/database';
import { iso } from '../../lib/time';

export type DomainRowWithGroup = DomainRow & { group_name: string | null };

export function viewDomain(r: DomainRowWithGroup): Domain {
  const errors: unknown = JSON.parse(r.setup_errors);
  return {
    id: Number(r.id),
    name: r.name,
    groupId: r.group_id === null ? null : Number(r.group_id),
    groupName: r.group_name,
    status: r.status as DomainStatus,
    active: r.active === 1,
    source: r.source,
    priceCents: r.price_cents === null ? null : Number(r.price_cents),
    errors: Array.isArray(errors) ? errors.map(String) : [],
    createdAt: r.created_at,
  };
}

/**
 * A released domain stays RELEASING for a few minutes (the spec's 'will be released in few
 * minutes'), then goes back to the registrar. Done lazily by the calls that list domains, so no
 * timer is needed and a test moves the clock instead of waiting.
 */
export async function finishDueReleases(ctx: AppContext, userId: number): Promise<void> {
  const due = await ctx.db
    .selectFrom('domains')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('status', '=', 'RELEASING')
    .where('release_at', '<=', iso(ctx.now()))
    .execute();
  if (due.length === 0) return;
  await ctx.db.deleteFrom('domains').where('id', 'in', due.map((d) => d.id)).execute();
  await ctx.registrar.release(due.map((d) => d.name));
}
