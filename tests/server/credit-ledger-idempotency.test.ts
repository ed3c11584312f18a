// The ledger's idempotency keys (issue 12): a retried, double-clicked or replayed credit change
// with the same key changes the balance once, even when the copies race each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientCreditError } from '@server/http/errors';
import { insertBareUser } from './fixtures/bare-user';
import { createTestApp, dialects, type TestApp } from './fixtures/test-app';

describe.each(dialects)('credit ledger idempotency on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const newUser = (email: string) => insertBareUser(t, email);

  const rowsOf = (userId: number) => t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).execute();

  it('credits once for 50 concurrent copies of one keyed change, and says the copies replayed', async () => {
    const userId = await newUser('keyed@example.com');
    const { ledger } = t.app.ctx;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ledger.credit(userId, 2_500, 'purchase', 'charge-7', 'card-charge:7')),
    );
    expect(await ledger.balance(userId)).toBe(2_500);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.balanceAfterCents === 2_500)).toBe(true);
  });

  it('charges once per key, and different keys charge separately', async () => {
    const userId = await newUser('keyed-charge@example.com');
    const { ledger } = t.app.ctx;
    await ledger.credit(userId, 1_000, 'purchase', null, 'seed');
    await ledger.charge(userId, 300, 'processing-fee', 'charge-1', 'fee:1');
    await ledger.charge(userId, 300, 'processing-fee', 'charge-1', 'fee:1');
    await ledger.charge(userId, 300, 'processing-fee', 'charge-2', 'fee:2');
    expect(await ledger.balance(userId)).toBe(400);
    expect(await rowsOf(userId)).toHaveLength(3);
  });

  it('keeps a refused keyed charge retryable: nothing is written under the key', async () => {
    const userId = await newUser('keyed-short@example.com');
    const { ledger } = t.app.ctx;
    await expect(ledger.charge(userId, 500, 'campaign', null, 'retry-me')).rejects.toBeInstanceOf(InsufficientCreditError);
    await ledger.credit(userId, 600, 'purchase', null, 'top-up');
    const result = await ledger.charge(userId, 500, 'campaign', null, 'retry-me');
    expect(result.replayed).toBeUndefined();
    expect(await ledger.balance(userId)).toBe(100);
  });

  it('keys belong to one user: another user may use the same key', async () => {
    const a = await newUser('key-a@example.com');
    const b = await newUser('key-b@example.com');
    const { ledger } = t.app.ctx;
    await ledger.credit(a, 100, 'bonus', null, 'welcome');
    await ledger.credit(b, 100, 'bonus', null, 'welcome');
    expect(await ledger.balance(a)).toBe(100);
    expect(await ledger.balance(b)).toBe(100);
  });
});
