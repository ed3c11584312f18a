// A deterministic phone-lookup: the same number always gets the same carrier and line type, so
// demos and tests repeat. The mix is roughly what a US consumer list looks like: 82% mobile, 12%
// landline, 4% unknown, 2% invalid (disconnected).
import { createHash } from 'node:crypto';
import type { LineType, LookupResult, PhoneLookup } from './phone-lookup';

const MOBILE_CARRIERS = ['Verizon Wireless', 'T-Mobile USA', 'AT&T Mobility', 'US Cellular', 'Google Fi'];
const LANDLINE_CARRIERS = ['Lumen', 'Frontier Communications', 'Windstream'];

/** A number's fixed place in [0, 10000): from a hash, so neighbouring numbers are not alike. */
function bucket(phone: string): number {
  return createHash('sha1').update(phone).digest().readUInt32BE(0) % 10_000;
}

export function simulatedLineType(phone: string): { lineType: LineType; pick: number } {
  const b = bucket(phone);
  if (b < 8200) return { lineType: 'MOBILE', pick: b };
  if (b < 9400) return { lineType: 'LANDLINE', pick: b };
  if (b < 9800) return { lineType: 'UNKNOWN', pick: b };
  return { lineType: 'INVALID', pick: b };
}

export class SimulatedPhoneLookup implements PhoneLookup {
  async lookup(phones: readonly string[]): Promise<LookupResult[]> {
    return phones.map((phone) => {
      const { lineType, pick } = simulatedLineType(phone);
      const carrier =
        lineType === 'MOBILE' ? MOBILE_CARRIERS[pick % MOBILE_CARRIERS.length]! : lineType === 'LANDLINE' ? LANDLINE_CARRIERS[pick % LANDLINE_CARRIERS.length]! : null;
      return { phone, lineType, carrier };
    });
  }
}
