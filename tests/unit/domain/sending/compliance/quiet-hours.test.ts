// Quiet hours in the recipient's clock: the TCPA's 8:00-21:00 by default, the stricter state laws,
// Canada's CRTC hours, DST changes in March and November, and the conservative window of a contact
// whose place is unknown. Messages are held: the answer is always a time, never a refusal.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIET_HOURS,
  STATE_QUIET_HOURS,
  UNKNOWN_LOCATION_CONSTRAINTS,
  isWithinSendingWindow,
  nextAllowedSendTime,
  quietHoursRuleFor,
} from '@domain/sending/compliance';

const NY = { phone: '+12125551234' };
const LA = { phone: '+13105551234' };
const PHOENIX = { phone: '+16025551234' };
const HONOLULU = { phone: '+18085551234' };
const MIAMI = { phone: '+13055551234' };
const PENSACOLA = { phone: '+18505551234' };
const NY_NUMBER_IN_FLORIDA = { phone: '+12125551234', state: 'FL' };
const AUSTIN = { phone: '+15125551234' };
const EL_PASO = { phone: '+19155551234' };
const PROVIDENCE = { phone: '+14015551234' };
const HARTFORD = { phone: '+18605551234' };
const SEATTLE = { phone: '+12065551234' };
const OKLAHOMA_CITY = { phone: '+14055551234' };
const BALTIMORE = { phone: '+14105551234' };
const TORONTO = { phone: '+14165551234' };
const ST_JOHNS = { phone: '+17095551234' };
const UNKNOWN = { phone: '+18005551234' };

const next = (iso: string, contact: { phone: string; state?: string }) => nextAllowedSendTime(new Date(iso), contact).toISOString();

