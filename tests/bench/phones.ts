// How fast the contact import normalises phone cells, on one core, against libphonenumber-js alone.
// `node --import tsx tests/bench/phones.ts` (or `npm run bench -- phones`). Figures only, no asserts.
//
// The mix is what a US group's import file looks like: valid US numbers (picked by the library
// itself) in the formats people export (parentheses, dashes, dots, bare digits, +1, leading 1,
// stray spaces), with 2% invalid cells (too short, letters, empty, unknown area code, an extension).
// fast_per_s is the whole normaliser, fast path plus its fallback to the library (what the import
// sees); fast_path_only_per_s the fast path alone, cells it leaves to the library counted but not
// sent there; fast_path_share the part of the cells it answers without the library.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { createPhoneFastPath } from '../../src/server/modules/contacts/phones/fast-path';
import { numberingPlan } from '../../src/server/modules/contacts/phones/numbering-plan';
import { createPhoneNormalizer } from '../../src/server/modules/contacts/phones/phone-normalizer';

const CELLS = 1_000_000;
const LIBRARY_CELLS = 100_000; // the library takes ~2.5 s for these
const POOL = 20_000;
const RUNS = 3;

// Deterministic (mulberry32), so every run times the same cells.
let state = 0x5eed;
const next = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (n: number) => Math.floor(next() * n);
const digits = (n: number) => {
  let out = '';
  for (let i = 0; i < n; i++) out += String(int(10));
  return out;
};

const libraryNormalize = (raw: string) => {
  const phone = parsePhoneNumberFromString(raw, 'US');
  return phone?.isValid() ? phone.number : null;
};

// Valid US numbers, as the library says, to format in many ways.
const pool: string[] = [];
while (pool.length < POOL) {
  const candidate = String(2 + int(8)) + digits(2) + String(2 + int(8)) + digits(6);
  const phone = parsePhoneNumberFromString(candidate, 'US');
  if (phone?.country === 'US' && phone.isValid()) pool.push(candidate);
}

const formats: ((area: string, exchange: string, line: string) => string)[] = [
  (a, e, l) => `(${a}) ${e}-${l}`,
  (a, e, l) => `${a}-${e}-${l}`,
  (a, e, l) => `${a}.${e}.${l}`,
  (a, e, l) => `${a}${e}${l}`,
  (a, e, l) => `+1 ${a} ${e} ${l}`,
  (a, e, l) => `+1${a}${e}${l}`,
  (a, e, l) => `1-${a}-${e}-${l}`,
  (a, e, l) => `1${a}${e}${l}`,
  (a, e, l) => ` ${a} ${e} ${l} `,
  (a, e, l) => `+1 (${a}) ${e}-${l}`,
];
const invalid: ((n: string) => string)[] = [
  (n) => n.slice(0, 7), // too short
  (n) => `${n.slice(0, 3)}-CALL-NOW`,
  () => '',
  (n) => `(1${n.slice(1, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`, // no area code starts with 1
  (n) => `${n} ext. ${digits(3)}`, // valid, with an extension: the library's road
  () => 'N/A',
];

const cells = Array.from({ length: CELLS }, () => {
  const n = pool[int(pool.length)];
  if (next() < 0.02) return invalid[int(invalid.length)](n);
  return formats[int(formats.length)](n.slice(0, 3), n.slice(3, 6), n.slice(6));
});

function perSecond(count: number, run: () => void): number {
  const started = performance.now();
  run();
  return Math.round(count / ((performance.now() - started) / 1000));
}
const medianOf = (runs: number, measure: () => number): number => {
  const rates = Array.from({ length: runs }, measure).sort((a, b) => a - b);
  return rates[Math.floor(runs / 2)];
};

const normalize = createPhoneNormalizer('US');
normalize(cells[0]); // compile the plans before timing
let valid = 0;
const normalizerRate = medianOf(RUNS, () =>
  perSecond(CELLS, () => {
    valid = 0;
    for (const cell of cells) if (normalize(cell) !== null) valid++;
  }),
);

const usPlan = numberingPlan('US');
if (!usPlan) throw new Error('libphonenumber-js does not know US');
const fast = createPhoneFastPath(usPlan);
let answered = 0;
const fastPathRate = medianOf(RUNS, () =>
  perSecond(CELLS, () => {
    answered = 0;
    for (const cell of cells) if (fast(cell) !== undefined) answered++;
  }),
);

const librarySample = cells.slice(0, LIBRARY_CELLS);
const libraryRate = perSecond(LIBRARY_CELLS, () => {
  for (const cell of librarySample) libraryNormalize(cell);
});

const percent = (part: number) => ((part / CELLS) * 100).toFixed(1);
console.log(`${CELLS.toLocaleString('en')} US cells, ${percent(valid)}% valid; median of ${RUNS} runs`);
console.log(`FIGURE phones.fast_per_s=${normalizerRate} numbers/s`);
console.log(`FIGURE phones.fast_path_only_per_s=${fastPathRate} numbers/s`);
console.log(`FIGURE phones.library_per_s=${libraryRate} numbers/s`);
console.log(`FIGURE phones.speedup=${(normalizerRate / libraryRate).toFixed(1)} x`);
console.log(`FIGURE phones.fast_path_share=${percent(answered)} %`);
