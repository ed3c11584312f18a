// The built-in tracking vendor (decision 44). A real tracker sees every click on the links it
// tracks and reports conversions the offer's network posted to it; here the clicks are the user's
// own clicked messages (the short-link redirect marks them). A message already converted through
// the postback is a conversion the tracker relayed and reports as recorded; for the others, whether
// the click converted, for how much and when is decided by a hash of the vendor and the message ID:
// the same every time, so a pull repeated reports the same conversions and the tests and demo repeat.
// Pages walk the user's clicked messages in id order, `limit` clicks per page (the cursor is the
// last message id read); a page carries the conversions among them.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { VendorRefused, type ConversionPage, type RevenueProvider, type ReportWindow, type VendorAccount, type VendorCampaign, type VendorConversion } from './revenue-provider';

/** Share of clicks that convert, in percent. */
const CONVERT_PERCENT = 40;
/** An access key the simulated vendor refuses, so the failure can be seen. */
export const REFUSED_ACCESS_KEY = 'refused-key';

/** A click as the simulator reads it: a conversion already posted back is one the tracker relayed, and reports as it was. */
interface Click {
  idem_key: string;
  clicked_at: string | null;
  converted_at: string | null;
  revenue_cents: number;
}

function reported(vendor: string, click: Click): { revenueCents: number; convertedAt: Date } | null {
  if (click.converted_at !== null) return { revenueCents: Number(click.revenue_cents), convertedAt: new Date(click.converted_at) };
  return simulatedConversion(vendor, click.idem_key, new Date(click.clicked_at ?? 0));
}

/** What the simulated vendor says about one click not posted back: null when it did not convert. */
export function simulatedConversion(vendor: string, messageKey: string, clickedAt: Date): { revenueCents: number; convertedAt: Date } | null {
  const digest = createHash('sha256').update(`${vendor}:${messageKey}`).digest();
  if (digest.readUInt32BE(0) % 100 >= CONVERT_PERCENT) return null;
  // $0.50-$5.00, converted 10 s-10 min after the click.
  return { revenueCents: 50 + (digest.readUInt32BE(4) % 451), convertedAt: new Date(clickedAt.getTime() + (10 + (digest.readUInt32BE(8) % 591)) * 1000) };
}

export class SimulatedRevenueProvider implements RevenueProvider {
  constructor(private readonly db: Db) {}

  private check(account: VendorAccount) {
    if (account.accessKey === REFUSED_ACCESS_KEY) throw new VendorRefused(`${account.subDomain} refused the access key`);
  }

  private clicks(account: VendorAccount, window: ReportWindow) {
    return this.db
      .selectFrom('messages')
      .where('messages.user_id', '=', account.userId)
      .where('messages.clicked_at', 'is not', null)
      .where('messages.clicked_at', '>=', window.from.toISOString())
      .where('messages.clicked_at', '<=', window.to.toISOString());
  }

  async conversions(account: VendorAccount, window: ReportWindow, page: { cursor: string | null; limit: number }): Promise<ConversionPage> {
    this.check(account);
    const after = page.cursor === null ? 0 : Number(page.cursor);
    const rows = await this.clicks(account, window)
      .select(['messages.id', 'messages.idem_key', 'messages.clicked_at', 'messages.converted_at', 'messages.revenue_cents'])
      .where('messages.id', '>', after)
      .orderBy('messages.id')
      .limit(page.limit)
      .execute();
    const conversions: VendorConversion[] = [];
    for (const row of rows) {
      const converted = reported(account.vendor, row);
      if (converted && converted.convertedAt <= window.to) conversions.push({ clickId: row.idem_key, ...converted });
    }
    const last = rows.at(-1);
    const total = await this.clicks(account, window).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const read = last ? await this.clicks(account, window).select((eb) => eb.fn.countAll<number | string>().as('n')).where('messages.id', '<=', Number(last.id)).executeTakeFirstOrThrow() : { n: total.n };
    return {
      conversions,
      nextCursor: rows.length === page.limit && last ? String(last.id) : null,
      progress: Number(total.n) === 0 ? 1 : Number(read.n) / Number(total.n),
    };
  }

  async campaigns(account: VendorAccount, window: ReportWindow): Promise<VendorCampaign[]> {
    this.check(account);
    const rows = await this.clicks(account, window)
      .innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
      .select(['messages.idem_key', 'messages.clicked_at', 'messages.converted_at', 'messages.revenue_cents', 'campaigns.id as campaignId', 'campaigns.title'])
      .execute();
    const per = new Map<number, VendorCampaign>();
    for (const row of rows) {
      const id = Number(row.campaignId);
      const entry = per.get(id) ?? { campaignId: `cmp-${id}`, campaignName: row.title, visits: 0, conversions: 0, revenueCents: 0 };
      entry.visits += 1;
      const converted = reported(account.vendor, row);
      if (converted && converted.convertedAt <= window.to) {
        entry.conversions += 1;
        entry.revenueCents += converted.revenueCents;
      }
      per.set(id, entry);
    }
    return [...per.values()].sort((a, b) => b.revenueCents - a.revenueCents || a.campaignName.localeCompare(b.campaignName));
  }
}
