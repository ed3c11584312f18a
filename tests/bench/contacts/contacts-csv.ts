// The contacts benchmark's file: N rows of realistic contacts (names, email, city, state, zip and
// two custom columns), phones of valid US numbers written in the shapes people type, 2% invalid
// phones and 3% repeats of an earlier number (in another shape), all from a seeded PRNG so every run
// gets the same bytes. The same rows, already normalised, feed the bare insert loop it is compared to.
//
// Phones are unique by construction: the k-th new number is slot (k * P + C) mod M over the
// area codes x exchanges 200-999 x lines 0000-9999 (P prime, coprime with M), which libphonenumber-js
// ('max' metadata) holds valid for every area code listed (checked when this was written, and on a
// sample at each run by the benchmark).
import { createWriteStream } from 'node:fs';
import type { ContactTuple } from '@server/modules/contacts/import/contact-writer';
import type { ColumnMapping } from '@domain/contacts';

const AREA_CODES = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 224, 225, 228, 229, 231, 234, 239,
  240, 248, 251, 252, 253, 254, 256, 260, 262, 267, 269, 270, 272, 276, 281, 301, 302, 303, 304, 305, 307, 308, 309, 310,
  312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 323, 325, 330, 331, 334, 336, 337, 339, 347, 351, 352, 360, 361, 385,
  386, 401, 402, 404, 405, 406, 407, 408, 409, 410, 412, 413, 414, 415, 417, 419, 423, 424, 425, 430, 432, 434, 435, 440,
  442, 443, 458, 469, 470, 475, 478, 479, 480, 484, 501, 502, 503, 504, 505, 507, 508, 509, 510, 512, 513, 515, 516, 517,
  518, 520, 530, 540, 541, 551, 559, 561, 562, 563, 570, 571, 573, 574, 575, 580, 585, 586, 601, 602, 603, 605, 606, 607,
  608, 609, 610, 612, 614, 615, 616, 617, 618, 619, 620, 623, 626, 630, 631, 636, 641, 646, 650, 651, 657, 660, 661, 662,
  678, 682, 701, 702, 703, 704, 706, 707, 708, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 727, 731, 732, 734, 737,
  740, 747, 754, 757, 760, 763, 765, 770, 772, 773, 774, 775, 779, 781, 785, 786, 801, 802, 803, 804, 805, 806, 808, 810,
  812, 813, 814, 815, 816, 817, 818, 828, 830, 831, 832, 843, 845, 847, 848, 850, 856, 857, 858, 859, 860, 862, 863, 864,
  865, 870, 878, 901, 903, 904, 906, 907, 908, 909, 910, 912, 913, 914, 915, 916, 917, 918, 919, 920, 925, 928, 929, 931,
  936, 937, 940, 941, 947, 949, 951, 952, 954, 956, 970, 971, 972, 973, 978, 979, 980, 985, 989,
];
const EXCHANGES = 800; // 200..999
const SLOTS = AREA_CODES.length * EXCHANGES * 10_000;
const STEP = 2_654_435_761; // prime, so k -> (k * STEP + OFFSET) mod SLOTS is one-to-one

const FIRST = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Dorothy', 'George', 'Melissa',
  'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Edward', 'Rebecca', 'Jason', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia',
  'José', 'María', 'Nguyễn', 'Zoë', 'Renée', 'Chloé', 'Siobhan', 'Aaliyah', 'Mohammed', 'Wei',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', "O'Brien", 'Van der Berg', 'Smith-Jones', 'McDonald', 'Müller',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'comcast.net', 'example.org'];
