// The referral program (issue 15; decision 52) through the API: the seeded demo, the program rules
// (Super-Admin only, the fields named in 400s), joining, the public landing recording visits and
// leads with no login and answering 404 for unknown codes, commission paid into the referrer's
// open referral order by a referred account's purchase (floored per purchase, once), and another
// user's link ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import type { ReferralLink } from '@domain/referral/referral';
import { commissionCents } from '@domain/referral/referral-commission';
import { ADMIN, DEMO, OrdersClient } from '../orders/orders-client';
import { PaymentsClient } from '../payments/payments-client';

const program = { name: 'Spring partners', code: 'spring-26', description: 'Bring a sender, earn a share.', commissionPercent: 3.33 };

describe.each(dialects)('referral (%s)', (dialect) => {
  let t: TestApp;
  let demo: OrdersClient;
  let admin: OrdersClient;
  const range = '?from=2026-02-01&to=2026-03-02';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await OrdersClient.signIn(t, DEMO);
    admin = await OrdersClient.signIn(t, ADMIN);
  });
  afterAll(async () => t?.close());

  const demoLink = async () => ((await demo.call('GET', '/referral/links')).body.items as ReferralLink[]).find((l) => l.programCode === 'PARTNER10')!;

  it('seeds a program, the demo link with visits, leads, a sign-up with purchases and the open referral order', async () => {
    const programs = (await demo.call('GET', '/referral/programs')).body.items;
    expect(programs.map((p: { code: string; status: string }) => [p.code, p.status])).toEqual([['AGENCY15', 'paused'], ['PARTNER10', 'active']]);
    expect(programs[1]).toMatchObject({ commissionPercent: 10, commissionBp: 1000, myReferralCode: 'DEMO2026' });
    const link = await demoLink();
    expect(link).toMatchObject({ programCode: 'PARTNER10', referralCode: 'DEMO2026', leads: 6, signups: 1, revenueCents: 125_000, commissionCents: 12_500 });
    expect(link.path).toBe(`/referral/${link.programId}/DEMO2026`);
    expect(link.visits).toBeGreaterThan(40);
    const stats = (await demo.call('GET', `/referral/statistic${range}`)).body;
    expect(stats.totals).toMatchObject({ visits: link.visits, leads: 6, signups: 1, revenueCents: 125_000, commissionCents: 12_500 });
    expect(stats.days).toHaveLength(30);
    const orders = (await demo.call('POST', '/orders/list', { type: 'referral' })).body.result;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount: 125, status: 'open' });
  });

  it('lets only a Super-Admin create and edit programs, naming the field of a bad one', async () => {
    expect((await demo.call('POST', '/referral/programs', program)).status).toBe(403);
    const bad = async (body: object) => (await admin.call('POST', '/referral/programs', { ...program, ...body })).body;
    expect(await bad({ code: 'a b' })).toMatchObject({ field: 'code', message: 'Code must be 3 to 20 letters, digits or dashes' });
    expect(await bad({ code: 'partner10' })).toMatchObject({ field: 'code', message: 'This code is already used by another program' });
    expect(await bad({ commissionPercent: 0 })).toMatchObject({ field: 'commissionPercent', message: 'Commission must be between 0.01% and 100%' });
    expect(await bad({ commissionPercent: 100.5 })).toMatchObject({ field: 'commissionPercent' });
    expect(await bad({ commissionPercent: 1.234 })).toMatchObject({ field: 'commissionPercent', message: 'Commission has at most 2 decimals' });
    expect(await bad({ name: ' ' })).toMatchObject({ field: 'name' });
    const created = await admin.call('POST', '/referral/programs', program);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'SPRING-26', commissionBp: 333, status: 'active' });
    const edited = await admin.call('PUT', `/referral/programs/${created.body.id}`, { ...program, name: 'Spring partners 2026' });
    expect(edited.body).toMatchObject({ name: 'Spring partners 2026', code: 'SPRING-26' });
    expect((await admin.call('PUT', '/referral/programs/999999', program)).status).toBe(404);
    expect((await demo.call('PUT', `/referral/programs/${created.body.id}`, program)).status).toBe(403);
  });

  it('joins a program once; a paused or unknown program cannot be joined', async () => {
    const programs = (await demo.call('GET', '/referral/programs')).body.items as { id: number; code: string }[];
    const spring = programs.find((p) => p.code === 'SPRING-26')!;
    const paused = programs.find((p) => p.code === 'AGENCY15')!;
    const first = await demo.call('POST', `/referral/programs/${spring.id}/join`);
    expect(first.body).toMatchObject({ programId: spring.id, visits: 0, commissionPercent: 3.33 });
    expect(first.body.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await demo.call('POST', `/referral/programs/${spring.id}/join`)).body.referralCode).toBe(first.body.referralCode);
    expect((await demo.call('POST', `/referral/programs/${paused.id}/join`)).status).toBe(409);
    expect((await demo.call('POST', '/referral/programs/999999/join')).status).toBe(404);
    expect((await call(t.app, 'GET', '/referral/links')).status).toBe(401);
  });

  it('records a landing visit and a lead without login; an unknown code, another program or a paused one is 404', async () => {
    const link = await demoLink();
    const before = (await demo.call('GET', `/referral/statistic${range}`)).body.totals;
    const visit = await call(t.app, 'POST', `/public/referral/${link.programId}/DEMO2026/visit`);
    expect(visit.status).toBe(200);
    expect(visit.body).toEqual({ programId: link.programId, programName: 'Partner Program', description: expect.any(String), referralCode: 'DEMO2026' });
    expect(JSON.stringify(visit.body)).not.toContain('demo@example.com');
    const lead = await call(t.app, 'POST', `/public/referral/${link.programId}/DEMO2026/leads`, { name: 'Pat Kim', email: 'Pat@Example.net' });
    expect(lead.body).toEqual({ message: 'Thank you! We will contact you soon.' });
    expect((await call(t.app, 'POST', `/public/referral/${link.programId}/DEMO2026/leads`, { name: 'Pat', email: 'nope' })).body).toMatchObject({ field: 'email' });
    const after = (await demo.call('GET', `/referral/statistic${range}`)).body;
    expect(after.totals.visits).toBe(before.visits + 1);
    expect(after.totals.leads).toBe(before.leads + 1);
    expect(after.days.at(-1).visits).toBeGreaterThan(0);

    expect((await call(t.app, 'POST', `/public/referral/${link.programId}/NOSUCHCODE/visit`)).status).toBe(404);
    expect((await call(t.app, 'POST', `/public/referral/999999/DEMO2026/visit`)).status).toBe(404);
    expect((await call(t.app, 'POST', `/public/referral/${link.programId}/NOSUCHCODE/leads`, { name: 'A', email: 'a@b.co' })).status).toBe(404);
    const paused = ((await admin.call('GET', '/referral/programs')).body.items as { id: number; code: string }[]).find((p) => p.code === 'PARTNER10')!;
    await admin.call('PUT', `/referral/programs/${paused.id}`, { name: 'Partner Program', code: 'PARTNER10', commissionPercent: 10, status: 'paused' });
    expect((await call(t.app, 'POST', `/public/referral/${link.programId}/DEMO2026/visit`)).status).toBe(404);
    await admin.call('PUT', `/referral/programs/${paused.id}`, { name: 'Partner Program', code: 'PARTNER10', commissionPercent: 10, status: 'active' });
    expect((await demo.call('GET', `/referral/statistic${range}`)).body.totals.visits).toBe(before.visits + 1);
  });

  it('answers 400 naming the field for a bad range and 404 for another user\'s link', async () => {
    expect((await demo.call('GET', '/referral/statistic?from=2026-03-02&to=2026-03-01')).body).toMatchObject({ field: 'from' });
    expect((await demo.call('GET', '/referral/statistic?from=2025-01-01&to=2026-03-01')).body).toMatchObject({ field: 'to' });
    expect((await demo.call('GET', '/referral/statistic?from=yesterday&to=2026-03-01')).status).toBe(400);
    const link = await demoLink();
    expect((await admin.call('GET', `/referral/statistic${range}&linkId=${link.id}`)).status).toBe(404);
    expect((await demo.call('GET', `/referral/statistic${range}&linkId=${link.id}`)).status).toBe(200);
  });

  it('pays a referred account\'s purchases into the referrer\'s open referral order, floored per purchase, once', async () => {
    const spring = ((await admin.call('GET', '/referral/programs')).body.items as { id: number; code: string }[]).find((p) => p.code === 'SPRING-26')!;
    const link = (await admin.call('POST', `/referral/programs/${spring.id}/join`)).body;
    // The demo account leaves its email on the admin's landing: it becomes the admin's sign-up.
    await call(t.app, 'POST', `/public/referral/${spring.id}/${link.referralCode}/leads`, { name: 'Demo', email: 'demo@example.com' });
    // An admin's own email on its own landing refers nobody.
    await call(t.app, 'POST', `/public/referral/${spring.id}/${link.referralCode}/leads`, { name: 'Me', email: 'admin@example.com' });
    expect((await admin.call('GET', '/referral/links')).body.items[0]).toMatchObject({ leads: 2, signups: 1 });

    const id = await demo.create(2500);
    await admin.call('POST', `/orders/${id}/receive`, {});
    await admin.call('POST', `/orders/${id}/release`, { amountCents: 100_001 });
    // 100,001 × 3.33 % = 3,330.03 → 3,330; 149,999 × 3.33 % = 4,994.97 → 4,994 (not carried).
    await admin.call('POST', `/orders/${id}/release`, {});
    await admin.call('POST', `/orders/${id}/release`, {});
    const mine = (await admin.call('GET', '/referral/links')).body.items[0];
    expect(mine).toMatchObject({ revenueCents: 250_000, commissionCents: 8_324 });
    const orders = (await admin.call('POST', '/orders/list', { type: 'referral' })).body.result;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'open' });
    const order = await admin.order(orders[0].id);
    expect(order).toMatchObject({ type: 'referral', amountCents: 8_324, processingFee: 0, invoices: ['pre-payment'] });
    // The commission is the admin's, not the buyer's: the demo's open referral order is unchanged.
    expect((await demo.call('POST', '/orders/list', { type: 'referral' })).body.result[0]).toMatchObject({ amount: 125 });
    // Another user's referral order is 404.
    expect((await demo.call('GET', `/orders/${orders[0].id}`)).status).toBe(404);
  });

  it('pays commission on a referred account\'s card purchase too, once however often it is retried', async () => {
    const buyer = await PaymentsClient.signIn(t);
    const packages = (await buyer.call('GET', '/payments/packages')).body as { id: number; name: string; amountCents: number }[];
    const starter = packages.find((p) => p.name === 'Starter')!;
    const before = ((await admin.call('GET', '/referral/links')).body.items as ReferralLink[]).find((l) => l.programCode === 'SPRING-26')!;
    const bought = await buyer.buy(starter.id, 'referral-card-1');
    expect(bought.charge.status).toBe('succeeded');
    await buyer.purchase(starter.id, { idempotencyKey: 'referral-card-1' });
    const after = ((await admin.call('GET', '/referral/links')).body.items as ReferralLink[]).find((l) => l.programCode === 'SPRING-26')!;
    expect(after.revenueCents - before.revenueCents).toBe(starter.amountCents);
    expect(after.commissionCents - before.commissionCents).toBe(commissionCents(starter.amountCents, 333));
    const order = (await admin.call('POST', '/orders/list', { type: 'referral' })).body.result[0];
    expect(Math.round(order.amount * 100)).toBe(after.commissionCents);
  });
});
