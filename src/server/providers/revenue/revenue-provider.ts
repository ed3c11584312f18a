// A tracking vendor's reporting API, as "Update revenue" and the Voluum tab read it (issue 13,
// decision 44): the conversions it recorded for the user's clicks, page by page, and its campaign
// report. The built-in simulator is the default (no vendor is reachable here); a real vendor client
// implements the same interface with the account's credentials.
import type { TrackingVendor } from '@domain/revenue-vendors';

/** Whose account at which vendor: the credentials the user saved. */
export interface VendorAccount {
  userId: number;
  vendor: TrackingVendor;
  subDomain: string;
  accessId: string;
  accessKey: string;
}

export interface ReportWindow {
  from: Date;
  to: Date;
}

/** One conversion as the vendor reports it: the message ID our link carried (mapped to a vendor parameter) and its payout. */
export interface VendorConversion {
  clickId: string;
  revenueCents: number;
  convertedAt: Date;
}

export interface ConversionPage {
  conversions: VendorConversion[];
  /** Where the next page starts; null when this was the last. */
  nextCursor: string | null;
  /** How much of the report has been read, 0-1. */
  progress: number;
}

export interface VendorCampaign {
  campaignId: string;
  campaignName: string;
  visits: number;
  conversions: number;
  revenueCents: number;
}

/** The vendor refused the credentials (or the account): the pull fails with this message. */
export class VendorRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorRefused';
  }
}

export interface RevenueProvider {
  conversions(account: VendorAccount, window: ReportWindow, page: { cursor: string | null; limit: number }): Promise<ConversionPage>;
  campaigns(account: VendorAccount, window: ReportWindow): Promise<VendorCampaign[]>;
}
