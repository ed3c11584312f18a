// Settings > Account info and Subscription plan: the account's own facts and plan (the demo user is
// seeded PRO, others BASIC), an upgrade charging the price difference through the ledger, a
// downgrade without a refund, CUSTOM as a request, and a short balance changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upgradeCharge } from '@domain/account';
import { createSession } from '@server/modules/auth/sessions';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
const LOW = { email: 'lowbalance@example.com', password: 'LowBalance#2026' };
const NOBILLING = { email: 'nobilling@example.com', password: 'NoBilling#2026' };

describe.each(dialects)('account info and plan (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const as = async (who: { email: string; password: string }) => {
    const token = await signIn(t.app, who.email, who.password);
    return (method: 'GET' | 'POST', url: string, body?: unknown) => call(t.app, method, url, body, token);
  };

  it('account info shows username, role, status, create date, plan, and the admins signed in as the user', async () => {
    const demo = await as(DEMO);
    const info = await demo('GET', '/settings/account-info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ username: 'demo', email: DEMO.email, role: 'Business-User', status: 'Active', plan: 'PRO', linkedAccounts: [] });
    expect(info.body.createDate).toBe(t.clock.now().toISOString());

    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    await createSession(t.app.ctx, Number(user.id), Number(admin.id));
    const linked = await demo('GET', '/settings/account-info');
    expect(linked.body.linkedAccounts).toEqual([{ email: 'admin@example.com', username: 'admin', role: 'Super-Admin' }]);

    expect((await (await as(NOBILLING))('GET', '/settings/account-info')).body.plan).toBe('BASIC');
  });

  it('an upgrade charges the monthly price difference through the ledger and applies at once', async () => {
    const user = await as(NOBILLING);
    const before = (await user('GET', '/users/me')).body.balanceCents as number;
    const res = await user('POST', '/settings/subscription-plan', { plan: 'PRO' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('PRO');
    expect(res.body.history[0]).toMatchObject({ fromPlan: 'BASIC', toPlan: 'PRO', status: 'APPLIED', chargedCents: upgradeCharge('BASIC', 'PRO') });
    expect((await user('GET', '/users/me')).body.balanceCents).toBe(before - 9_900);
    const entry = await t.db.selectFrom('credit_ledger').selectAll().where('kind', '=', 'subscription').executeTakeFirstOrThrow();
    expect(Number(entry.amount_cents)).toBe(-9_900);
    expect((await user('GET', '/settings/account-info')).body.plan).toBe('PRO');
  });

  it('a downgrade applies without a charge; the same plan is refused', async () => {
    const demo = await as(DEMO);
    const before = (await demo('GET', '/users/me')).body.balanceCents as number;
    const res = await demo('POST', '/settings/subscription-plan', { plan: 'BASIC' });
    expect(res.body).toMatchObject({ plan: 'BASIC', message: 'Plan changed' });
    expect((await demo('GET', '/users/me')).body.balanceCents).toBe(before);
    const same = await demo('POST', '/settings/subscription-plan', { plan: 'BASIC' });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ field: 'plan', message: 'Plan is already your current plan' });
  });

  it('CUSTOM is recorded as a request and the plan stays; a second request is refused', async () => {
    const demo = await as(DEMO);
    const res = await demo('POST', '/settings/subscription-plan', { plan: 'CUSTOM' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('PRO');
    expect(res.body.pendingRequest).toMatchObject({ toPlan: 'CUSTOM', status: 'REQUESTED' });
    expect((await demo('POST', '/settings/subscription-plan', { plan: 'CUSTOM' })).status).toBe(400);
  });

  it('short of credit: 402 and nothing changes; an unknown plan is a 400 naming it', async () => {
    const low = await as(LOW);
    const res = await low('POST', '/settings/subscription-plan', { plan: 'ENTERPRISE' });
    expect(res.status).toBe(402);
    const sub = await low('GET', '/settings/subscription-plan');
    expect(sub.body).toMatchObject({ plan: 'BASIC', history: [] });
    const bad = await low('POST', '/settings/subscription-plan', { plan: 'GOLD' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Plan must be BASIC, PRO, ENTERPRISE or CUSTOM/);
  });
});
