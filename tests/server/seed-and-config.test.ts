// First-start data and the lists the web app loads: seed is idempotent, every demo account signs in
// to the state it is meant to show, /config/* answer the seeded reference data, status-check the version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BALANCE_CENTS } from '@domain/credit';
import { rolePermissions } from '@domain/user';
import { seed } from '@server/db/seed';
import { seedLogins } from '@server/db/seed-logins';
import { SEED_AGENT_COUNT, SEED_MEMBER_COUNT } from '@server/db/seed-users';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

describe.each(dialects)('seed and config on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await signIn(t.app, 'demo@example.com', 'Demo#2026');
  });
  afterAll(() => t.close());

  const counts = async () => {
    const tables = ['users', 'credit_accounts', 'credit_ledger', 'countries', 'routes', 'prices', 'credit_packages'] as const;
    const out: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };

  it('seeds once: a second run changes nothing', async () => {
    const before = await counts();
    expect(before.users).toBe(seedLogins.length + SEED_AGENT_COUNT + SEED_MEMBER_COUNT);
    expect(await seed(t.db, t.clock.now)).toEqual({ users: false, reference: false });
    expect(await counts()).toEqual(before);
  });

  it('gives each demo account the state it shows', async () => {
    const answers = await Promise.all(
      seedLogins.map((l) => call(t.app, 'POST', '/authentication/login', { email: l.email, password: l.password })),
    );
    const byEmail = Object.fromEntries(seedLogins.map((l, i) => [l.email, answers[i]]));
    expect(byEmail['admin@example.com'].body.user).toMatchObject({ role: 'Super-Admin', permissions: rolePermissions['Super-Admin'] });
    expect(byEmail['demo@example.com'].body.user).toMatchObject({
      balanceCents: 50_000, billingStatus: 'verified', minBalanceCents: MIN_BALANCE_CENTS, timezone: 'Etc/GMT',
    });
    expect(byEmail['expired@example.com'].body.errorCode).toBe('PASSWORD_EXPIRED');
    expect(byEmail['suspended@example.com'].status).toBe(403);
    expect(byEmail['mfa@example.com'].body.errorCode).toBe('PENDING_OTP');
    expect(byEmail['nobilling@example.com'].body.user.billingStatus).toBe('not-have-billing');
    expect(byEmail['lowbalance@example.com'].body.user).toMatchObject({ billingStatus: 'verified', balanceCents: 0 });
  });

  it('answers the version on the public status check', async () => {
    expect(await call(t.app, 'GET', '/status-check')).toMatchObject({ status: 200, body: { version: '9.9.9-test' } });
  });

  it('lists countries with dial codes', async () => {
    const res = await call(t.app, 'GET', '/config/countries', undefined, token);
    expect(res.body.availableCountries).toEqual(
      expect.arrayContaining([{ code: 'US', name: 'United States', dialCode: '+1' }, { code: 'CA', name: 'Canada', dialCode: '+1' }]),
    );
  });

  it('lists active routes only, in the spec shape', async () => {
    const routes = (await call(t.app, 'GET', '/config/routes', undefined, token)).body;
    expect(routes.every((r: { status: string }) => r.status === 'active')).toBe(true);
    expect(routes.find((r: { name: string }) => r.name === 'US 10DLC Two-way')).toMatchObject({
      details: { sendMethod: 2, country: 'US', messageTypes: ['SMS', 'MMS'], supportAttachment: true, is10dlc: true, setting: { creativeApprovalRequired: false } },
    });
    const types = new Set(routes.flatMap((r: { details: { messageTypes: string[] } }) => r.details.messageTypes));
    expect([...types].sort()).toEqual(['MMS', 'MMSE', 'RVM', 'SMS', 'SMS2', 'VOICE']);
    expect(new Set(routes.map((r: { details: { country: string } }) => r.details.country))).toEqual(new Set(['US', 'CA']));
  });

  it('lists credit packages and the price table', async () => {
    const packages = (await call(t.app, 'GET', '/config/credit-packages', undefined, token)).body;
    expect(packages.map((p: { amountCents: number }) => p.amountCents)).toEqual([10_000, 50_000, 100_000, 200_000, 500_000]);
    const prices = (await call(t.app, 'GET', '/config/price-table', undefined, token)).body;
    expect(prices).toContainEqual({ country: 'US', messageType: 'SMS', unitPriceMillicents: 750 });
    expect(prices.length).toBe(12);
    expect((await call(t.app, 'GET', '/config/price-table')).status).toBe(401);
  });

  it('stores click events for the signed-in user and bounds the batch', async () => {
    const events = [
      { target: 'send-button', path: '/send', at: '2026-03-02T09:00:00.000Z' },
      { target: 'menu-inbox', path: '/', at: 1_772_442_000_000 },
    ];
    expect(await call(t.app, 'POST', '/tracking', { events }, token)).toMatchObject({ status: 200, body: { accepted: 2 } });
    const rows = await t.db.selectFrom('click_events').selectAll().execute();
    expect(rows.map((r) => r.target)).toEqual(['send-button', 'menu-inbox']);
    expect(rows[1].at).toBe(new Date(1_772_442_000_000).toISOString());
    const tooMany = Array.from({ length: 501 }, () => events[0]);
    expect((await call(t.app, 'POST', '/tracking', { events: tooMany }, token)).body).toEqual({
      code: 400, message: 'Events must be less or equal than 500!', field: 'events',
    });
    expect((await call(t.app, 'POST', '/tracking', { events: [{ ...events[0], target: '' }] }, token)).body).toMatchObject({
      field: 'events.0.target',
    });
    expect((await call(t.app, 'POST', '/tracking', { events })).status).toBe(401);
  });

  it('relays error reports with passwords masked', async () => {
    const text = 'POST /login 400 {"email":"a@b.co","password":"Hunter#2026"} body=email=a&password=Secret#1';
    const res = await call(t.app, 'POST', '/slack-services', {
      text, channel: '#errors', attachments: [{ color: 'danger', text: '{"newPassword":"Next#2026x"}' }],
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const posted = t.chat.posted.at(-1);
    expect(posted?.text).toBe('POST /login 400 {"email":"a@b.co","password":"******"} body=email=a&password=******');
    expect(posted?.attachments?.[0].text).toBe('{"newPassword":"******"}');
    // The channel is the server's to choose, never the caller's (tests/server/error-relay.test.ts).
    expect(posted?.channel).toBeUndefined();
    expect((await call(t.app, 'POST', '/slack-services', {})).body).toMatchObject({ code: 400, field: 'text' });
  });
});
