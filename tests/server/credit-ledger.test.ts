// The ledger: integer cents, one row per change, and a balance that never goes negative even under
// 200 concurrent charges; plus the guards other modules reuse (requireBilling, requireCredit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientCreditError } from '@server/http/errors';
import { requireBilling, requireCredit, requireRole } from '@server/http/guards';
import { seedLogin } from '@server/db/seed-logins';
import { insertBareUser } from './fixtures/bare-user';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

describe.each(dialects)('credit ledger on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      extend: (app) => {
        app.post('/api/v1/test/send', { onRequest: [requireBilling, requireCredit(100)] }, async () => ({ ok: true }));
        app.get('/api/v1/test/admin', { onRequest: requireRole('Super-Admin') }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  const newUser = (email: string) => insertBareUser(t, email);

  it('ends exact and never negative after 200 concurrent charges', async () => {
    const userId = await newUser('race@example.com');
    const { ledger } = t.app.ctx;
    await ledger.credit(userId, 10_000, 'purchase', 'order-1');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => ledger.charge(userId, 70, 'campaign', `cp-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok.length).toBe(142);
    expect(refused.length).toBe(58);
    for (const r of refused) expect(r.status === 'rejected' && r.reason).toBeInstanceOf(InsufficientCreditError);
    expect(await ledger.balance(userId)).toBe(60);

    const rows = await t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).execute();
    expect(rows.length).toBe(143);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(60);
    expect(rows.every((r) => r.balance_after_cents >= 0)).toBe(true);
    // Each row's balance_after is the running total in id order.
    let running = 0;
    for (const r of [...rows].sort((a, b) => a.id - b.id)) {
      running += r.amount_cents;
      expect(r.balance_after_cents).toBe(running);
    }
  });

  it('refuses a charge larger than the balance and writes nothing', async () => {
    const userId = await newUser('small@example.com');
    const { ledger } = t.app.ctx;
    await ledger.credit(userId, 50, 'bonus');
    await expect(ledger.charge(userId, 51, 'campaign')).rejects.toMatchObject({ statusCode: 402, message: 'Not enough credits' });
    await expect(ledger.charge(userId, 0, 'campaign')).rejects.toThrow(/positive integer/);
    await expect(ledger.charge(userId, 1.5, 'campaign')).rejects.toThrow(/positive integer/);
    expect(await ledger.balance(userId)).toBe(50);
    expect((await ledger.entries(userId, 10, 0)).length).toBe(1);
  });

  it("lists the signed-in user's own rows, newest first, paged", async () => {
    const demo = seedLogin('demo@example.com');
    const token = await signIn(t.app, demo.email, demo.password);
    const me = (await call(t.app, 'GET', '/users/me', undefined, token)).body;
    await t.app.ctx.ledger.charge(me.id, 1_234, 'campaign', 'campaign-7');
    const res = await call(t.app, 'GET', '/credit/ledger?limit=1', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), amountCents: -1_234, balanceAfterCents: 48_766, kind: 'campaign', reference: 'campaign-7', createdAt: expect.any(String) },
    ]);
    const second = await call(t.app, 'GET', '/credit/ledger?limit=5&offset=1', undefined, token);
    expect(second.body).toEqual([expect.objectContaining({ amountCents: 50_000, balanceAfterCents: 50_000, kind: 'bonus' })]);
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).body.balanceCents).toBe(48_766);
  });

  it('guards: 412 without verified billing, 402 below the credit, 403 without the role', async () => {
    const tokenOf = (email: string) => signIn(t.app, email, seedLogin(email).password);
    const noBilling = await tokenOf('nobilling@example.com');
    expect(await call(t.app, 'POST', '/test/send', {}, noBilling)).toMatchObject({
      status: 412, body: { code: 412, message: 'Please update billing information first' },
    });
    const low = await tokenOf('lowbalance@example.com');
    expect(await call(t.app, 'POST', '/test/send', {}, low)).toMatchObject({ status: 402, body: { code: 402, message: 'Not enough credits' } });
    const demo = await tokenOf('demo@example.com');
    expect((await call(t.app, 'POST', '/test/send', {}, demo)).status).toBe(200);
    expect((await call(t.app, 'GET', '/test/admin', undefined, demo)).status).toBe(403);
    expect((await call(t.app, 'GET', '/test/admin', undefined, await tokenOf('admin@example.com'))).status).toBe(200);
    expect((await call(t.app, 'POST', '/test/send', {})).status).toBe(401);
  });
});
