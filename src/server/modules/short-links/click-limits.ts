// The click limits of a link (in all, and per IP address), counted in memory so the redirect does
// not count rows on every click. A counter starts, the first time a limited link (or one of its
// addresses) is clicked, from the served clicks already in the database plus those the click
// writer still holds; that load runs exclusive of flushes (ClickWriter.exclusive), so no click is
// counted twice or missed while a batch moves from the writer to the database. After that, every
// admitted click increments the counter synchronously, before its row is queued.
import { SERVED_OUTCOMES, type ClickOutcome } from '@domain/short-links';
import type { Db } from '../../db/database';
import type { ClickWriter } from './click-writer';
import type { CachedLink } from './link-lookup';

const served = (outcome: string) => SERVED_OUTCOMES.includes(outcome as ClickOutcome);

export class ClickLimits {
  private readonly totals = new Map<number, number>();
  private readonly perIp = new Map<string, number>();
  private readonly loads = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly writer: ClickWriter,
  ) {}

  /** Whether the link may serve one more click from `ip`; when it may, the click is counted. */
  async admit(link: CachedLink, ip: string): Promise<boolean> {
    const ipKey = `${link.id}|${ip}`;
    if (link.clickLimit !== null && !this.totals.has(link.id)) await this.load(`${link.id}`, link.id, null);
    if (link.ipClickLimit !== null && !this.perIp.has(ipKey)) await this.load(ipKey, link.id, ip);
    const total = this.totals.get(link.id) ?? 0;
    const fromIp = this.perIp.get(ipKey) ?? 0;
    if (link.clickLimit !== null && total >= link.clickLimit) return false;
    if (link.ipClickLimit !== null && fromIp >= link.ipClickLimit) return false;
    if (link.clickLimit !== null) this.totals.set(link.id, total + 1);
    if (link.ipClickLimit !== null) this.perIp.set(ipKey, fromIp + 1);
    return true;
  }

  /** A deleted link's counters go with it. */
  forget(linkId: number): void {
    this.totals.delete(linkId);
    const prefix = `${linkId}|`;
    for (const key of this.perIp.keys()) if (key.startsWith(prefix)) this.perIp.delete(key);
  }

  private load(key: string, linkId: number, ip: string | null): Promise<void> {
    const known = this.loads.get(key);
    if (known) return known;
    const promise = this.writer
      .exclusive(async () => {
        let query = this.db
          .selectFrom('link_clicks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('link_id', '=', linkId)
          .where('outcome', 'in', [...SERVED_OUTCOMES]);
        if (ip !== null) query = query.where('ip', '=', ip);
        const stored = Number((await query.executeTakeFirstOrThrow()).n);
        // Read synchronously after the query: no flush can have moved rows meanwhile.
        const waiting = this.writer.pending((row) => row.link_id === linkId && served(row.outcome) && (ip === null || row.ip === ip));
        if (ip === null) this.totals.set(linkId, stored + waiting);
        else this.perIp.set(key, stored + waiting);
      })
      .finally(() => this.loads.delete(key));
    this.loads.set(key, promise);
    return promise;
  }
}
