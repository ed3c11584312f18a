// Recipient-local quiet hours: when a message may reach a contact, by the law of the place the
// contact is in, in the contact's own clock. These rules are ours, beyond the spec (decision 27);
// no campaign setting (schedule, sleep timer, speed) can widen them, and nothing is ever dropped
// for them: nextAllowedSendTime only says when the held message may go.
//
// The default is the TCPA's, and each stricter law below is the statute's own window; a state
// listed here replaces the default for contacts located in it (recipient-time-zone.ts). Texts are
// "calls" under the TCPA (Campbell-Ewald v. Gomez, 577 U.S. 153 (2016)), and Florida's and
// Oklahoma's acts name text messages outright, so the windows apply to SMS and MMS as they do to
// voice and ringless voicemail.
import { recipientLocation, type RecipientContact } from './recipient-time-zone';
import { AREA_CODE_ZONES, AREA_CODES_BY_REGION, REGION_TIME_ZONES, US_REGIONS, type RegionCode } from './us-area-codes';
import { addLocalDays, instantOfLocalTime, localTimeAt } from './zoned-time';

/** A daily window in local minutes since midnight: [start, end). */
export interface DailyWindow {
  start: number;
  end: number;
}

export interface QuietHoursRule {
  /** The law that sets the window, for the log and the monitoring screen. */
  source: string;
  /** Sunday first (index = Date#getDay); null: no message that day. */
  windows: readonly (DailyWindow | null)[];
}

const hours = (start: number, end: number): DailyWindow => ({ start: start * 60, end: end * 60 });
const everyDay = (w: DailyWindow) => [w, w, w, w, w, w, w];

/** 47 CFR 64.1200(c)(1) (TCPA): no solicitation before 8 a.m. or after 9 p.m. at the called party's location. */
export const DEFAULT_QUIET_HOURS: QuietHoursRule = { source: 'TCPA, 47 CFR 64.1200(c)(1)', windows: everyDay(hours(8, 21)) };

/** CRTC Unsolicited Telecommunications Rules, Part III (Telemarketing Rules): 9:00-21:30 weekdays, 10:00-18:00 weekends. */
export const CANADA_QUIET_HOURS: QuietHoursRule = {
  source: 'CRTC Unsolicited Telecommunications Rules, Part III',
  windows: [hours(10, 18), hours(9, 21.5), hours(9, 21.5), hours(9, 21.5), hours(9, 21.5), hours(9, 21.5), hours(10, 18)],
};

const CANADA: readonly RegionCode[] = ['BC', 'AB', 'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL', 'YT', 'NT', 'NU'];

/** States whose law is stricter than the TCPA. Only rules we can cite to the statute are here. */
export const STATE_QUIET_HOURS: Partial<Record<RegionCode, QuietHoursRule>> = {
  // Florida Telephone Solicitation Act as amended in 2021: no telephonic sales call (texts
  // included) before 8 a.m. or after 8 p.m. in the called party's time zone.
  FL: { source: 'Fla. Stat. § 501.059(8)(a)', windows: everyDay(hours(8, 20)) },
  // Oklahoma Telephone Solicitation Act of 2022, modelled on Florida's: 8 a.m. to 8 p.m.
  OK: { source: 'Okla. Stat. tit. 15, § 775C.4', windows: everyDay(hours(8, 20)) },
  // Maryland Stop the Spam Calls Act of 2023: 8 a.m. to 8 p.m. at the called party's location.
  MD: { source: 'Md. Code, Com. Law § 14-4501 et seq.', windows: everyDay(hours(8, 20)) },
  // Washington: telephone solicitation only between 8 a.m. and 8 p.m. at the called party's location.
  WA: { source: 'RCW 80.36.390(2)', windows: everyDay(hours(8, 20)) },
  // Connecticut, as amended by Public Act 23-98 (2023): not before 9 a.m. or after 8 p.m.
  CT: { source: 'Conn. Gen. Stat. § 42-288a, Public Act 23-98', windows: everyDay(hours(9, 20)) },
  // Texas: not before 9 a.m. or after 9 p.m. on a weekday or Saturday; not before noon or after 9 p.m. on Sunday.
  TX: { source: 'Tex. Bus. & Com. Code § 301.051', windows: [hours(12, 21), ...Array.from({ length: 6 }, () => hours(9, 21))] },
  // Rhode Island: 9 a.m. to 6 p.m. on weekdays, 10 a.m. to 5 p.m. on Saturdays, never on Sundays.
  // (The statute also bars legal holidays; see decision 27 for why they are not enforced here.)
  RI: {
    source: 'R.I. Gen. Laws § 5-61-3.4',
    windows: [null, hours(9, 18), hours(9, 18), hours(9, 18), hours(9, 18), hours(9, 18), hours(10, 17)],
  },
};

