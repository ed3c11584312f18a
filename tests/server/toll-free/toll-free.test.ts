// Toll-free verification (issue 14; decision 49) through the API: the field rules naming their field,
// profiles reused across requests, the numbers a request covers (the user's own toll-free DIDs, each
// in one request), the status derived from the newest registration (Draft, Submitted, In review,
// Verified, Rejected with the reason), resubmission after a rejection, the seeded demo data, and
// another user's ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '@server/providers/registration/simulated-registration-vendor';
import { reviewPollMs, runDueRegistrations } from '@server/modules/registrations/registration-sweep';
import { ContactsClient, OTHER } from '../contacts/contacts-client';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';

const profile = {
  businessName: 'Lakeview Auto LLC',
  street: '1 Lake St',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60601',
  country: 'US',
  website: 'https://lakeview.example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@lakeview.example.com',
  phone: '(312) 555-0188',
};

const fields = (numbers: string[]) => ({
  useCase: 'Appointments',
  useCaseSummary: 'Service appointment reminders for customers who booked a repair at Lakeview Auto.',
  expectedMonthlyVolume: '1,000',
  optInType: 'WEB_FORM',
  optInWorkflow: 'Customers tick the SMS reminder box when they book a service online; the terms and STOP instructions are beside it.',
  optInProofUrl: 'https://lakeview.example.com/booking-consent.png',
  sampleMessages: ['Lakeview Auto: your service is tomorrow at 9:00. Reply STOP to opt out.'],
  additionalInformation: '',
  tollFreeNumbers: numbers,
});

