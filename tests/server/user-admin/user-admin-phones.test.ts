// A user's DIDs from the admin page (issue 13): list, add, migrate with or without a fee, delete;
// the replies say "successfully" when they succeed (001 §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DID_MIGRATION_FEE_CENTS, userAdminMessages } from '@domain/user-admin';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { post, signInAll, type Tokens } from './user-admin-fixture';

describe.each(dialects)('user admin phones on %s', (dialect) => {
  let t: TestApp;
  let tok: Tokens;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    tok = await signInAll(t);
  });
  afterAll(() => t.close());

  const phones = (email: string, token = tok.admin) => post(t, 'fetchPhoneNumbers', { useremail: email, offset: 0 }, token);
  const balance = async (email: string) => {
    const row = await t.db.selectFrom('users as u').innerJoin('credit_accounts as c', 'c.user_id', 'u.id').select('c.balance_cents').where('u.email', '=', email).executeTakeFirstOrThrow();
    return Number(row.balance_cents);
  };

  it('lists the numbers of a user, or says none was found', async () => {
    const demo = await phones('demo@example.com');
    // Chicago pool's 15 and the 6 toll-free numbers (seed-toll-free.ts).
    expect(demo.body.total).toBe(21);
    expect(demo.body.items[0]).toMatchObject({ groupName: 'Chicago pool', type: 'VOICE', country: 'US' });
    const none = await phones('lowbalance@example.com');
    expect(none.body).toEqual({ items: [], total: 0, message: userAdminMessages.noPhones });
  });

  it('adds a number to a user, once', async () => {
    const res = await post(t, 'addVirtualPhone', { phone: '+1 312 555 0999'.replace(/ /g, ''), type: 'SMS', emailUser: 'lowbalance@example.com' }, tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('successfully');
    expect((await phones('lowbalance@example.com')).body.items).toEqual([expect.objectContaining({ phone: '+13125550999', type: 'SMS', groupName: 'Admin numbers' })]);
    const again = await post(t, 'addVirtualPhone', { phone: '+13125550999', type: 'SMS', emailUser: 'demo@example.com' }, tok.admin);
    expect(again).toMatchObject({ status: 409, body: { message: userAdminMessages.phoneTaken } });
    expect((await post(t, 'addVirtualPhone', { phone: 'abc', type: 'SMS', emailUser: 'demo@example.com' }, tok.admin)).body.field).toBe('phone');
  });

  it('migrates numbers with and without a fee through the ledger', async () => {
    const before = await balance('mfa@example.com');
    const free = await post(t, 'migrateVirtualPhone', { numberOfPhone: 2, phoneType: 'VOICE', fromEmailUser: 'demo@example.com', toEmailUser: 'mfa@example.com', chargeFee: false }, tok.admin);
    expect(free.body.message).toContain('successfully');
    expect(await balance('mfa@example.com')).toBe(before);
    const paid = await post(t, 'migrateVirtualPhone', { numberOfPhone: 3, phoneType: 'VOICE', fromEmailUser: 'demo@example.com', toEmailUser: 'mfa@example.com', chargeFee: true }, tok.admin);
    expect(paid.body.message).toContain('successfully');
    expect(await balance('mfa@example.com')).toBe(before - 3 * DID_MIGRATION_FEE_CENTS);
    expect((await phones('mfa@example.com')).body.total).toBe(5);
    expect((await phones('demo@example.com')).body.total).toBe(16);
    const tooMany = await post(t, 'migrateVirtualPhone', { numberOfPhone: 50, phoneType: 'VOICE', fromEmailUser: 'demo@example.com', toEmailUser: 'mfa@example.com', chargeFee: false }, tok.admin);
    expect(tooMany).toMatchObject({ status: 400, body: { message: userAdminMessages.notEnoughPhones } });
    // A receiver who cannot pay the fee gets nothing moved.
    const broke = await post(t, 'migrateVirtualPhone', { numberOfPhone: 1, phoneType: 'VOICE', fromEmailUser: 'demo@example.com', toEmailUser: 'suspended@example.com', chargeFee: true }, tok.admin);
    expect(broke.status).toBe(400);
    expect((await phones('demo@example.com')).body.total).toBe(16);
  });

  it('deletes a number', async () => {
    const res = await post(t, 'delete-phone', { phone: '+13125550999' }, tok.admin);
    expect(res.body.message).toContain('successfully');
    expect((await phones('lowbalance@example.com')).body.total).toBe(0);
    expect((await post(t, 'delete-phone', { phone: '+13125550999' }, tok.admin)).status).toBe(404);
  });

  it('lets an agency list its agents numbers only, and not add, migrate or delete', async () => {
    expect((await phones('agent1@example.com', tok.agency)).body.message).toBe(userAdminMessages.noPhones);
    expect((await phones('demo@example.com', tok.agency)).status).toBe(404);
    expect((await post(t, 'addVirtualPhone', { phone: '+13125550998', type: 'SMS', emailUser: 'agent1@example.com' }, tok.agency)).status).toBe(403);
    expect((await post(t, 'delete-phone', { phone: '+13125550998' }, tok.agency)).status).toBe(403);
  });
});
