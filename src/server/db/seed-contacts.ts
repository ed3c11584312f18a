// The demo user's contact groups (issue 6): a few groups, one of ~5,000 realistic contacts, one
// scrubbed (types and carriers set, scrub date recent) and certified for a vertical, a suppression
// group, and a finished import in /process; and the system's DNC list, holding every 200th number
// of the big group, so scrubbing it shows DNC contacts. Deterministic (a seeded generator), so every
// fresh start shows the same data.
import { emptyGroupMetadata, SUPPRESSION_GROUP_TYPE, type ContactGroupMetadata, type ContactType } from '@domain/contacts';
import { createPhoneNormalizer } from '../modules/contacts/phones/phone-normalizer';
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Betty', 'Mark', 'Maria', 'Steven', 'Ashley', 'Kevin', 'Emily', 'Brian', 'Donna', 'Minh', 'Linh', 'Aisha', 'Sofia'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Nguyen', 'Tran', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Patel'];
/** City, state, zip prefix, area code: real combinations so filters by state or city look right. */
const PLACES: Array<[string, string, string, string]> = [
  ['New York', 'NY', '100', '212'], ['Los Angeles', 'CA', '900', '310'], ['Chicago', 'IL', '606', '312'], ['Houston', 'TX', '770', '713'],
  ['Phoenix', 'AZ', '850', '602'], ['Philadelphia', 'PA', '191', '215'], ['San Antonio', 'TX', '782', '210'], ['San Diego', 'CA', '921', '619'],
  ['Dallas', 'TX', '752', '214'], ['Austin', 'TX', '787', '512'], ['Seattle', 'WA', '981', '206'], ['Denver', 'CO', '802', '303'],
  ['Boston', 'MA', '021', '617'], ['Miami', 'FL', '331', '305'], ['Atlanta', 'GA', '303', '404'], ['Portland', 'OR', '972', '503'],
];
const CARRIERS = ['Verizon Wireless', 'T-Mobile USA', 'AT&T Mobility', 'US Cellular'];
const LANGUAGES = ['en', 'en', 'en', 'es', 'vi'];
const SOURCES = ['web-form', 'partner-list', 'event', 'referral'];
const DEVICES: Array<[string, string, string]> = [['Apple', 'iPhone 15', 'iOS'], ['Samsung', 'Galaxy S24', 'Android'], ['Google', 'Pixel 8', 'Android']];

/** mulberry32: small, fast, and the same sequence for the same seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

interface SeedGroup {
  name: string;
  size: number;
  seed: number;
  suppression?: boolean;
  /** Days ago it was scrubbed; contacts get types and carriers. */
  scrubbedDaysAgo?: number;
  /** Certified for this vertical: its deliverable contacts carry it. */
  vertical?: string;
  /** Every n-th of its numbers goes on the DNC list. */
  dncEvery?: number;
}

const GROUPS: SeedGroup[] = [
  { name: 'Spring promo leads', size: 5000, seed: 1, dncEvery: 200 },
  { name: 'Scrubbed customers', size: 600, seed: 2, scrubbedDaysAgo: 3, vertical: 'Auto Insurance' },
  { name: 'Webinar signups', size: 120, seed: 3 },
  { name: 'Do not contact', size: 40, seed: 4, suppression: true },
];

const TYPES: ContactType[] = ['MOBILE', 'MOBILE', 'MOBILE', 'MOBILE', 'MOBILE', 'MOBILE', 'LANDLINE', 'UNKNOWN', 'DNC', 'INVALID'];

