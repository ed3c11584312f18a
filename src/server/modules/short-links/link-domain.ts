// The one place that says whether a user may put a short link on a domain. null is the embedded
// default (this app's host, under /l), which every user may use. Any other domain must be one of
// the user's active domains: the domains area owns that table, so until it is wired in here every
// other domain is refused (the merge makes this consult it).
import { shortLinkMessages } from '@domain/short-links';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';

export async function assertLinkDomainAllowed(_ctx: AppContext, _userId: number, domain: string | null): Promise<void> {
  if (domain === null) return;
  throw badRequest('domain', shortLinkMessages.domainNotYours);
}
