// The domain registrar domain buying talks to: search names with their prices by TLD, buy one
// name, check the DNS of a domain the user brings, release. The built-in simulator is the default
// (no registrar is reachable here); a real one implements the same interface.
import type { DomainTld } from '@domain/domains';

export interface RegistrarSearch {
  tld: DomainTld;
  /** The keyword the names are built from. */
  keyword: string;
  priceFromCents: number;
  priceToCents: number;
  quantity: number;
  /** Offer names with non-ASCII letters too (internationalised names). */
  unicodeIncluded: boolean;
}

export interface RegistrarOffer {
  domain: string;
  tld: DomainTld;
  priceCents: number;
  unicode: boolean;
}

export type PurchaseOutcome = { ok: true; priceCents: number } | { ok: false; message: string };

export interface DnsCheck {
  ok: boolean;
  /** What is wrong with the domain's setup, one line each (empty when ok). */
  errors: string[];
}

export interface Registrar {
  /** Pause before each purchase completes, so a user sees the domains arrive one by one. */
  readonly stepDelayMs: number;
  /** Free names matching the search, cheapest rules first; `taken` says which are already someone's here. */
  search(request: RegistrarSearch, taken: (domain: string) => Promise<boolean>): Promise<RegistrarOffer[]>;
  /** The registration price of a free name, or null when it cannot be bought. */
  quote(domain: string): number | null;
  /** Registers one name (after stepDelayMs). */
  buy(domain: string): Promise<PurchaseOutcome>;
  /** Whether the domain's DNS points at this platform. */
  checkDns(domain: string): Promise<DnsCheck>;
  release(domains: readonly string[]): Promise<void>;
}