/** City, state, first three digits of its zip codes. */
const PLACES: Array<[string, string, string]> = [
  ['New York', 'NY', '100'], ['Los Angeles', 'CA', '900'], ['Chicago', 'IL', '606'], ['Houston', 'TX', '770'],
  ['Phoenix', 'AZ', '850'], ['Philadelphia', 'PA', '191'], ['San Antonio', 'TX', '782'], ['San Diego', 'CA', '921'],
  ['Dallas', 'TX', '752'], ['San Jose', 'CA', '951'], ['Austin', 'TX', '787'], ['Jacksonville', 'FL', '322'],
  ['Fort Worth', 'TX', '761'], ['Columbus', 'OH', '432'], ['Charlotte', 'NC', '282'], ['San Francisco', 'CA', '941'],
  ['Indianapolis', 'IN', '462'], ['Seattle', 'WA', '981'], ['Denver', 'CO', '802'], ['Washington', 'DC', '200'],
  ['Boston', 'MA', '021'], ['El Paso', 'TX', '799'], ['Nashville', 'TN', '372'], ['Detroit', 'MI', '482'],
  ['Oklahoma City', 'OK', '731'], ['Portland', 'OR', '972'], ['Las Vegas', 'NV', '891'], ['Memphis', 'TN', '381'],
  ['Louisville', 'KY', '402'], ['Baltimore', 'MD', '212'], ['Milwaukee', 'WI', '532'], ['Albuquerque', 'NM', '871'],
  ['Tucson', 'AZ', '857'], ['Fresno', 'CA', '937'], ['Sacramento', 'CA', '958'], ['Atlanta', 'GA', '303'],
  ['Miami', 'FL', '331'], ['Raleigh', 'NC', '276'], ['Omaha', 'NE', '681'], ['Minneapolis', 'MN', '554'],
  ['Tulsa', 'OK', '741'], ['Cleveland', 'OH', '441'], ['Wichita', 'KS', '672'], ['New Orleans', 'LA', '701'],
  ['Honolulu', 'HI', '968'], ['Anchorage', 'AK', '995'], ['Salt Lake City', 'UT', '841'], ['Burlington', 'VT', '054'],
  ['St. Louis', 'MO', '631'], ['Winston-Salem', 'NC', '271'],
];
const SEGMENTS = ['gold', 'silver', 'bronze', 'trial', 'churned', ''];

export const CSV_HEADER = 'first_name,last_name,phone,email,city,state,zip,customer_id,segment';
/** The import mapping of the file's columns, in order. */
export const CSV_MAPPING: ColumnMapping[] = [
  { field: 'fName' }, { field: 'lName' }, { field: 'phone' }, { field: 'email' }, { field: 'city' },
  { field: 'stateCode' }, { field: 'zipCode' }, { custom: 'customer_id' }, { custom: 'segment' },
];
/** States and cities the search benchmark filters on. */
export const STATES = [...new Set(PLACES.map((p) => p[1]))];
export const CITY_FRAGMENTS = ['san', 'ville', 'new', 'port', 'ton', 'city', 'la'];

/** mulberry32: small, fast and good enough for test data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The shapes a US number is written in, with how often (weights add up to 100). */
const SHAPES: Array<[weight: number, write: (a: string, x: string, l: string) => string]> = [
  [24, (a, x, l) => `(${a}) ${x}-${l}`],
  [20, (a, x, l) => `${a}-${x}-${l}`],
  [14, (a, x, l) => `+1${a}${x}${l}`],
  [10, (a, x, l) => `1${a}${x}${l}`],
  [10, (a, x, l) => `${a}.${x}.${l}`],
  [10, (a, x, l) => `${a}${x}${l}`],
  [5, (a, x, l) => `+1 (${a}) ${x}-${l}`],
  [4, (a, x, l) => `1-${a}-${x}-${l}`],
  [3, (a, x, l) => `${a} ${x} ${l}`],
];
const SHAPE_TABLE = SHAPES.flatMap(([w, write]) => Array<typeof write>(w).fill(write));

/** Phone cells no US group accepts: 7 digits (but 310-XXXX), an area code starting 0 or 1, too few digits, words. */
function invalidPhone(r: () => number): string {
  const d = (n: number) => pad(Math.floor(r() * 10 ** n), n);
  switch (Math.floor(r() * 6)) {
    case 0: {
      // 310-XXXX is the one seven-digit shape the US metadata accepts (a California short code).
      const exchange = 200 + Math.floor(r() * 800);
      return `${exchange === 310 ? 311 : exchange}-${d(4)}`;
    }
    case 1: return `(${Math.floor(r() * 2)}${d(2)}) ${200 + Math.floor(r() * 800)}-${d(4)}`;
    // Eight digits, not starting with 1 (1 310-XXXX would be the 310 short code with the national prefix).
    case 2: return `${2 + Math.floor(r() * 8)}${d(2)}-${d(3)}-${d(2)}`;
    case 3: return '';
    case 4: return ['n/a', 'unknown', 'none', 'TBD', '-'][Math.floor(r() * 5)]!;
    default: return `1${Math.floor(r() * 2)}${d(9)}`;
  }
}

