// Outgoing calls to URLs a user typed (a responder's fire_request, the public API's delivery and
// reply webhooks, the live-feed forward) must not reach into the platform's own network (SSRF):
// private, loopback, link-local, carrier-grade NAT and unspecified addresses are refused unless the
// server allows them (RESPONDER_WEBHOOK_PRIVATE=allow: tests, an intranet). The one place that says
// which addresses are private (decision 46).
// - When a URL is saved: `savedUrlRefusal` refuses a literal private address or a name that is local
//   by definition (localhost, *.localhost, *.local, *.internal), and a name that resolves to a private
//   address now. A name that does not resolve is accepted: DNS may not know it yet.
// - When it is called: `callRefusal` resolves the name again and refuses any private answer (the
//   answer may have changed since it was saved).
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

const PRIVATE = new BlockList();
for (const [net, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16], ['100.64.0.0', 10], ['0.0.0.0', 8]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

export const PRIVATE_ADDRESS_REFUSED = 'Private and local addresses cannot be called';

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host without IPv6 brackets, lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Names that are local whatever DNS answers. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal)\.?$/;

export interface AddressOptions {
  allowPrivate: boolean;
  /** How long a name lookup may take. */
  timeoutMs: number;
}

class LookupTimeout extends Error {}

/** The promise, or a LookupTimeout after `ms` (a name lookup has no signal to abort it by). */
export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error = () => new LookupTimeout()): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What the URL itself says, without asking DNS: not http(s), a local name or a private address literal. */
export function literalRefusal(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https addresses can be called';
  if (allowPrivate) return null;
  const host = hostOf(url);
  return LOCAL_NAME.test(host) || isPrivateAddress(host) ? PRIVATE_ADDRESS_REFUSED : null;
}

/** Why the URL may not be called now, or null. Throws when the name cannot be resolved (the call would fail anyway). */
export async function callRefusal(url: URL, options: AddressOptions, timeout?: () => Error): Promise<string | null> {
  const literal = literalRefusal(url, options.allowPrivate);
  if (literal !== null || options.allowPrivate) return literal;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await withTimeout(lookup(host, { all: true }), options.timeoutMs, timeout)).map((a) => a.address);
  return addresses.some(isPrivateAddress) ? PRIVATE_ADDRESS_REFUSED : null;
}

/** Whether a URL typed into a setting points at a private or local address (see the header); false for '' and for what is not a URL. */
export async function isPrivateUrl(text: string, options: AddressOptions): Promise<boolean> {
  if (options.allowPrivate || text.trim() === '') return false;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  try {
    return (await callRefusal(url, options)) === PRIVATE_ADDRESS_REFUSED;
  } catch {
    // Not resolvable now: accepted; the call checks again.
    return false;
  }
}
