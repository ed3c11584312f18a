// What the redirect keeps in memory between requests, one per app (ctx.shortLinks): links by code,
// each user's protection settings and blocked addresses (read-through caches, invalidated by this
// process's changes, refreshed after a few seconds for changes made by other processes), the
// click-limit counters and the batching click writer. close() flushes the writer; the app calls it
// on close. See docs/decisions/0016-short-link-redirects.md.
import type { FastifyBaseLogger } from 'fastify';
import type { ShortLinkProtection } from '@domain/short-links';
import type { Db } from '../../db/database';
import type { IpIntel } from '../../providers/ip-intel/ip-intel';
import { ClickLimits } from './click-limits';
import { ClickWriter } from './click-writer';
import { IpBlocklist } from './ip-blocklist';
import type { NewLinkClick } from '../../db/database';
import { loadLinkByCode, type CachedLink } from './link-lookup';
import { readProtection } from './protection';
import { TtlCache } from './ttl-cache';

export interface ShortLinksRuntimeOptions {
  db: Db;
  log: FastifyBaseLogger;
  ipIntel: IpIntel;
  /** How long another process's change may take to be seen here. */
  cacheTtlMs?: number;
  flushIntervalMs?: number;
  flushRows?: number;
  /** Told of each written batch of clicks (the sending engine counts the clicks of sent messages). */
  afterClicks?: (rows: readonly NewLinkClick[]) => Promise<void>;
}

export class ShortLinksRuntime {
  readonly links: TtlCache<string, CachedLink | null>;
  readonly protection: TtlCache<number, ShortLinkProtection>;
  readonly blocked: TtlCache<number, IpBlocklist>;
  readonly writer: ClickWriter;
  readonly limits: ClickLimits;
  readonly ipIntel: IpIntel;

  constructor(options: ShortLinksRuntimeOptions) {
    const { db } = options;
    const ttl = options.cacheTtlMs ?? 5000;
    this.ipIntel = options.ipIntel;
    this.links = new TtlCache((code) => loadLinkByCode(db, code), ttl, 100_000);
    this.protection = new TtlCache((userId) => readProtection(db, userId), ttl, 10_000);
    this.blocked = new TtlCache(
      async (userId) => new IpBlocklist((await db.selectFrom('blocked_ips').select('ip').where('user_id', '=', userId).execute()).map((r) => r.ip)),
      ttl,
      10_000,
    );
    this.writer = new ClickWriter({ db, log: options.log, intervalMs: options.flushIntervalMs, maxRows: options.flushRows, afterWrite: options.afterClicks });
    this.limits = new ClickLimits(db, this.writer);
  }

  close(): Promise<void> {
    return this.writer.close();
  }
}
