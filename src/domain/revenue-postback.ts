// The conversion postback URL a user pastes into their tracker (issue 13, tracking tab). The engine's
// postback (GET /carrier/postback?click_id&payout, decision 29) counts a conversion on the message
// whose key is click_id, once; the tracker knows that key only through the parameter the user mapped
// Message ID to, so the URL names that parameter in the tracker's own token syntax.
import type { Mapping } from './revenue-tracking';
import { vendorToken, type VendorInfo } from './revenue-vendors';

/** The engine's postback path under the API base. */
export const POSTBACK_PATH = '/carrier/postback';

/**
 * `apiBase` is the server's public address with the API prefix (https://app.example.com/api/v1).
 * Without a vendor, or with Message ID unmapped, the tokens are the generic {click_id} and {payout}.
 */
export function postbackUrl(apiBase: string, vendor: VendorInfo | null, mapping: Mapping | null): string {
  const clickParameter = mapping && mapping.messageId !== '' ? mapping.messageId : 'click_id';
  const clickToken = vendor ? vendorToken(vendor.tokenStyle, clickParameter) : `{${clickParameter}}`;
  const payoutToken = vendor ? vendorToken(vendor.tokenStyle, vendor.payoutToken) : '{payout}';
  return `${apiBase.replace(/\/+$/, '')}${POSTBACK_PATH}?click_id=${clickToken}&payout=${payoutToken}`;
}