export async function seedContactGroups(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  for (const [index, spec] of GROUPS.entries()) {
    const { next, pick } = generator(spec.seed);
    const normalise = createPhoneNormalizer('US');
    const created = new Date(at.getTime() - (30 - index * 5) * DAY_MS).toISOString();
    const metadata: ContactGroupMetadata = emptyGroupMetadata();
    const rows = [];
    const seen = new Set<string>();
    const typeCounts: Partial<Record<ContactType, number>> = {};
    while (rows.length < spec.size) {
      const [city, state, zip, area] = pick(PLACES);
      // 555-01xx are reserved for fiction; the other exchanges make numbers libphonenumber accepts.
      const phone = `+1${area}${200 + Math.floor(next() * 700)}${String(Math.floor(next() * 10000)).padStart(4, '0')}`;
      if (seen.has(phone) || normalise(phone) !== phone) continue;
      seen.add(phone);
      const first = pick(FIRST);
      const last = pick(LAST);
      const [brand, device, os] = pick(DEVICES);
      const type = spec.scrubbedDaysAgo === undefined ? 'RAW' : pick(TYPES);
      typeCounts[type] = (typeCounts[type] ?? 0) + 1;
      const carrier = type === 'MOBILE' ? pick(CARRIERS) : null;
      if (carrier) metadata.carrier[carrier] = (metadata.carrier[carrier] ?? 0) + 1;
      rows.push({
        group_id: 0,
        phone,
        type,
        carrier,
        first_name: first,
        last_name: last,
        email: next() < 0.8 ? `${first}.${last}${Math.floor(next() * 100)}@example.com`.toLowerCase() : null,
        city,
        state_code: state,
        zip_code: `${zip}${String(Math.floor(next() * 100)).padStart(2, '0')}`,
        data: JSON.stringify({
          language: pick(LANGUAGES),
          source: pick(SOURCES),
          phoneBrand: brand,
          deviceName: device,
          os,
          gender: next() < 0.5 ? 'F' : 'M',
          ...(spec.vertical && (type === 'MOBILE' || type === 'UNKNOWN') ? { vertical: spec.vertical } : {}),
          dob: `${1960 + Math.floor(next() * 45)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
        }),
        import_task_id: null,
        created_at: new Date(Date.parse(created) + rows.length * 1000).toISOString(),
      });
    }
    metadata.dnc = typeCounts.DNC ?? 0;
    metadata.landline = typeCounts.LANDLINE ?? 0;
    metadata.imported = [
      { taskId: 0, files: [`${spec.name.toLowerCase().replace(/\s+/g, '-')}.csv`], at: created, total: spec.size + Math.round(spec.size * 0.05),
        inserted: spec.size, invalid: Math.round(spec.size * 0.02), duplicated: Math.round(spec.size * 0.03), optout: 0, blacklisted: 0, suppressed: 0 },
    ];
    const group = await db
      .insertInto('contact_groups')
      .values({
        user_id: userId,
        name: spec.name,
        name_key: spec.name.toLowerCase(),
        type: spec.suppression ? SUPPRESSION_GROUP_TYPE : 0,
        country: 'US',
        is_suppression: spec.suppression ? 1 : 0,
        certed_vertical: spec.vertical ?? null,
        scrub_date: spec.scrubbedDaysAgo === undefined ? null : new Date(at.getTime() - spec.scrubbedDaysAgo * DAY_MS).toISOString(),
        metadata: JSON.stringify(metadata),
        created_at: created,
        contacts_count: spec.size,
        lead_total: metadata.imported[0]!.total,
        lead_duplicated: metadata.imported[0]!.duplicated,
        lead_filtered: metadata.imported[0]!.invalid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groupId = Number(group.id);
    for (let i = 0; i < rows.length; i += 500) {
      await db.insertInto('contacts').values(rows.slice(i, i + 500).map((r) => ({ ...r, group_id: groupId }))).execute();
    }
    if (spec.dncEvery) {
      const dnc = rows.filter((_, i) => i % spec.dncEvery! === 0).map((r) => ({ phone: r.phone, created_at: created }));
      await db.insertInto('dnc_numbers').values(dnc).onConflict((oc) => oc.column('phone').doNothing()).execute();
    }
    await db
      .insertInto('background_tasks')
      .values({
        user_id: userId, kind: 'IMPORT_CONTACT', status: 'COMPLETED', progress: 100, title: `${spec.name}: ${metadata.imported[0]!.files[0]}`,
        group_id: groupId, payload: 'null', result: JSON.stringify({ ...metadata.imported[0], taskId: undefined, files: undefined, at: undefined }),
        created_at: created, updated_at: created, finished_at: created,
      })
      .execute();
  }
}