describe.each(dialects)('toll-free verification (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let other: ContactsClient;
  let free: string[];
  const reviewMs = 300_000;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    other = await ContactsClient.signIn(t, OTHER);
    const numbers = (await demo.call('GET', '/tfn/numbers')).body.items as { phone: string; requestId: number | null }[];
    free = numbers.filter((n) => n.requestId === null).map((n) => n.phone);
  });
  afterAll(async () => t?.close());

  const tick = async (ms: number) => {
    t.clock.advance(ms);
    return runDueRegistrations(t.app.ctx);
  };
  const status = async (id: number) => (await demo.call('GET', `/tfn/requests/${id}`)).body;

  it('seeds the demo: a profile, six toll-free numbers, a verified, an in-review and a rejected request', async () => {
    const numbers = (await demo.call('GET', '/tfn/numbers')).body.items;
    expect(numbers).toHaveLength(6);
    expect(numbers.every((n: { phone: string }) => /^\+1800\d{7}$/.test(n.phone))).toBe(true);
    expect(free).toHaveLength(3);
    const list = (await demo.call('GET', '/tfn/requests')).body;
    expect(list.items.map((r: { status: string }) => r.status).sort()).toEqual(['In review', 'Rejected', 'Verified']);
    expect(list.items.find((r: { status: string }) => r.status === 'Rejected').reason).toBe(REJECTION_REASONS[3]);
    expect((await demo.call('GET', '/tfn/profiles')).body.items).toEqual([expect.objectContaining({ businessName: 'Demo Marketing LLC', requestCount: 3 })]);
    expect((await demo.call('GET', '/tfn/requests?status=Verified')).body.items).toHaveLength(1);
    expect((await demo.call('GET', '/tfn/requests?search=customer%20care')).body.items).toEqual([expect.objectContaining({ useCase: 'Customer Care' })]);
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const create = async (body: Record<string, unknown>) => (await demo.call('POST', '/tfn/requests', body)).body;
    const base = { ...fields([free[0]]), profile };
    expect(await create({ ...base, useCaseSummary: 'too short' })).toMatchObject({ field: 'useCaseSummary', message: 'Use case summary must be at least 40 character(s)!' });
    expect(await create({ ...base, useCase: 'Lottery' })).toMatchObject({ field: 'useCase' });
    expect(await create({ ...base, expectedMonthlyVolume: '12' })).toMatchObject({ field: 'expectedMonthlyVolume' });
    expect(await create({ ...base, optInWorkflow: 'short' })).toMatchObject({ field: 'optInWorkflow', message: 'Opt-in workflow must be at least 40 character(s)!' });
    expect(await create({ ...base, optInProofUrl: 'not a url' })).toMatchObject({ field: 'optInProofUrl', message: 'Opt-in proof URL is incorrect format!' });
    expect(await create({ ...base, sampleMessages: [] })).toMatchObject({ field: 'sampleMessages', message: 'Sample messages must have at least one message!' });
    expect(await create({ ...base, sampleMessages: ['Hi'] })).toMatchObject({ field: 'sampleMessages.0', message: 'Sample message must be at least 20 character(s)!' });
    expect(await create({ ...base, tollFreeNumbers: [] })).toMatchObject({ field: 'tollFreeNumbers', message: 'Toll-free numbers must have at least one number!' });
    expect(await create({ ...base, tollFreeNumbers: ['+13125550100'] })).toMatchObject({ field: 'tollFreeNumbers.0', message: 'Toll-free number +13125550100 is incorrect format!' });
    expect(await create({ ...base, tollFreeNumbers: [free[0], free[0]] })).toMatchObject({ field: 'tollFreeNumbers.1' });
    expect(await create({ ...base, tollFreeNumbers: ['+18885550100'] })).toMatchObject({ field: 'tollFreeNumbers.0', message: 'Toll-free number +18885550100 is not one of your DIDs' });
    expect(await create({ ...fields([free[0]]) })).toMatchObject({ field: 'profileId', message: 'Profile is required field!' });
    expect(await create({ ...base, profile: { ...profile, website: 'nope' } })).toMatchObject({ field: 'profile.website', message: 'Website is incorrect format!' });
    expect(await create({ ...base, profile: { ...profile, postalCode: 'A1A 1A1' } })).toMatchObject({ field: 'profile.postalCode', message: 'Postal code is incorrect format!' });
    expect(await create({ ...base, profile: { ...profile, phone: '123' } })).toMatchObject({ field: 'profile.phone', message: 'Phone is incorrect format!' });
    expect(await create({ ...base, profile: { ...profile, email: 'ana' } })).toMatchObject({ field: 'profile.email', message: 'Email is incorrect format!' });
    expect((await demo.call('POST', '/tfn/profiles', { ...profile, businessName: '' })).body).toMatchObject({ field: 'businessName', message: 'Business name is required field!' });
    // Nothing was saved by the refusals.
    expect((await demo.call('GET', '/tfn/profiles')).body.items).toHaveLength(1);
  });

  it('sends a request with a new profile, In review, then Verified; the number is taken', async () => {
    const res = await demo.call('POST', '/tfn/requests', { ...fields([free[0]]), profile });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Submitted', editable: false, tollFreeNumbers: [free[0]], profile: { businessName: 'Lakeview Auto LLC', phone: '+13125550188' } });
    expect(res.body.registration).toMatchObject({ kind: 'toll-free', vendorId: 'toll-free-aggregator', feeCents: 0 });
    const id = res.body.id as number;
    await tick(0);
    expect((await status(id)).status).toBe('In review');
    await tick(reviewPollMs(reviewMs));
    expect((await status(id)).status).toBe('In review');
    await tick(reviewMs);
    expect(await status(id)).toMatchObject({ status: 'Verified', reason: null });
    // The aggregator got the business, the contact and the messaging.
    const sent = await t.db.selectFrom('registration_requests').select('fields').where('subject_id', '=', id).where('kind', '=', 'toll-free').executeTakeFirstOrThrow();
    expect(JSON.parse(sent.fields)).toMatchObject({ businessName: 'Lakeview Auto LLC', contactEmail: 'ana@lakeview.example.com', optInProofUrl: fields([]).optInProofUrl, tollFreeNumbers: [free[0]] });
    // A verified request is not edited or resent; its number is not in another request.
    expect((await demo.call('PUT', `/tfn/requests/${id}`, { ...fields([free[0]]), profileId: res.body.profileId })).body).toMatchObject({ field: 'status' });
    expect((await demo.call('POST', `/tfn/requests/${id}/submit`)).status).toBe(400);
    const again = await demo.call('POST', '/tfn/requests', { ...fields([free[0]]), profileId: res.body.profileId });
    expect(again.body).toEqual(expect.objectContaining({ field: 'tollFreeNumbers.0', message: `Toll-free number ${free[0]} is already in toll-free request #${id}` }));
    // The profile is used: not deleted.
    expect((await demo.call('DELETE', `/tfn/profiles/${res.body.profileId}`)).body).toMatchObject({ field: 'profileId' });
  });

  it('rejects with the reason, and a resubmission after an edit is a new registration that verifies', async () => {
    const profiles = (await demo.call('GET', '/tfn/profiles')).body.items as { id: number; businessName: string }[];
    const profileId = profiles.find((p) => p.businessName === 'Demo Marketing LLC')!.id;
    const made = await demo.call('POST', '/tfn/requests', { ...fields([free[1]]), optInProofUrl: 'http://lakeview.example.com/consent', profileId });
    const id = made.body.id as number;
    await tick(0);
    await tick(reviewMs);
    expect(await status(id)).toMatchObject({ status: 'Rejected', reason: REJECTION_REASONS[3], editable: true });
    // Resubmitted as it stands: rejected again.
    expect((await demo.call('POST', `/tfn/requests/${id}/submit`)).body.status).toBe('Submitted');
    await tick(0);
    await tick(reviewMs);
    expect((await status(id)).status).toBe('Rejected');
    // Edited and resubmitted in one call.
    const edited = await demo.call('PUT', `/tfn/requests/${id}`, { ...fields([free[1], free[2]]), profileId, submit: true });
    expect(edited.body).toMatchObject({ status: 'Submitted', tollFreeNumbers: [free[1], free[2]], reason: null });
    await tick(0);
    await tick(reviewMs);
    const done = await status(id);
    expect(done.status).toBe('Verified');
    expect(done.history.map((h: { state: string }) => h.state)).toEqual(['registered', 'rejected', 'rejected']);
  });

  it('keeps a draft until it is submitted, and edits and deletes profiles', async () => {
    // One more toll-free DID for the demo user (the seeded free ones are taken by now).
    const group = await t.db.selectFrom('did_groups').select('id').where('name', '=', 'Toll-free numbers').executeTakeFirstOrThrow();
    await t.db.insertInto('dids').values({ group_id: group.id, phone: '+18445550100', country: 'US', created_at: t.clock.now().toISOString() }).execute();
    expect((await demo.call('GET', '/tfn/numbers')).body.items.filter((n: { requestId: number | null }) => n.requestId === null)).toEqual([
      { phone: '+18445550100', didGroupName: 'Toll-free numbers', requestId: null },
    ]);
    const draft = await demo.call('POST', '/tfn/requests', { ...fields(['(844) 555-0100']), profile: { ...profile, businessName: 'Draft Co' }, submit: false });
    expect(draft.body).toMatchObject({ status: 'Draft', editable: true, registration: null, history: [], tollFreeNumbers: ['+18445550100'] });
    await tick(reviewMs);
    expect((await status(draft.body.id)).status).toBe('Draft');
    expect((await demo.call('POST', `/tfn/requests/${draft.body.id}/submit`)).body.status).toBe('Submitted');

    const profiles = (await demo.call('GET', '/tfn/profiles')).body.items as { id: number; businessName: string }[];
    const lakeview = profiles.find((p) => p.businessName === 'Lakeview Auto LLC')!;
    const updated = await demo.call('PUT', `/tfn/profiles/${lakeview.id}`, { ...profile, city: 'Evanston', postalCode: '60201' });
    expect(updated.body).toMatchObject({ city: 'Evanston', postalCode: '60201', requestCount: 1 });
    const spare = await demo.call('POST', '/tfn/profiles', { ...profile, businessName: 'Spare Co', country: 'CA', postalCode: 'M5V 2T6', state: 'ON' });
    expect(spare.status).toBe(200);
    expect((await demo.call('DELETE', `/tfn/profiles/${spare.body.id}`)).body).toEqual({ message: 'ok' });
    expect((await demo.call('GET', `/tfn/profiles/${spare.body.id}`)).status).toBe(404);
  });

  it('answers 404 for another user’s profiles and requests', async () => {
    const mine = (await demo.call('GET', '/tfn/requests')).body.items[0].id as number;
    const myProfile = (await demo.call('GET', '/tfn/profiles')).body.items[0].id as number;
    expect((await other.call('GET', `/tfn/requests/${mine}`)).status).toBe(404);
    expect((await other.call('PUT', `/tfn/requests/${mine}`, { ...fields(['+18005550100']), profileId: myProfile })).status).toBe(404);
    expect((await other.call('POST', `/tfn/requests/${mine}/submit`)).status).toBe(404);
    expect((await other.call('GET', `/tfn/profiles/${myProfile}`)).status).toBe(404);
    expect((await other.call('PUT', `/tfn/profiles/${myProfile}`, profile)).status).toBe(404);
    expect((await other.call('DELETE', `/tfn/profiles/${myProfile}`)).status).toBe(404);
    expect((await other.call('POST', '/tfn/requests', { ...fields(['+18005550100']), profileId: myProfile })).status).toBe(404);
    expect((await other.call('GET', '/tfn/requests')).body.items).toEqual([]);
    expect((await other.call('GET', '/tfn/numbers')).body.items).toEqual([]);
    expect((await demo.call('GET', '/tfn/requests/999999')).status).toBe(404);
    expect((await demo.call('GET', '/tfn/requests/abc')).status).toBe(400);
  });
});
