// 10DLC brands and use cases through their calls (issue 14; decision 48): every field rule answers
// 400 naming the field in the spec's words, another user's ids answer 404, the status comes from
// the newest registration, and the seed shows the demo's three brands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { aBrand, aUseCase, DEMO, OTHER } from './ten-dlc-fixtures';

describe.each(dialects)('10DLC brands and use cases (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let groupId: number;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = token) => call(t.app, method, url, body, as);

  // One app for the suite: each test makes its own brands, and reads only what it made or the seed's.
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await signIn(t.app, DEMO.email, DEMO.password);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    groupId = Number((await t.db.selectFrom('did_groups').select('id').where('user_id', '=', user.id).where('name', '=', 'Chicago pool').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => t.close());

  it('lists the seeded brands with their statuses: active, pending (processing) and failed with the reason', async () => {
    const res = await api('GET', '/10dlc/brand');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.items.map((b: { brandName: string }) => [b.brandName, b]));
    expect(byName['Demo Marketing']).toMatchObject({ status: 'ACTIVE', useCaseCount: 1, registration: { state: 'registered' } });
    expect(byName['Lakeview Auto']).toMatchObject({ status: 'PROCESSING', registration: { state: 'register pending', reason: null } });
    expect(byName['Test Promotions']).toMatchObject({ status: 'FAILED', registration: { state: 'rejected' } });
    expect(byName['Test Promotions'].registration.reason).toMatch(/test entry/);
    const useCases = await api('GET', `/10dlc/brand/${byName['Demo Marketing'].id}/usecase`);
    expect(useCases.body.items).toEqual([
      expect.objectContaining({ usecaseName: 'Spring promo alerts', didGroups: [{ id: groupId, name: 'Chicago pool' }], registration: expect.objectContaining({ state: 'registered', throughputPerMinute: 4500 }) }),
    ]);
    expect(useCases.body.items[0].usecaseId).toMatch(/^C[0-9A-Z]{6}$/);
  });

  it('creates a brand as a draft (no status), always STANDARD and DIRECT, reads and updates it', async () => {
    const created = await api('POST', '/10dlc/brand', aBrand({ customerType: undefined, brandType: undefined, country: 'us' }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ brandName: 'Harbor Dental', status: null, registration: null, customerType: 'DIRECT', brandType: 'STANDARD', country: 'US', useCaseCount: 0 });
    const id = created.body.id;
    expect((await api('GET', `/10dlc/brand/${id}`)).body.brandName).toBe('Harbor Dental');
    const updated = await api('PUT', `/10dlc/brand/${id}`, aBrand({ brandName: 'Harbor Dental Care', stockExchange: 'NASDAQ', stockSymbol: 'HRBR' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ brandName: 'Harbor Dental Care', stockExchange: 'NASDAQ', stockSymbol: 'HRBR' });
  });

  const brandRules: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { firstName: '' }, 'firstName', 'First name is required field!'],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required field!'],
    ['brand name too long', { brandName: 'x'.repeat(101) }, 'brandName', 'Brand name must be lesser 100 character(s)!'],
    ['company name missing', { companyName: '  ' }, 'companyName', 'Company name is required field!'],
    ['website not a URL', { website: 'harbor dental' }, 'website', 'Website is incorrect format!'],
    ['website not http', { website: 'ftp://harbor.example.com' }, 'website', 'Website is incorrect format!'],
    ['email invalid', { email: 'office@' }, 'email', 'Email is incorrect format!'],
    ['phone invalid', { phone: '+1 (555) 123-4567' }, 'phone', 'Phone is incorrect format!'],
    ['phone missing', { phone: '' }, 'phone', 'Phone is required field!'],
    ['street missing', { street: '' }, 'street', 'Street is required field!'],
    ['city missing', { city: '' }, 'city', 'City is required field!'],
    ['state missing', { state: '' }, 'state', 'State is required field!'],
    ['postal code missing', { postalCode: '' }, 'postalCode', 'Postal code is required field!'],
    ['postal code not a US ZIP', { postalCode: 'ABC' }, 'postalCode', 'Postal code must be a US ZIP code (12345 or 12345-6789)'],
    ['country not a code', { country: 'USA' }, 'country', 'Country is incorrect format!'],
    ['entity type unknown', { entityType: 'PIRATE' }, 'entityType', 'Entity type is incorrect format!'],
    ['entity type missing', { entityType: '' }, 'entityType', 'Entity type is required field!'],
    ['vertical unknown', { vertical: 'SPACE' }, 'vertical', 'Vertical is incorrect format!'],
    ['customer type reseller', { customerType: 'RESELLER' }, 'customerType', 'Customer type must be DIRECT'],
    ['brand type starter', { brandType: 'STARTER' }, 'brandType', 'Brand type must be STANDARD'],
    ['business type missing', { businessType: undefined }, 'businessType', 'Business type is required field!'],
    ['registration id type unknown', { businessRegistrationIdType: 'SSN' }, 'businessRegistrationIdType', 'Business registration id type is incorrect format!'],
    ['EIN missing', { ein: '' }, 'ein', 'EIN is required field!'],
    ['EIN without the dash', { ein: '941234567' }, 'ein', 'EIN must be written NN-NNNNNNN'],
    ['EIN too short', { ein: '94-123456' }, 'ein', 'EIN must be written NN-NNNNNNN'],
    ['D-U-N-S with letters', { businessRegistrationIdType: 'DUNS', ein: '12-ABC-4567' }, 'ein', 'D-U-N-S number must be 9 digits'],
    ['EIN issuing country missing', { einIssuingCountry: '' }, 'einIssuingCountry', 'EIN issuing country is required field!'],
    ['seniority unknown', { seniority: 'ANCIENT' }, 'seniority', 'Seniority is incorrect format!'],
    ['stock exchange unknown', { stockExchange: 'MOON' }, 'stockExchange', 'Stock exchange is incorrect format!'],
    ['stock symbol too long', { stockExchange: 'NYSE', stockSymbol: 'ABCDEFGHIJK' }, 'stockSymbol', 'Stock symbol must be lesser 10 character(s)!'],
    ['stock symbol in lower case', { stockExchange: 'NYSE', stockSymbol: 'hrbr' }, 'stockSymbol', 'Stock symbol must be 1 to 10 capital letters, digits or dots'],
    ['stock symbol without an exchange', { stockSymbol: 'HRBR' }, 'stockExchange', 'Stock exchange is required field! when a stock symbol is given'],
  ];
  it.each(brandRules)('refuses a brand with %s: 400 naming the field', async (_, over, field, message) => {
    const res = await api('POST', '/10dlc/brand', aBrand(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it('takes the other registration numbers in their own formats, and a non-US postal code', async () => {
    for (const over of [
      { businessRegistrationIdType: 'DUNS', ein: '12-345-6789' },
      { businessRegistrationIdType: 'LEI', ein: '5493001KJTIIGC8Y1R12' },
      { businessRegistrationIdType: 'GIIN', ein: '98Q96B.00000.LE.250' },
      { country: 'CA', postalCode: 'M5V 2T6', einIssuingCountry: 'CA' },
    ] as const) {
      expect((await api('POST', '/10dlc/brand', aBrand(over))).status).toBe(200);
    }
  });

  const useCaseRules: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { usecaseName: '' }, 'usecaseName', 'Use case name is required field!'],
    ['type unknown', { usecaseType: 'SPAM' }, 'usecaseType', 'Use case type is incorrect format!'],
    ['vertical missing', { vertical: undefined }, 'vertical', 'Vertical is required field!'],
    ['care email invalid', { customerCareEmail: 'care' }, 'customerCareEmail', 'Customer care email is incorrect format!'],
    ['care phone invalid', { customerCarePhone: '12345' }, 'customerCarePhone', 'Customer care phone is incorrect format!'],
    ['terms URL invalid', { termsAndConditionsUrl: 'terms page' }, 'termsAndConditionsUrl', 'Terms and conditions URL is incorrect format!'],
    ['description under 40', { description: 'Reminders for patients.' }, 'description', 'Description must be at least 40 character(s)!'],
    ['description over 4096', { description: 'x'.repeat(4097) }, 'description', 'Description must be lesser 4096 character(s)!'],
    ['initial SIDs over 320', { initSIDs: 'x'.repeat(321) }, 'initSIDs', 'Initial SIDs must be lesser 320 character(s)!'],
    ['sample 1 under 20', { sample1: 'Reply STOP to end' }, 'sample1', 'Sample message 1 must be at least 20 character(s)!'],
    ['sample 1 over 1024', { sample1: `Reply STOP to opt out ${'x'.repeat(1010)}` }, 'sample1', 'Sample message 1 must be lesser 1024 character(s)!'],
    ['sample 1 without opt-out language', { sample1: 'Harbor Dental: your cleaning is tomorrow at 10:00.' }, 'sample1', 'Sample message 1 must tell recipients how to opt out, e.g. "Reply STOP to opt out"'],
    ['sample 2 without opt-out language', { sample2: 'Harbor Dental: please confirm your visit on Friday.' }, 'sample2', 'Sample message 2 must tell recipients how to opt out, e.g. "Reply STOP to opt out"'],
    ['message flow under 40', { messageFlow: 'Patients opt in online.' }, 'messageFlow', 'Message flow must be at least 40 character(s)!'],
    ['message flow over 2048', { messageFlow: 'x'.repeat(2049) }, 'messageFlow', 'Message flow must be lesser 2048 character(s)!'],
    ['opt-in type unknown', { optInType: 'EMAIL' }, 'optInType', 'Opt-in type is incorrect format!'],
    ['opt-out keywords missing', { optOutKeywords: '' }, 'optOutKeywords', 'Opt-out keywords is required field!'],
    ['opt-out keywords with spaces', { optOutKeywords: 'STOP, OPT OUT' }, 'optOutKeywords', 'Opt-out keywords must be words separated by commas'],
    ['help keywords over 320', { helpKeywords: 'HELP,'.repeat(65) }, 'helpKeywords', 'Help keywords must be lesser 320 character(s)!'],
    ['opt-in keywords missing for text opt-in', { optInType: 'VIA_TEXT', optInKeywords: '' }, 'optInKeywords', 'Opt-in keywords is required field! when recipients opt in via text'],
    ['opt-in message under 20', { optInMessage: 'Subscribed.' }, 'optInMessage', 'Opt-in message must be at least 20 character(s)!'],
    ['opt-out message over 320', { optOutMessage: 'x'.repeat(321) }, 'optOutMessage', 'Opt-out message must be lesser 320 character(s)!'],
    ['help message missing', { helpMessage: '' }, 'helpMessage', 'Help message is required field!'],
    ['no DID group', { didGroupIds: [] }, 'didGroupIds', 'DID groups is required field!'],
  ];
  it.each(useCaseRules)('refuses a use case with %s: 400 naming the field', async (_, over, field, message) => {
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    const res = await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId], over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it('creates, reads and updates a use case with its DID groups; keyword lists and opt-in types as the spec lists them', async () => {
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    const created = await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId, groupId], { optInType: 'VIA_TEXT', optInKeywords: 'JOIN, START' }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ brandId: brand, brandName: 'Harbor Dental', didGroupIds: [groupId], registration: null, usecaseId: null, optInType: 'VIA_TEXT' });
    for (const optInType of ['WEB_FORM', 'VERBAL', 'PAPER_FORM', 'MOBILE_QR_CODE'] as const) {
      const res = await api('PUT', `/10dlc/usecase/${created.body.id}`, aUseCase([groupId], { optInType, usecaseName: `Reminders ${optInType}` }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ optInType, usecaseName: `Reminders ${optInType}` });
    }
    const list = await api('GET', `/10dlc/brand/${brand}/usecase`);
    expect(list.body.items.map((u: { id: number }) => u.id)).toEqual([created.body.id]);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body.useCaseCount).toBe(1);
  });

  it("refuses another user's DID group by its id", async () => {
    const other = await t.db.selectFrom('users').select('id').where('email', '=', OTHER.email).executeTakeFirstOrThrow();
    const at = t.clock.now().toISOString();
    const theirs = await t.db.insertInto('did_groups').values({ user_id: other.id, name: 'Theirs', name_key: 'theirs', country: 'US', route_id: null, voice_enabled: 1, setting: '{}', created_at: at }).returning('id').executeTakeFirstOrThrow();
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    const res = await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId, Number(theirs.id)]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'didGroupIds', message: `DID group ${theirs.id} is not one of your DID groups` });
  });

  it("answers 404 for another user's brand and use case on every call", async () => {
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    const useCase = (await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId]))).body.id;
    const other = await signIn(t.app, OTHER.email, OTHER.password);
    const calls: [('GET' | 'POST' | 'PUT'), string, unknown?][] = [
      ['GET', `/10dlc/brand/${brand}`],
      ['PUT', `/10dlc/brand/${brand}`, aBrand()],
      ['GET', `/10dlc/brand/${brand}/usecase`],
      ['POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId])],
      ['GET', `/10dlc/usecase/${useCase}`],
      ['PUT', `/10dlc/usecase/${useCase}`, aUseCase([groupId])],
      ['POST', '/10dlc/request10dlc', { kind: 'brand', id: brand, vendorId: 'registry-direct' }],
      ['POST', '/10dlc/request10dlc', { kind: 'use-case', id: useCase, vendorId: 'registry-direct' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, body, other);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await api('GET', `/10dlc/brand/${brand}`, undefined, other)).body.message).toBe('Brand is not existed');
    expect((await api('GET', `/10dlc/usecase/${useCase}`, undefined, other)).body.message).toBe('Use case is not existed');
    expect((await api('GET', '/10dlc/brand', undefined, other)).body.items).toEqual([]);
    expect((await api('GET', '/10dlc/brand/999999')).status).toBe(404);
    expect((await api('GET', '/10dlc/brand/abc')).status).toBe(400);
  });

  it('answers the profile the brand form starts from, and the vendor list', async () => {
    const profile = await api('GET', '/10dlc/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: DEMO.email, country: expect.stringMatching(/^[A-Z]{2}$/) });
    const vendors = await api('GET', '/user/load10dlcVendorList');
    expect(vendors.body.items.map((v: { id: string }) => v.id)).toEqual(['registry-direct', 'registry-reseller']);
  });
});