/** The rule for a contact located in a region. */
export function quietHoursRuleFor(region: RegionCode): QuietHoursRule {
  if (CANADA.includes(region)) return CANADA_QUIET_HOURS;
  return STATE_QUIET_HOURS[region] ?? DEFAULT_QUIET_HOURS;
}

interface Constraint {
  rule: QuietHoursRule;
  timeZone: string;
}

// The territories across the date line (Guam, Saipan, American Samoa) share no hour of the
// default window with Hawaii and the East Coast together; a number from there has a known zone.
const FAR_TERRITORIES: readonly RegionCode[] = ['GU', 'MP', 'AS'];

/**
 * For a contact whose place is unknown: every US state's rule in every zone the state has an area
 * code in. A time allowed by all of them is early nowhere and late nowhere.
 */
export const UNKNOWN_LOCATION_CONSTRAINTS: readonly Constraint[] = (() => {
  const seen = new Set<string>();
  const out: Constraint[] = [];
  for (const region of US_REGIONS) {
    if (FAR_TERRITORIES.includes(region)) continue;
    const zones = [REGION_TIME_ZONES[region], ...AREA_CODES_BY_REGION[region].map((code) => AREA_CODE_ZONES[code]).filter(Boolean)];
    for (const timeZone of zones) {
      const rule = quietHoursRuleFor(region);
      const key = `${rule.source}|${timeZone}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ rule, timeZone });
    }
  }
  return out;
})();

/** The earliest instant at or after `t` that one rule allows in its zone. */
function nextAllowedBy(t: Date, { rule, timeZone }: Constraint): Date {
  const local = localTimeAt(t, timeZone);
  // Windows never cross midnight, so the one holding `t` is on t's local date; a week and a day
  // reaches the next open day of any rule (the strictest closes one day a week).
  for (let k = 0; k <= 8; k++) {
    const date = addLocalDays(local, k);
    const window = rule.windows[date.weekday];
    if (!window) continue;
    const start = instantOfLocalTime(date, window.start, timeZone);
    const end = instantOfLocalTime(date, window.end, timeZone);
    if (t.getTime() >= end.getTime()) continue;
    return t.getTime() >= start.getTime() ? t : start;
  }
  throw new Error(`${rule.source} has no sending window in a week`);
}

/**
 * When a message to this contact may go: `now` if now is inside its window, else the start of the
 * next window, in the contact's local time (DST-correct through Intl). A contact of unknown place
 * gets the first instant every US state's window allows.
 */
export function nextAllowedSendTime(now: Date, contact: RecipientContact): Date {
  const location = recipientLocation(contact);
  const constraints = location ? [{ rule: quietHoursRuleFor(location.region), timeZone: location.timeZone }] : UNKNOWN_LOCATION_CONSTRAINTS;
  let t = now;
  // Move to the next start of whichever rule forbids t until none does; each step only moves
  // forward, and the rules share hours every weekday, so this settles in a few rounds.
  for (let round = 0; round < 100; round++) {
    let moved = false;
    for (const c of constraints) {
      const next = nextAllowedBy(t, c);
      if (next.getTime() !== t.getTime()) {
        t = next;
        moved = true;
      }
    }
    if (!moved) return t;
  }
  throw new Error('No instant allowed by every quiet-hours rule');
}

/** Whether a message may reach this contact at `now`. */
export const isWithinSendingWindow = (now: Date, contact: RecipientContact): boolean =>
  nextAllowedSendTime(now, contact).getTime() === now.getTime();
