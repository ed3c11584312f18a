// A user's blocked addresses as the redirect and IP stats test them: single IPs and CIDR ranges
// (203.0.113.0/24, 2001:db8::/32), IPv4 and IPv6, through Node's BlockList. A row that does not
// parse (written before ranges were allowed, or by hand) blocks nothing rather than failing clicks.
import { BlockList, isIP } from 'node:net';

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

export class IpBlocklist {
  private readonly list = new BlockList();
  private readonly exact = new Set<string>();

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [network = '', prefix] = entry.split('/');
      if (isIP(network) === 0) continue;
      try {
        if (prefix === undefined) {
          this.exact.add(entry);
          this.list.addAddress(network, family(network));
        } else this.list.addSubnet(network, Number(prefix), family(network));
      } catch {
        // An unparsable range blocks nothing (see the header).
      }
    }
  }

  has(ip: string): boolean {
    if (this.exact.has(ip)) return true;
    if (isIP(ip) === 0) return false;
    return this.list.check(ip, family(ip));
  }
}
