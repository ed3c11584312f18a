// What the server asks about a click's address: the connection facts the risk weights need
// (001 §9). A real deployment plugs an IP-reputation service in here; the embedded default is the
// deterministic simulator beside this file.

export type ConnectionType = 'residential' | 'mobile' | 'corporate' | 'other';
export type IpUserType = 'consumer' | 'business' | 'risky' | 'unknown';

export interface IpFacts {
  vpn: boolean;
  publicProxy: boolean;
  residentialProxy: boolean;
  tor: boolean;
  hosting: boolean;
  anycast: boolean;
  connectionType: ConnectionType;
  /** Many users behind one address (carrier NAT, a café). */
  shared: boolean;
  userType: IpUserType;
}

export interface IpIntel {
  lookup(ip: string): Promise<IpFacts>;
}

export const CLEAN_IP: IpFacts = {
  vpn: false,
  publicProxy: false,
  residentialProxy: false,
  tor: false,
  hosting: false,
  anycast: false,
  connectionType: 'residential',
  shared: false,
  userType: 'consumer',
};
