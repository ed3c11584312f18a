// The phone-lookup provider a scrub asks: carrier and line type of each number. The built-in
// simulator is the default (no lookup service is reachable here); a real one implements the same
// interface. The do-not-call list is not the provider's: it is the dnc_numbers table an admin fills.
export type LineType = 'MOBILE' | 'LANDLINE' | 'UNKNOWN' | 'INVALID';

export interface LookupResult {
  phone: string;
  lineType: LineType;
  carrier: string | null;
}

export interface PhoneLookup {
  /** One answer per number, in the same order. */
  lookup(phones: readonly string[]): Promise<LookupResult[]>;
}
