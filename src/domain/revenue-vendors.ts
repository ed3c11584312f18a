// The tracking vendors a user can connect for revenue tracking (issue 13; 001 §3 "Revenue tracking",
// §7 "GET revenue-tracking/vendors"). The spec names Voluum; the others are the trackers and
// affiliate networks senders of this kind of traffic use most (decision 44). Each says which
// parameters its tracking links carry by default (a user may add their own) and how its postback
// URLs write a token: the tracking tab builds the ready-to-copy postback URL from this.
import { z } from 'zod';

export const TRACKING_VENDOR_KEYS = ['voluum', 'binom', 'redtrack', 'everflow', 'cake', 'hasoffers'] as const;
export const trackingVendorSchema = z.enum(TRACKING_VENDOR_KEYS, { error: 'Vendor is not supported' });
export type TrackingVendor = z.infer<typeof trackingVendorSchema>;

/** How a vendor writes a token in the postback URL it calls: {var1} or #s1#. */
export type TokenStyle = 'braces' | 'hashes';

export interface VendorInfo {
  vendor: TrackingVendor;
  name: string;
  /** What the sub-domain field holds, as the vendor's own dashboard shows it. */
  subDomainExample: string;
  pathParams: readonly string[];
  queryParams: readonly string[];
  tokenStyle: TokenStyle;
  /** The vendor's token for the conversion's payout. */
  payoutToken: string;
}

const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export const TRACKING_VENDOR_LIST: readonly VendorInfo[] = [
  { vendor: 'voluum', name: 'Voluum', subDomainExample: 'yourname.voluumtrk.com', pathParams: ['campaignId'], queryParams: numbered('var', 10), tokenStyle: 'braces', payoutToken: 'payout' },
  { vendor: 'binom', name: 'Binom', subDomainExample: 'track.yourdomain.com', pathParams: [], queryParams: numbered('t', 10), tokenStyle: 'braces', payoutToken: 'payout' },
  { vendor: 'redtrack', name: 'RedTrack', subDomainExample: 'yourname.rdtk.io', pathParams: ['campaignId'], queryParams: numbered('sub', 10), tokenStyle: 'braces', payoutToken: 'payout' },
  { vendor: 'everflow', name: 'Everflow', subDomainExample: 'www.yourname.com', pathParams: [], queryParams: numbered('sub', 5), tokenStyle: 'braces', payoutToken: 'payout_amount' },
  { vendor: 'cake', name: 'CAKE', subDomainExample: 'yourname.cakemarketing.com', pathParams: [], queryParams: numbered('s', 5), tokenStyle: 'hashes', payoutToken: 'price' },
  { vendor: 'hasoffers', name: 'HasOffers', subDomainExample: 'yourname.go2cloud.org', pathParams: [], queryParams: ['aff_sub', ...numbered('aff_sub', 5).slice(1)], tokenStyle: 'braces', payoutToken: 'payout' },
];

export function vendorInfo(vendor: TrackingVendor): VendorInfo {
  const info = TRACKING_VENDOR_LIST.find((v) => v.vendor === vendor);
  if (!info) throw new Error(`Unknown tracking vendor ${vendor}`);
  return info;
}

/** A token as the vendor writes it in a postback URL. */
export const vendorToken = (style: TokenStyle, name: string) => (style === 'hashes' ? `#${name}#` : `{${name}}`);
