// Where a short link answers: the embedded default under /l on the app's own host, a domain at
// the root of <sub-domain parts>.<domain>. The code is always the last path segment.
import { EMBEDDED_LINK_PREFIX } from '@domain/short-links';

export interface LinkPlace {
  code: string;
  domain: string | null;
  /** Sub-domain parts joined by '.', '' for none. */
  subDomain: string;
  /** Path parts joined by '/', '' for none. */
  path: string;
}

/** The host a link answers on; null for the embedded default. */
export function linkHost(link: Pick<LinkPlace, 'domain' | 'subDomain'>): string | null {
  if (link.domain === null) return null;
  return link.subDomain ? `${link.subDomain}.${link.domain}` : link.domain;
}

/** The request path a link answers on. */
export function linkPath(link: LinkPlace): string {
  const prefix = link.domain === null ? EMBEDDED_LINK_PREFIX : '';
  return `${prefix}/${link.path ? `${link.path}/` : ''}${link.code}`;
}

/** The whole link: the public URL of the app for the embedded default, https on a domain. */
export function shortUrl(link: LinkPlace, publicUrl: string): string {
  const host = linkHost(link);
  return host === null ? `${publicUrl}${linkPath(link)}` : `https://${host}${linkPath(link)}`;
}

/** The last segment of a request path (without query), which is where the code sits. */
export function codeOf(pathname: string): string {
  return pathname.slice(pathname.lastIndexOf('/') + 1);
}
