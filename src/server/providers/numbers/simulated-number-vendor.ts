// A deterministic number vendor for the US and Canada (the NANP, which libphonenumber-js validates):
// every area code has a fixed stock of numbers, between 20 and 80 depending on the area code, the
// same numbers in the same order on every run. 'exact' buys only in the area code, 'nearby' goes on
// to area codes sharing its first two digits, 'any' takes any area code; toll-free buys 8XX numbers.
// An order larger than the stock is filled in part, with the reason; an area code with no numbers
// fails. Numbers arrive five at a time, stepDelayMs apart. A number is free when no group holds it
// (the `taken` check), so a released number goes back to the stock by itself. The carrier check
// of a scrub finds a fixed few numbers not working or flagged as spam.
import { createHash } from 'node:crypto';
import type { NumberRequest, NumberVendor, Reservation } from './number-vendor';
import { createPhoneNormalizer } from '../../modules/contacts/phones/phone-normalizer';

const NANP = ['US', 'CA'];
const TOLL_FREE = ['800', '833', '844', '855', '866', '877', '888'];
/** Area codes a 'nearby' or 'any' order may go on to, in this order. */
const AREA_CODES = [
  '201', '202', '203', '205', '206', '207', '208', '209', '210', '212', '213', '214', '215', '216', '217', '218', '219', '224',
  '225', '228', '229', '231', '234', '239', '240', '248', '251', '252', '253', '254', '256', '260', '262', '267', '269', '270',
  '301', '302', '303', '304', '305', '307', '308', '309', '310', '312', '313', '314', '315', '316', '317', '318', '319', '320',
  '401', '402', '404', '405', '406', '407', '408', '409', '410', '412', '413', '414', '415', '416', '417', '418', '419', '423',
  '501', '502', '503', '504', '505', '507', '508', '509', '510', '512', '513', '514', '515', '516', '517', '518', '519', '520',
  '601', '602', '603', '604', '605', '606', '607', '608', '609', '610', '612', '613', '614', '615', '616', '617', '618', '619',
  '701', '702', '703', '704', '705', '706', '707', '708', '709', '712', '713', '714', '715', '716', '717', '718', '719', '720',
  '801', '802', '803', '804', '805', '806', '807', '808', '810', '812', '813', '814', '815', '816', '817', '818', '819', '828',
  '901', '902', '903', '904', '905', '906', '907', '908', '909', '910', '912', '913', '914', '915', '916', '917', '918', '919',
];
const PER_STEP = 5;
export const NOT_WORKING = 'Not working at the carrier';
export const SPAM_FLAGGED = 'Flagged as spam by carriers';

const hash = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);

export class SimulatedNumberVendor implements NumberVendor {
  constructor(readonly stepDelayMs = 400) {}

  /** The fixed stock of one area code: 20-80 valid numbers, in a fixed order. */
  stock(country: string, areaCode: string): string[] {
    const normalize = createPhoneNormalizer(country);
    const size = 20 + (hash(`stock:${areaCode}`) % 61);
    const numbers: string[] = [];
    for (let i = 0; numbers.length < size && i < size * 4; i++) {
      const n = hash(`${areaCode}:${i}`);
      const exchange = 200 + (n % 800);
      const line = String(Math.floor(n / 800) % 10_000).padStart(4, '0');
      const phone = normalize(`+1${areaCode}${exchange}${line}`);
      if (phone && phone.startsWith(`+1${areaCode}`) && !numbers.includes(phone)) numbers.push(phone);
    }
    return numbers;
  }

  private areaCodes(request: NumberRequest): string[] {
    if (request.phoneCategory === 'tollfree') return TOLL_FREE;
    if (request.areaCodeSelectionMode === 'any') return request.areaCode ? [request.areaCode, ...AREA_CODES.filter((a) => a !== request.areaCode)] : AREA_CODES;
    if (request.areaCodeSelectionMode === 'nearby') {
      return [request.areaCode, ...AREA_CODES.filter((a) => a !== request.areaCode && a.slice(0, 2) === request.areaCode.slice(0, 2))];
    }
    return [request.areaCode];
  }

  async reserve(request: NumberRequest, count: number, taken: (phone: string) => Promise<boolean>): Promise<Reservation> {
    if (!NANP.includes(request.country)) return { numbers: [], shortfall: `No numbers are available in ${request.country}` };
    if (this.stepDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.stepDelayMs));
    const want = Math.min(count, PER_STEP);
    const numbers: string[] = [];
    for (const areaCode of this.areaCodes(request)) {
      if (!/^\d{3}$/.test(areaCode)) continue;
      for (const phone of this.stock(request.country, areaCode)) {
        if (numbers.length === want) break;
        if (numbers.includes(phone) || (await taken(phone))) continue;
        numbers.push(phone);
      }
      if (numbers.length === want) break;
    }
    if (numbers.length === want) return { numbers, shortfall: null };
    const where = request.phoneCategory === 'tollfree' ? 'toll-free' : `area code ${request.areaCode || 'any'}`;
    return { numbers, shortfall: numbers.length === 0 ? `No more numbers are available in ${where}` : `Only part of the order was available in ${where}` };
  }

  /** About one number in 25 is not working and one in 16 flagged as spam, the same ones on every run. */
  async check(phones: readonly string[]): Promise<Map<string, string | null>> {
    return new Map(
      phones.map((phone) => {
        const n = hash(`health:${phone}`) % 400;
        return [phone, n < 16 ? NOT_WORKING : n < 41 ? SPAM_FLAGGED : null];
      }),
    );
  }

  async release(): Promise<void> {
    // Nothing to do: the stock is fixed, and a number no group holds is free again.
  }
}
