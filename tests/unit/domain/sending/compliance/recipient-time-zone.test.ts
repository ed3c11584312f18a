// Where a contact is, for its quiet hours: its state first, else its phone's area code, with the
// zone of the majority of each split area code; unknown numbers answer null.
import { describe, expect, it } from 'vitest';
import {
  areaCodeTimeZone,
  nanpAreaCode,
  recipientLocation,
  recipientOfContact,
  recipientTimeZone,
  regionOfState,
} from '@domain/sending/compliance';
import { AREA_CODE_ZONES, AREA_CODES_BY_REGION, REGION_TIME_ZONES } from '@domain/sending/compliance/us-area-codes';
import { isKnownTimeZone } from '@domain/sending/compliance/zoned-time';

describe('areaCodeTimeZone', () => {
  it.each([
    ['212', 'America/New_York'], // Manhattan
    ['305', 'America/New_York'], // Miami
    ['850', 'America/Chicago'], // Pensacola: the Central majority of the Florida panhandle
    ['448', 'America/Chicago'], // overlay of 850
    ['915', 'America/Denver'], // El Paso
    ['512', 'America/Chicago'], // Austin
    ['602', 'America/Phoenix'],
    ['808', 'Pacific/Honolulu'],
    ['907', 'America/Anchorage'],
    ['206', 'America/Los_Angeles'],
    ['303', 'America/Denver'],
    ['208', 'America/Boise'],
    ['317', 'America/Indiana/Indianapolis'],
    ['219', 'America/Chicago'], // Gary, north-west Indiana
    ['270', 'America/Chicago'], // Bowling Green, western Kentucky
    ['502', 'America/New_York'], // Louisville
    ['423', 'America/New_York'], // Chattanooga
    ['615', 'America/Chicago'], // Nashville
    ['313', 'America/Detroit'],
    ['787', 'America/Puerto_Rico'],
    ['416', 'America/Toronto'],
    ['514', 'America/Toronto'],
    ['604', 'America/Vancouver'],
    ['403', 'America/Edmonton'],
    ['306', 'America/Regina'],
    ['204', 'America/Winnipeg'],
    ['506', 'America/Moncton'],
    ['902', 'America/Halifax'],
    ['709', 'America/St_Johns'],
    ['867', 'America/Edmonton'],
  ])('%s is in %s', (code, zone) => {
    expect(areaCodeTimeZone(code)).toBe(zone);
  });

  it.each(['800', '833', '844', '855', '866', '877', '888', '900', '500', '600', '700', '876', '242', '809', '000', '123'])(
    '%s (non-geographic, Caribbean or not an area code) has no zone',
    (code) => {
      expect(areaCodeTimeZone(code)).toBeNull();
    },
  );
});

describe('nanpAreaCode', () => {
  it.each([
    ['+12125551234', '212'],
    ['+1 (212) 555-1234', '212'],
    ['12125551234', '212'],
    ['2125551234', '212'],
    ['+442079460958', null], // London
    ['+1212555123', null], // a digit short
    ['+11125551234', null], // an area code cannot start with 1
    ['+12121551234', null], // nor an exchange
    ['', null],
  ])('%s -> %s', (phone, code) => {
    expect(nanpAreaCode(phone)).toBe(code);
  });
});

describe('recipientLocation', () => {
  it.each<[string, { phone: string; state?: string | null }, ReturnType<typeof recipientLocation>]>([
    ['the area code alone', { phone: '+12125551234' }, { region: 'NY', timeZone: 'America/New_York', source: 'areaCode' }],
    ['the state over the area code (the number moved)', { phone: '+12125551234', state: 'FL' }, { region: 'FL', timeZone: 'America/New_York', source: 'state' }],
    ['the area code refines its own state', { phone: '+18505551234', state: 'FL' }, { region: 'FL', timeZone: 'America/Chicago', source: 'state' }],
    ['another state than the area code', { phone: '+19155551234', state: 'New York' }, { region: 'NY', timeZone: 'America/New_York', source: 'state' }],
    ['a state name in any case', { phone: '+18005551234', state: 'washington' }, { region: 'WA', timeZone: 'America/Los_Angeles', source: 'state' }],
    ['a province with an accent', { phone: '+18005551234', state: 'Québec' }, { region: 'QC', timeZone: 'America/Toronto', source: 'state' }],
    ['an unreadable state falls back to the area code', { phone: '+13055551234', state: 'XX' }, { region: 'FL', timeZone: 'America/New_York', source: 'areaCode' }],
    ['a toll-free number and no state', { phone: '+18885551234', state: null }, null],
    ['a number outside the NANP', { phone: '+442079460958' }, null],
  ])('%s', (_title, contact, expected) => {
    expect(recipientLocation(contact)).toEqual(expected);
  });

  it('answers the zone alone through recipientTimeZone', () => {
    expect(recipientTimeZone({ phone: '+19155551234' })).toBe('America/Denver');
    expect(recipientTimeZone({ phone: '+18005551234' })).toBeNull();
  });

  it('reads a stored contact by its stateCode field, else its province name', () => {
    expect(recipientOfContact({ phone: '+12125551234', fields: { stateCode: 'OK' } })).toEqual({ phone: '+12125551234', state: 'OK' });
    expect(recipientOfContact({ phone: '+14165551234', fields: { ProvinceStateName: 'Ontario' } })).toEqual({ phone: '+14165551234', state: 'Ontario' });
    expect(recipientOfContact({ phone: '+14165551234', fields: {} })).toEqual({ phone: '+14165551234', state: null });
  });

  it.each([['DC', 'DC'], ['District of Columbia', 'DC'], [' new  york ', 'NY'], ['Newfoundland and Labrador', 'NL'], ['', null], ['Narnia', null]])(
    'reads the state %j as %s',
    (state, region) => {
      expect(regionOfState(state)).toBe(region);
    },
  );
});

describe('the area code table', () => {
  const all = Object.values(AREA_CODES_BY_REGION).flat();

  it('holds every code once, as three digits starting 2-9', () => {
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((c) => !/^[2-9]\d\d$/.test(c))).toEqual([]);
  });

  it('covers the 50 states, DC, five territories and Canada with 426 codes', () => {
    expect(all.length).toBe(426);
    expect(Object.keys(AREA_CODES_BY_REGION).length).toBe(69);
  });

  it('holds no toll-free or non-geographic code', () => {
    const nonGeographic = ['500', '521', '533', '544', '566', '577', '588', '600', '622', '700', '710', '800', '833', '844', '855', '866', '877', '888', '900'];
    expect(all.filter((c) => nonGeographic.includes(c))).toEqual([]);
  });

  it('names only zones Intl knows, and overrides only codes it holds', () => {
    const zones = [...Object.values(REGION_TIME_ZONES), ...Object.values(AREA_CODE_ZONES)];
    expect(zones.filter((z) => !isKnownTimeZone(z))).toEqual([]);
    expect(Object.keys(AREA_CODE_ZONES).filter((c) => !all.includes(c))).toEqual([]);
  });
});
