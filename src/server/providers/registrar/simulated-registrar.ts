// A deterministic registrar: the same search gives the same names and prices on every run. Names
// are the keyword, then the keyword with fixed suffixes (and accented ones when unicode is asked
// for), in that order. About one name in five is registered elsewhere (never offered, refused if
// bought by name), about one purchase in six fails at the registry, and about one own domain in
// four fails its DNS check with setup errors: so partial orders, failures and setup errors happen
// with the simulator as they do with a real registrar. Prices depend on the TLD and the name.
import { createHash } from 'node:crypto';
import { DOMAIN_TLDS, hasAccent, type DomainTld } from '@domain/domains';
import type { DnsCheck, PurchaseOutcome, Registrar, RegistrarOffer, RegistrarSearch } from './registrar';

/** The platform's address own domains must point at. */
export const PLATFORM_IP = '203.0.113.10';
const BASE_PRICE_CENTS: Record<DomainTld, number> = {
  xyz: 199, site: 299, club: 399, com: 1199, top: 149, vip: 599, fit: 499, loan: 249, live: 399, fun: 249, space: 299, today: 349,
};
const SUFFIXES = ['', 'hub', 'now', 'pro', '-online', 'app', 'zone', 'best', 'go', '-shop', '24', 'world', 'club', 'plus', 'daily', 'deals', 'link', 'point', 'spot', 'base', 'net', 'team', 'one', 'max', 'top', 'lab', 'box', 'wave', 'nest', 'mart'];
const UNICODE_SUFFIXES = ['ü', 'ñ', 'é', 'ö', 'ç', 'ä'];

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);
const isTld = (tld: string): tld is DomainTld => (DOMAIN_TLDS as readonly string[]).includes(tld);

export class SimulatedRegistrar implements Registrar {
  constructor(readonly stepDelayMs = 300) {}

  /** Registered elsewhere: never offered, refused when bought. */
  registeredElsewhere(domain: string): boolean {
    return hash(`taken:${domain}`) % 5 === 0;
  }

  /** The registry refuses this purchase (the registrar's own failure, not the buyer's). */
  failsAtRegistry(domain: string): boolean {
    return hash(`buy:${domain}`) % 6 === 0;
  }

  /** The keyword as a name label: lower case, letters (any script when unicode is allowed), digits, hyphens. */
  private label(keyword: string, unicode: boolean): string {
    const lower = keyword.trim().toLowerCase().replace(/\s+/g, '-');
    const allowed = unicode ? /[^\p{L}\p{N}-]/gu : /[^a-z0-9-]/g;
    return lower.normalize(unicode ? 'NFC' : 'NFD').replace(allowed, '').replace(/^-+|-+$/g, '').slice(0, 40);
  }

  quote(domain: string): number | null {
    const tld = tldOf(domain);
    if (!isTld(tld) || this.registeredElsewhere(domain)) return null;
    const unicode = hasAccent(domain);
    return BASE_PRICE_CENTS[tld] + (hash(`price:${domain}`) % 300) + (unicode ? 100 : 0);
  }

  async search(request: RegistrarSearch, taken: (domain: string) => Promise<boolean>): Promise<RegistrarOffer[]> {
    const label = this.label(request.keyword, request.unicodeIncluded);
    if (label === '') return [];
    const names = SUFFIXES.map((s) => `${label}${s}.${request.tld}`);
    if (request.unicodeIncluded) {
      // Accented names interleaved after the plain ones they resemble.
      UNICODE_SUFFIXES.forEach((u, i) => names.splice(2 + i * 3, 0, `${label}${u}.${request.tld}`));
    }
    const offers: RegistrarOffer[] = [];
    for (const domain of names) {
      if (offers.length === request.quantity) break;
      const price = this.quote(domain);
      if (price === null || price < request.priceFromCents || price > request.priceToCents) continue;
      if (await taken(domain)) continue;
      offers.push({ domain, tld: request.tld, priceCents: price, unicode: hasAccent(domain) });
    }
    return offers;
  }

  async buy(domain: string): Promise<PurchaseOutcome> {
    if (this.stepDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.stepDelayMs));
    const price = this.quote(domain);
    if (price === null) return { ok: false, message: `${domain} is not available` };
    if (this.failsAtRegistry(domain)) return { ok: false, message: `The registry refused ${domain}; try another name` };
    return { ok: true, priceCents: price };
  }

  async checkDns(domain: string): Promise<DnsCheck> {
    return this.checkDnsSync(domain);
  }

  /** The same answer every time for the same name. */
  checkDnsSync(domain: string): DnsCheck {
    const n = hash(`dns:${domain}`);
    if (n % 4 !== 0) return { ok: true, errors: [] };
    const errors = [`The A record of ${domain} does not point to ${PLATFORM_IP}`];
    if (n % 8 === 0) errors.push(`The CNAME record of www.${domain} is missing`);
    return { ok: false, errors };
  }

  async release(): Promise<void> {
    // Nothing to do: a name no user holds is free again.
  }
}
