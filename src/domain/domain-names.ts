// Domain names as offers and opt-out links keep them (001 §5: "Domain names in offers are
// normalised before sending"). The normal form is the bare host: lower case, no scheme, no
// user:password@, no port, no path/query/fragment, no trailing dot and no leading 'www.', so
// 'HTTPS://www.Deals.Example.com/x?y' and 'deals.example.com' are the same domain. Decision 17.

/** A host name of letters, digits and hyphens in dot-separated labels, ending in a 2+ letter TLD. */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The normal form of what a user typed as a domain; '' when nothing is left. */
export function normaliseDomain(raw: string): string {
  let text = raw.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.replace(/^[^/@]*@/, '');
  text = text.split(/[/?#]/)[0] ?? '';
  text = text.replace(/:\d*$/, '').replace(/\.+$/, '');
  if (text.startsWith('www.')) text = text.slice(4);
  return text;
}

/** Whether a normalised domain is a well-formed host name. */
export const isDomainName = (domain: string) => HOST.test(domain);

/** Normalised, empties dropped, each kept once in the order first seen. */
export function normaliseDomains(list: readonly string[]): string[] {
  return [...new Set(list.map(normaliseDomain).filter((d) => d !== ''))];
}

/** A typed list of domains: comma, semicolon or newline separated (000 §5 "Domains"), empties dropped. */
export const splitDomainText = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((d) => d.trim())
    .filter((d) => d !== '');
