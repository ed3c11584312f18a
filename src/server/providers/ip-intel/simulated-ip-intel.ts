// The built-in IP-intelligence provider: the same address always gets the same facts, so tests and
// demos repeat. The ranges (IPv4; an IPv4-mapped IPv6 address reads as its IPv4 address):
// - loopback, private (10/8, 172.16/12, 192.168/16), link-local, CGNAT and IPv6 ::1, fc00::/7,
//   fe80::/10: clean (a residential consumer).
// - 198.18.K.x (a benchmarking range, never routed): exactly one fact, by K: 1 VPN, 2 public proxy,
//   3 residential proxy, 4 Tor, 5 hosting, 6 anycast, 7 'other' connection type, 8 shared,
//   9 risky user type, 10 unknown user type; any other K clean.
// - 198.19.M.x: every fact whose bit is set in M: bit 0 VPN, 1 public proxy, 2 residential proxy,
//   3 Tor, 4 hosting, 5 anycast, 6 'other' connection type, 7 shared (198.19.255.x has them all).
// - any other address: a hash of the text picks one of a mix that is mostly clean (about 70%),
//   the rest VPNs, proxies, Tor, hosting, shared or risky users.
import { isIP } from 'node:net';
import { CLEAN_IP, type IpFacts, type IpIntel } from './ip-intel';

const SINGLE_FACTS: Array<Partial<IpFacts>> = [
  {},
  { vpn: true },
  { publicProxy: true },
  { residentialProxy: true },
  { tor: true },
  { hosting: true, connectionType: 'corporate', userType: 'business' },
  { anycast: true },
  { connectionType: 'other' },
  { shared: true },
  { userType: 'risky' },
  { userType: 'unknown' },
];

function fromMask(mask: number): IpFacts {
  const bit = (n: number) => (mask & (1 << n)) !== 0;
  return {
    ...CLEAN_IP,
    vpn: bit(0),
    publicProxy: bit(1),
    residentialProxy: bit(2),
    tor: bit(3),
    hosting: bit(4),
    anycast: bit(5),
    connectionType: bit(6) ? 'other' : 'residential',
    shared: bit(7),
  };
}

/** FNV-1a over the address text: cheap, stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fromHash(ip: string): IpFacts {
  const h = hash(ip);
  const roll = h % 100;
  const mobile = ((h >>> 8) & 3) === 0;
  const base: IpFacts = { ...CLEAN_IP, connectionType: mobile ? 'mobile' : 'residential', shared: mobile };
  if (roll < 70) return base;
  if (roll < 78) return { ...base, vpn: true, hosting: roll % 2 === 0 };
  if (roll < 83) return { ...base, publicProxy: true };
  if (roll < 87) return { ...base, residentialProxy: true };
  if (roll < 89) return { ...base, tor: true, vpn: roll === 88 };
  if (roll < 95) return { ...base, hosting: true, connectionType: 'corporate', userType: 'business' };
  if (roll < 97) return { ...base, shared: true, connectionType: 'other' };
  if (roll < 99) return { ...base, userType: 'risky' };
  return { ...base, userType: 'unknown' };
}

function isCleanV4([a, b]: number[]): boolean {
  return a === 127 || a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b! >= 64 && b! <= 127) || a === 0;
}

export function simulatedIpFacts(address: string): IpFacts {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const kind = isIP(mapped);
  if (kind === 4) {
    const octets = mapped.split('.').map(Number);
    if (isCleanV4(octets)) return CLEAN_IP;
    if (octets[0] === 198 && octets[1] === 18) return { ...CLEAN_IP, ...(SINGLE_FACTS[octets[2]!] ?? {}) };
    if (octets[0] === 198 && octets[1] === 19) return fromMask(octets[2]!);
    return fromHash(mapped);
  }
  if (kind === 6) {
    const lower = mapped.toLowerCase();
    if (lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return CLEAN_IP;
    return fromHash(lower);
  }
  return { ...CLEAN_IP, userType: 'unknown' };
}

export class SimulatedIpIntel implements IpIntel {
  async lookup(ip: string): Promise<IpFacts> {
    return simulatedIpFacts(ip);
  }
}