describe('nextAllowedSendTime', () => {
  it.each<[string, { phone: string; state?: string }, string, string]>([
    // TCPA default, New York in winter (EST, UTC-5). 2025-01-15 is a Wednesday.
    ['07:59 EST waits for 08:00', NY, '2025-01-15T12:59:00.000Z', '2025-01-15T13:00:00.000Z'],
    ['08:00 EST goes at once', NY, '2025-01-15T13:00:00.000Z', '2025-01-15T13:00:00.000Z'],
    ['20:59:59 EST goes at once', NY, '2025-01-16T01:59:59.000Z', '2025-01-16T01:59:59.000Z'],
    ['21:00 EST waits for the next morning', NY, '2025-01-16T02:00:00.000Z', '2025-01-16T13:00:00.000Z'],
    // March: clocks jump 02:00 EST -> 03:00 EDT on 2025-03-09.
    ['21:30 EST the night before the jump waits for 08:00 EDT', NY, '2025-03-09T02:30:00.000Z', '2025-03-09T12:00:00.000Z'],
    ['01:30 EST just before the jump waits for 08:00 EDT', NY, '2025-03-09T06:30:00.000Z', '2025-03-09T12:00:00.000Z'],
    ['20:59 EDT on the day of the jump goes at once', NY, '2025-03-10T00:59:00.000Z', '2025-03-10T00:59:00.000Z'],
    // November: clocks fall 02:00 EDT -> 01:00 EST on 2025-11-02.
    ['21:30 EDT the night before the fall waits for 08:00 EST', NY, '2025-11-02T01:30:00.000Z', '2025-11-02T13:00:00.000Z'],
    ['07:30 EST after the fall waits half an hour', NY, '2025-11-02T12:30:00.000Z', '2025-11-02T13:00:00.000Z'],
    // Other zones.
    ['07:00 PDT in Los Angeles', LA, '2025-07-01T14:00:00.000Z', '2025-07-01T15:00:00.000Z'],
    ['Phoenix keeps MST in summer', PHOENIX, '2025-07-01T14:30:00.000Z', '2025-07-01T15:00:00.000Z'],
    ['Phoenix keeps MST in winter', PHOENIX, '2025-01-15T14:30:00.000Z', '2025-01-15T15:00:00.000Z'],
    ['07:00 HST in Honolulu', HONOLULU, '2025-07-01T17:00:00.000Z', '2025-07-01T18:00:00.000Z'],
    ['Newfoundland is half an hour off (07:30 NST, CRTC 9:00)', ST_JOHNS, '2025-01-15T11:00:00.000Z', '2025-01-15T12:30:00.000Z'],
    // Florida: 8 p.m., in each of its zones, and for a contact who moved there with a New York number.
    ['Miami 19:59 EST goes', MIAMI, '2025-01-16T00:59:00.000Z', '2025-01-16T00:59:00.000Z'],
    ['Miami 20:00 EST waits (New York would not)', MIAMI, '2025-01-16T01:00:00.000Z', '2025-01-16T13:00:00.000Z'],
    ['Pensacola 20:00 CST waits for 08:00 CST', PENSACOLA, '2025-01-16T02:00:00.000Z', '2025-01-16T14:00:00.000Z'],
    ['a New York number with a Florida address keeps Florida hours', NY_NUMBER_IN_FLORIDA, '2025-01-16T01:00:00.000Z', '2025-01-16T13:00:00.000Z'],
    // Texas: 9-21 Monday to Saturday, noon-21 on Sunday (2025-01-18 is a Saturday).
    ['Austin Saturday 08:30 CST waits for 09:00', AUSTIN, '2025-01-18T14:30:00.000Z', '2025-01-18T15:00:00.000Z'],
    ['Austin Sunday 09:00 CST waits for noon', AUSTIN, '2025-01-19T15:00:00.000Z', '2025-01-19T18:00:00.000Z'],
    ['El Paso Sunday 11:30 MST waits for noon MST', EL_PASO, '2025-01-19T18:30:00.000Z', '2025-01-19T19:00:00.000Z'],
    // Rhode Island: 9-18 weekdays, 10-17 Saturday, no Sunday.
    ['Providence weekday 18:00 EST waits for 09:00', PROVIDENCE, '2025-01-15T23:00:00.000Z', '2025-01-16T14:00:00.000Z'],
    ['Providence Saturday 17:00 EST waits for Monday 09:00', PROVIDENCE, '2025-01-18T22:00:00.000Z', '2025-01-20T14:00:00.000Z'],
    ['Providence Sunday noon waits for Monday 09:00', PROVIDENCE, '2025-01-19T17:00:00.000Z', '2025-01-20T14:00:00.000Z'],
    ['Providence Saturday 09:30 EST waits for 10:00', PROVIDENCE, '2025-01-18T14:30:00.000Z', '2025-01-18T15:00:00.000Z'],
    // Connecticut 9-20, Washington, Oklahoma, Maryland 8-20.
    ['Hartford 08:30 EST waits for 09:00', HARTFORD, '2025-01-15T13:30:00.000Z', '2025-01-15T14:00:00.000Z'],
    ['Seattle 20:00 PST waits for 08:00', SEATTLE, '2025-01-16T04:00:00.000Z', '2025-01-16T16:00:00.000Z'],
    ['Oklahoma City 20:00 CST waits for 08:00', OKLAHOMA_CITY, '2025-01-16T02:00:00.000Z', '2025-01-16T14:00:00.000Z'],
    ['Baltimore 20:00 EST waits for 08:00', BALTIMORE, '2025-01-16T01:00:00.000Z', '2025-01-16T13:00:00.000Z'],
    // Canada: 9:00-21:30 weekdays, 10:00-18:00 weekends.
    ['Toronto weekday 21:15 EST goes', TORONTO, '2025-01-16T02:15:00.000Z', '2025-01-16T02:15:00.000Z'],
    ['Toronto weekday 21:30 EST waits for 09:00', TORONTO, '2025-01-16T02:30:00.000Z', '2025-01-16T14:00:00.000Z'],
    ['Toronto Saturday 09:30 EST waits for 10:00', TORONTO, '2025-01-18T14:30:00.000Z', '2025-01-18T15:00:00.000Z'],
    // Unknown place: open only when every state's window is (08:00 in Hawaii to 18:00 in Rhode Island).
    ['unknown, Wednesday 07:00 EST waits for 08:00 HST', UNKNOWN, '2025-01-15T12:00:00.000Z', '2025-01-15T18:00:00.000Z'],
    ['unknown, Wednesday 17:59 EST goes', UNKNOWN, '2025-01-15T22:59:00.000Z', '2025-01-15T22:59:00.000Z'],
    ['unknown, Wednesday 18:00 EST waits for Thursday', UNKNOWN, '2025-01-15T23:00:00.000Z', '2025-01-16T18:00:00.000Z'],
    ['unknown in summer waits for 08:00 HST = 14:00 EDT', UNKNOWN, '2025-07-02T12:00:00.000Z', '2025-07-02T18:00:00.000Z'],
    ['unknown on Sunday waits for Monday', UNKNOWN, '2025-01-19T19:00:00.000Z', '2025-01-20T18:00:00.000Z'],
  ])('%s', (_title, contact, now, expected) => {
    expect(next(now, contact)).toBe(expected);
  });

  it('never answers a time before now, and answers now exactly when the window is open', () => {
    for (let t = Date.UTC(2025, 2, 6); t < Date.UTC(2025, 2, 13); t += 47 * 60_000) {
      for (const contact of [NY, PROVIDENCE, AUSTIN, UNKNOWN]) {
        const now = new Date(t);
        const at = nextAllowedSendTime(now, contact);
        expect(at.getTime()).toBeGreaterThanOrEqual(t);
        expect(isWithinSendingWindow(now, contact)).toBe(at.getTime() === t);
        expect(isWithinSendingWindow(at, contact)).toBe(true);
      }
    }
  });

  it('gives an unknown contact a time that is inside the window of every state and zone', () => {
    const samples = [NY, LA, PHOENIX, HONOLULU, MIAMI, PENSACOLA, AUSTIN, EL_PASO, PROVIDENCE, HARTFORD, SEATTLE, OKLAHOMA_CITY, BALTIMORE, { phone: '+19075551234' }];
    for (let t = Date.UTC(2025, 9, 28); t < Date.UTC(2025, 10, 6); t += 53 * 60_000) {
      const at = nextAllowedSendTime(new Date(t), UNKNOWN);
      for (const contact of samples) expect(isWithinSendingWindow(at, contact)).toBe(true);
    }
  });
});

describe('quietHoursRuleFor', () => {
  it('applies the TCPA where no state law is stricter, and each state its own statute', () => {
    expect(quietHoursRuleFor('NY')).toBe(DEFAULT_QUIET_HOURS);
    expect(quietHoursRuleFor('FL').source).toBe('Fla. Stat. § 501.059(8)(a)');
    expect(quietHoursRuleFor('ON').source).toBe('CRTC Unsolicited Telecommunications Rules, Part III');
    expect(Object.keys(STATE_QUIET_HOURS).sort()).toEqual(['CT', 'FL', 'MD', 'OK', 'RI', 'TX', 'WA']);
  });

  it('holds every state window inside the TCPA window', () => {
    for (const rule of Object.values(STATE_QUIET_HOURS)) {
      for (const w of rule.windows) if (w) expect(w.start >= 8 * 60 && w.end <= 21 * 60).toBe(true);
    }
  });

  it('checks an unknown contact against each rule in each of its zones once', () => {
    expect(UNKNOWN_LOCATION_CONSTRAINTS.length).toBe(21);
  });
});