export interface CsvRow {
  /** The CSV line, without its newline. */
  line: string;
  /** Its phone cell, as written. */
  phone: string;
  /** What the import should store for it, or null when its phone is invalid. */
  tuple: ContactTuple | null;
  kind: 'new' | 'repeat' | 'invalid';
}

export interface CsvExpectation {
  rows: number;
  invalid: number;
  duplicated: number;
  inserted: number;
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file's data rows, one by one, the same for the same seed. */
export function* contactRows(count: number, seed = 20_260_302): Generator<CsvRow> {
  const r = prng(seed);
  const slots = new Float64Array(count);
  let fresh = 0;
  for (let i = 0; i < count; i++) {
    const roll = r();
    let kind: CsvRow['kind'] = roll < 0.02 ? 'invalid' : roll < 0.05 && fresh > 0 ? 'repeat' : 'new';
    let phone: string;
    let e164: string | null = null;
    if (kind === 'invalid') {
      phone = invalidPhone(r);
    } else {
      let slot: number;
      if (kind === 'repeat') {
        slot = slots[Math.floor(r() * fresh)]!;
      } else {
        slot = (fresh * STEP + 7_919) % SLOTS;
        slots[fresh++] = slot;
      }
      const line = slot % 10_000;
      const rest = Math.floor(slot / 10_000);
      const a = String(AREA_CODES[rest % AREA_CODES.length]);
      const x = String(200 + Math.floor(rest / AREA_CODES.length));
      const l = pad(line, 4);
      phone = SHAPE_TABLE[Math.floor(r() * SHAPE_TABLE.length)]!(a, x, l);
      e164 = `+1${a}${x}${l}`;
    }
    const first = FIRST[Math.floor(r() * FIRST.length)]!;
    // One row in 200 carries a suffix with a comma, so the file has quoted cells as real ones do.
    const last = LAST[Math.floor(r() * LAST.length)]! + (r() < 0.005 ? ', Jr.' : '');
    const emailRoll = r();
    const email =
      emailRoll < 0.1 ? '' : `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}${Math.floor(r() * 1000)}@${DOMAINS[Math.floor(r() * DOMAINS.length)]}`;
    const [city, state, zip3] = PLACES[Math.floor(r() * PLACES.length)]!;
    const zip = zip3 + pad(Math.floor(r() * 100), 2);
    const customerId = `C${pad(i + 1, 8)}`;
    const segment = SEGMENTS[Math.floor(r() * SEGMENTS.length)]!;
    const lineText = [first, csvCell(last), phone, email, city, state, zip, customerId, segment].join(',');
    let tuple: ContactTuple | null = null;
    if (e164 !== null) {
      const data: Record<string, string> = { customer_id: customerId };
      if (segment) data.segment = segment;
      tuple = [e164, null, first, last, email || null, city, state, zip, JSON.stringify(data)];
    } else {
      kind = 'invalid';
    }
    yield { line: lineText, phone, tuple, kind };
  }
}

/** Writes the file (header + rows) in ~1 MB writes; answers what an import of it must count. */
export async function writeContactsCsv(file: string, count: number, seed?: number): Promise<CsvExpectation> {
  const out = createWriteStream(file, { highWaterMark: 4 * 1024 * 1024 });
  const expected: CsvExpectation = { rows: count, invalid: 0, duplicated: 0, inserted: 0 };
  let chunk: string[] = [CSV_HEADER];
  let chunkLength = 0;
  const flush = async () => {
    const text = chunk.join('\n') + '\n';
    chunk = [];
    chunkLength = 0;
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', resolve));
  };
  for (const row of contactRows(count, seed)) {
    if (row.kind === 'invalid') expected.invalid++;
    else if (row.kind === 'repeat') expected.duplicated++;
    else expected.inserted++;
    chunk.push(row.line);
    chunkLength += row.line.length;
    if (chunkLength > 1024 * 1024) await flush();
  }
  if (chunk.length > 0) await flush();
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return expected;
}
