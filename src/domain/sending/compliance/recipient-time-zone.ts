// Where a recipient is, for the rules that depend on it (quiet hours, state law): its state or
// province when the contact record has one, else the NANP area code of its phone.
//
// The state wins over the area code because numbers move with their owners (a 212 number in
// Florida is under Florida's law and clock). When both agree, the area code is the finer answer:
// it knows that 850 is the Central part of Florida. Unknown answers null, and the caller must then
// treat the contact conservatively (quiet-hours.ts uses the window that is open everywhere).
import { AREA_CODE_ZONES, AREA_CODES_BY_REGION, REGION_TIME_ZONES, type RegionCode } from './us-area-codes';

/** What the rules need of a contact: its phone (E.164 or NANP digits) and, if known, its state. */
export interface RecipientContact {
  phone: string;
  /** A USPS / Canada Post code ('FL', 'on') or a full name ('Florida', 'New Brunswick'). */
  state?: string | null;
}

export interface RecipientLocation {
  region: RegionCode;
  timeZone: string;
  /** What the answer came from. */
  source: 'state' | 'areaCode';
}

const REGION_NAMES: Record<string, RegionCode> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT',
  DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', 'WASHINGTON DC': 'DC', 'WASHINGTON D C': 'DC', FLORIDA: 'FL', GEORGIA: 'GA',
  HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL', INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA',
  MAINE: 'ME', MARYLAND: 'MD', MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN', MISSISSIPPI: 'MS', MISSOURI: 'MO',
  MONTANA: 'MT', NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM',
  'NEW YORK': 'NY', 'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR',
  PENNSYLVANIA: 'PA', 'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX',
  UTAH: 'UT', VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  'PUERTO RICO': 'PR', 'US VIRGIN ISLANDS': 'VI', 'VIRGIN ISLANDS': 'VI', GUAM: 'GU', 'NORTHERN MARIANA ISLANDS': 'MP',
  'AMERICAN SAMOA': 'AS',
  'BRITISH COLUMBIA': 'BC', ALBERTA: 'AB', SASKATCHEWAN: 'SK', MANITOBA: 'MB', ONTARIO: 'ON', QUEBEC: 'QC',
  'NEW BRUNSWICK': 'NB', 'NOVA SCOTIA': 'NS', 'PRINCE EDWARD ISLAND': 'PE', 'NEWFOUNDLAND AND LABRADOR': 'NL',
  NEWFOUNDLAND: 'NL', YUKON: 'YT', 'NORTHWEST TERRITORIES': 'NT', NUNAVUT: 'NU',
};

const isRegionCode = (code: string): code is RegionCode => Object.hasOwn(REGION_TIME_ZONES, code);

/** The region a state cell names, or null: 'fl', 'FL', 'Florida', 'Québec' all read. */
export function regionOfState(state: string | null | undefined): RegionCode | null {
  if (!state) return null;
  const key = state
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // Québec -> Quebec
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
  if (isRegionCode(key)) return key;
  return REGION_NAMES[key] ?? null;
}

const REGION_OF_AREA_CODE = new Map<string, RegionCode>(
  Object.entries(AREA_CODES_BY_REGION).flatMap(([region, codes]) => codes.map((code) => [code, region as RegionCode] as const)),
);

/** The NANP area code of a phone (+1 NPA NXX XXXX, with or without the +1), or null for any other number. */
export function nanpAreaCode(phone: string): string | null {
  const international = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (international || digits.length === 11) {
    if (!digits.startsWith('1')) return null;
    digits = digits.slice(1);
  }
  // NPA and NXX both start with 2-9 (NANP numbering plan).
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits.slice(0, 3) : null;
}

/** The zone of a US or Canadian geographic area code, or null (toll-free, non-geographic, Caribbean). */
export function areaCodeTimeZone(areaCode: string): string | null {
  const region = REGION_OF_AREA_CODE.get(areaCode);
  if (!region) return null;
  return AREA_CODE_ZONES[areaCode] ?? REGION_TIME_ZONES[region];
}

/** The recipient's region and time zone, or null when neither its state nor its phone tells. */
export function recipientLocation(contact: RecipientContact): RecipientLocation | null {
  const state = regionOfState(contact.state);
  const areaCode = nanpAreaCode(contact.phone);
  const areaRegion = areaCode ? (REGION_OF_AREA_CODE.get(areaCode) ?? null) : null;
  if (state) {
    const timeZone = areaCode && areaRegion === state ? (areaCodeTimeZone(areaCode) ?? REGION_TIME_ZONES[state]) : REGION_TIME_ZONES[state];
    return { region: state, timeZone, source: 'state' };
  }
  if (areaCode && areaRegion) return { region: areaRegion, timeZone: areaCodeTimeZone(areaCode) ?? REGION_TIME_ZONES[areaRegion], source: 'areaCode' };
  return null;
}

/** The recipient's IANA time zone, or null when unknown. */
export function recipientTimeZone(contact: RecipientContact): string | null {
  return recipientLocation(contact)?.timeZone ?? null;
}

/** The compliance view of a stored contact (src/domain/contacts.ts keeps the state in fields.stateCode). */
export function recipientOfContact(contact: { phone: string; fields: Record<string, string> }): RecipientContact {
  return { phone: contact.phone, state: contact.fields.stateCode || contact.fields.ProvinceStateName || null };
}
