// The one place that says whether a user may put a short link on a domain. null is the embedded
// default (this app's host, under /l), which every user may use. Any other domain must be one of
// the user's own active domains (verified or bought, not being released: the domains table's
// `active`), matched on its lower-cased name.
import { shortLinkMessages } from '@domain/short-links';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';

export async function assertLinkDomainAllowed(ctx: AppContext, userId: number, domain: string | null): Promise<void> {
  if (domain === null) return;
  const own = await ctx.db
    .selectFrom('domains')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_key', '=', domain.trim().toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!own) throw badRequest('domain', shortLinkMessages.domainNotYours);
}
