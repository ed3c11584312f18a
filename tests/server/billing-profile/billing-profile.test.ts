// The profile and its billing verification (decision 36): personal fields save at once, changed
// billing fields become a request a Super-Admin approves or rejects, and the billing check answers
// what the web app's billing-verification machine reads (204 when nothing needs updating). The
// route guards follow users.billing_status without signing in again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogin } from '@server/db/seed-logins';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const billing = {
  entityName: 'Nora Media Ltd',
  billingName: 'Nora NoBilling',
  billingAddress: '5 Market Street, Leeds LS1 6DT',
  billingCountry: 'United Kingdom',
  billingRegNo: '',
  billingVatNo: '',
  billingIBAN: '',
  billingBIC: '',
  billingIntermediaryBIC: '',
  billingBank: '',
  billingBankAddress: '',
};
const personal = {
  firstname: 'Nora', lastname: 'NoBilling', timezone: 'Etc/GMT', address1: '5 Market Street', address2: '', city: 'Leeds',
  state: '', zip: 'LS1 6DT', gender: 'Female', phone: '+441135550100', country: 'United Kingdom', company: 'Nora Media',
  companyDescription: '', companyPhone: '', industry: 'Media',
};

describe.each(dialects)('billing profile (%s)', (dialect) => {
  let t: TestApp;
  let nora: string;
  let admin: string;
  let demo: string;
  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, body, token);
  const tokenOf = (email: string) => signIn(t.app, email, seedLogin(email).password);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [nora, admin, demo] = await Promise.all([tokenOf('nobilling@example.com'), tokenOf('admin@example.com'), tokenOf('demo@example.com')]);
  });
  afterAll(async () => t?.close());

  it('answers the seeded demo profile, verified with its entity name, and 204 for its billing check', async () => {
    const profile = await as(demo)('GET', '/profile');
    expect(profile.body).toMatchObject({ email: 'demo@example.com', username: 'demo', entityName: 'Demo Marketing LLC', gender: 'Female', statusName: 'Active' });
    const check = await as(demo)('GET', '/billing/check-billing-information');
    expect(check.status).toBe(204);
    expect(check.raw.body).toBe('');
  });

  it('answers a user without billing information with no status, and the billing wall (412) stays', async () => {
    const check = await as(nora)('GET', '/billing/check-billing-information');
    expect(check).toMatchObject({ status: 200, body: { status: null, billingInfo: { entityName: '' }, metaData: { oldData: null, rejectReason: null } } });
  });

  it('refuses a profile without the required billing fields, naming the field, and saves nothing', async () => {
    const res = await as(nora)('PUT', '/profile', { ...personal, ...billing, entityName: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'entityName', message: 'Entity name is required field!' });
    const bad = await as(nora)('PUT', '/profile', { ...personal, ...billing, gender: 'm' });
    expect(bad.body).toMatchObject({ field: 'gender' });
    expect((await as(nora)('GET', '/profile')).body.city).toBe('');
  });

  it('saves personal fields at once and turns billing fields into a PENDING request (in progress)', async () => {
    const res = await as(nora)('PUT', '/profile', { ...personal, ...billing });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ city: 'Leeds', gender: 'Female', entityName: '' });
    expect(res.body.check).toMatchObject({ status: 'PENDING', billingInfo: billing, metaData: { oldData: { entityName: '' }, rejectReason: null } });
    expect((await as(nora)('GET', '/users/me')).body.billingStatus).toBe('in-progress');
    // The billing fields are read-only while reviewed; the same values again change nothing.
    expect((await as(nora)('PUT', '/profile', { ...personal, ...billing, city: 'York' })).status).toBe(200);
    const changed = await as(nora)('PUT', '/profile', { ...personal, ...billing, billingName: 'Someone else' });
    expect(changed).toMatchObject({ status: 409, body: { message: 'Billing information is being verified; wait for the review before changing it again' } });
  });

  it('keeps the review calls for Super-Admins: 403 for others, 401 signed out', async () => {
    expect((await as(demo)('GET', '/billing/requests')).status).toBe(403);
    expect((await as(nora)('POST', '/billing/requests/1/approve')).status).toBe(403);
    expect((await as(demo)('POST', '/billing/requests/1/reject', { reason: 'x' })).status).toBe(403);
    expect((await call(t.app, 'GET', '/billing/requests')).status).toBe(401);
  });

  it('lists pending requests with the requested and original values, the seeded ones included', async () => {
    const res = await as(admin)('GET', '/billing/requests?status=PENDING&size=50');
    expect(res.status).toBe(200);
    const emails = res.body.items.map((r: { email: string }) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['nobilling@example.com', 'reviewing@example.com', 'expired@example.com']));
    expect(res.body.items[0]).toMatchObject({ email: 'nobilling@example.com', status: 'PENDING', requested: billing, original: { billingName: '' } });
    expect((await as(admin)('GET', '/billing/requests?page=0')).status).toBe(400);
  });

  it('rejecting asks a reason; the user sees REJECTED with it and the values compared, then asks again', async () => {
    const id = (await as(admin)('GET', '/billing/requests')).body.items[0].id;
    expect((await as(admin)('POST', `/billing/requests/${id}/reject`, { reason: ' ' })).body).toMatchObject({ field: 'reason', message: 'Reason is required field!' });
    const rejected = await as(admin)('POST', `/billing/requests/${id}/reject`, { reason: 'The address does not match the registration' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'The address does not match the registration' });
    expect((await as(admin)('POST', `/billing/requests/${id}/approve`)).status).toBe(409);
    expect((await as(nora)('GET', '/users/me')).body.billingStatus).toBe('rejected');
    const check = await as(nora)('GET', '/billing/check-billing-information');
    expect(check.body).toMatchObject({ status: 'REJECTED', billingInfo: billing, metaData: { oldData: { billingName: '' }, rejectReason: 'The address does not match the registration' } });

    const again = await as(nora)('PUT', '/profile', { ...personal, ...billing, billingAddress: '6 Market Street, Leeds LS1 6DT' });
    expect(again.body.check).toMatchObject({ status: 'PENDING', billingInfo: { billingAddress: '6 Market Street, Leeds LS1 6DT' } });
    expect((await as(nora)('GET', '/users/me')).body.billingStatus).toBe('in-progress');
  });

  it('approving applies the values and verifies the user, whose same session gets through the guards', async () => {
    const id = (await as(admin)('GET', '/billing/requests')).body.items[0].id;
    expect((await as(nora)('GET', '/billing/check-billing-information')).body.status).toBe('PENDING');
    const approved = await as(admin)('POST', `/billing/requests/${id}/approve`);
    expect(approved.body).toMatchObject({ status: 'RELEASED', rejectReason: null, reviewedAt: expect.any(String) });
    expect((await as(nora)('GET', '/users/me')).body.billingStatus).toBe('verified');
    expect((await as(nora)('GET', '/profile')).body).toMatchObject({ entityName: 'Nora Media Ltd', billingAddress: '6 Market Street, Leeds LS1 6DT' });
    expect((await as(nora)('GET', '/billing/check-billing-information')).body).toMatchObject({ status: 'RELEASED', billingInfo: { entityName: 'Nora Media Ltd' } });
    expect((await as(admin)('POST', `/billing/requests/${id}/reject`, { reason: 'late' })).status).toBe(409);
    expect((await as(admin)('POST', '/billing/requests/999999/approve')).status).toBe(404);
    expect((await as(admin)('POST', '/billing/requests/abc/approve')).status).toBe(400);
  });

  it('a verified user changing billing stays verified while reviewed and when refused', async () => {
    const changed = await as(demo)('PUT', '/profile', { ...(await as(demo)('GET', '/profile')).body, billingBank: 'Other Bank', email: undefined });
    expect(changed.status).toBe(200);
    expect(changed.body.check).toMatchObject({ status: 'PENDING', billingInfo: { billingBank: 'Other Bank' }, metaData: { oldData: { billingBank: 'First Springfield Bank' } } });
    expect((await as(demo)('GET', '/users/me')).body.billingStatus).toBe('verified');
    const id = (await as(admin)('GET', '/billing/requests')).body.items[0].id;
    await as(admin)('POST', `/billing/requests/${id}/reject`, { reason: 'No proof of the new bank' });
    expect((await as(demo)('GET', '/users/me')).body.billingStatus).toBe('verified');
    expect((await as(demo)('GET', '/profile')).body.billingBank).toBe('First Springfield Bank');
    expect((await as(demo)('GET', '/billing/check-billing-information')).body).toMatchObject({ status: 'REJECTED', metaData: { rejectReason: 'No proof of the new bank' } });
  });
});
