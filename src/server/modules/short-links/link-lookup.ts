// Loads a short link by its code for the redirect, in the shape the hot path needs (times as
// epoch milliseconds, the request path and host it answers on precomputed). A link on a domain is
// served only while that domain is still its owner's and active: a released domain (which another
// user may buy next) stops its links within the cache's lifetime.
import type { Db } from '../../db/database';
import { linkHost, linkPath } from './link-paths';

export interface CachedLink {
  id: number;
  userId: number;
  code: string;
  host: string | null;
  path: string;
  targetUrl: string;
  clickLimit: number | null;
  ipClickLimit: number | null;
  expiresAtMs: number | null;
}

/** Codes are letters and digits; anything else is not worth a query. */
export const CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

export async function loadLinkByCode(db: Db, code: string): Promise<CachedLink | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const row = await db.selectFrom('short_links').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return null;
  if (row.domain !== null) {
    const owned = await db.selectFrom('domains').select('id').where('user_id', '=', row.user_id).where('name_key', '=', row.domain).where('active', '=', 1).executeTakeFirst();
    if (!owned) return null;
  }
  const place = { code: row.code, domain: row.domain, subDomain: row.sub_domain, path: row.path };
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    code: row.code,
    host: linkHost(place),
    path: linkPath(place),
    targetUrl: row.target_url,
    clickLimit: row.click_limit === null ? null : Number(row.click_limit),
    ipClickLimit: row.ip_click_limit === null ? null : Number(row.ip_click_limit),
    expiresAtMs: row.expires_at === null ? null : Date.parse(row.expires_at),
  };
}
