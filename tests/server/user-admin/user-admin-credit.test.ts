// Credit from the admin page (issue 13): add credit or bonus texts, move credit between users, each
// through the ledger with a record of who did it and why; a move that would overdraw changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAdminMessages } from '@domain/user-admin';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { post, signInAll, type Tokens } from './user-admin-fixture';

describe.each(dialects)('user admin credit on %s', (dialect) => {
  let t: TestApp;
  let tok: Tokens;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    tok = await signInAll(t);
  });
  afterAll(() => t.close());

  const idOf = async (email: string) => Number((await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
  const balance = async (email: string) =>
    Number((await t.db.selectFrom('credit_accounts').select('balance_cents').where('user_id', '=', await idOf(email)).executeTakeFirstOrThrow()).balance_cents);
  const lastEntry = async (email: string) =>
    t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', await idOf(email)).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('adds credit in dollars through the ledger, saying who and why', async () => {
    const before = await balance('lowbalance@example.com');
    const res = await post(t, 'sendUserBonusTexts', { useremail: 'LowBalance@example.com', type: 'credit', noOfTexts: 25.5, note: 'goodwill' }, tok.admin);
    expect(res).toMatchObject({ status: 200, body: { message: userAdminMessages.creditAdded, balanceCents: before + 2550 } });
    expect(await balance('lowbalance@example.com')).toBe(before + 2550);
    expect(await lastEntry('lowbalance@example.com')).toMatchObject({ amount_cents: 2550, kind: 'admin-credit', reference: 'by admin@example.com: goodwill' });
    const action = await t.db.selectFrom('admin_credit_actions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(action).toMatchObject({ actor_email: 'admin@example.com', kind: 'admin-credit', amount_cents: 2550, note: 'goodwill', to_user_id: await idOf('lowbalance@example.com') });
  });

  it('grants bonus texts worth the US SMS price each', async () => {
    const price = await t.db.selectFrom('prices').select('unit_price_millicents').where('country', '=', 'US').where('message_type', '=', 'SMS').executeTakeFirstOrThrow();
    const before = await balance('demo@example.com');
    const res = await post(t, 'sendUserBonusTexts', { useremail: 'demo@example.com', type: 'bonus', noOfTexts: 1000 }, tok.admin);
    const cents = Math.ceil((1000 * Number(price.unit_price_millicents)) / 1000);
    expect(res.body.balanceCents).toBe(before + cents);
    expect(await lastEntry('demo@example.com')).toMatchObject({ amount_cents: cents, kind: 'bonus' });
  });

  it('moves credit between users in one transaction', async () => {
    const from = await balance('demo@example.com');
    const to = await balance('lowbalance@example.com');
    const res = await post(t, 'move-credit', { fromEmailUser: 'demo@example.com', toEmailUser: 'lowbalance@example.com', amount: 12.34, note: 'split' }, tok.admin);
    expect(res).toMatchObject({ status: 200, body: { message: 'Added Credit Successfully', balanceCents: to + 1234 } });
    expect(await balance('demo@example.com')).toBe(from - 1234);
    expect(await lastEntry('demo@example.com')).toMatchObject({ amount_cents: -1234, kind: 'move-credit' });
    expect((await lastEntry('lowbalance@example.com')).reference).toContain('from demo@example.com by admin@example.com: split');
    const action = await t.db.selectFrom('admin_credit_actions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(action).toMatchObject({ kind: 'move-credit', amount_cents: 1234, from_user_id: await idOf('demo@example.com') });
  });

  it('refuses a move that would overdraw, and changes nothing', async () => {
    const from = await balance('lowbalance@example.com');
    const to = await balance('demo@example.com');
    const rows = await t.db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await post(t, 'move-credit', { fromEmailUser: 'lowbalance@example.com', toEmailUser: 'demo@example.com', amount: from / 100 + 1 }, tok.admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'amount' });
    expect(res.body.message).toContain('lowbalance@example.com has only');
    expect(await balance('lowbalance@example.com')).toBe(from);
    expect(await balance('demo@example.com')).toBe(to);
    const after = await t.db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(rows.n));
    expect((await post(t, 'move-credit', { fromEmailUser: 'demo@example.com', toEmailUser: 'demo@example.com', amount: 1 }, tok.admin)).status).toBe(400);
  });

  it('lets an agency move credit to its agents only, and not mint credit', async () => {
    const res = await post(t, 'move-credit', { fromEmailUser: 'agency@example.com', toEmailUser: 'agent1@example.com', amount: 5 }, tok.agency);
    expect(res.status).toBe(200);
    expect((await post(t, 'move-credit', { fromEmailUser: 'agency@example.com', toEmailUser: 'demo@example.com', amount: 5 }, tok.agency)).status).toBe(404);
    expect((await post(t, 'move-credit', { fromEmailUser: 'demo@example.com', toEmailUser: 'agent1@example.com', amount: 5 }, tok.agency)).status).toBe(404);
    expect((await post(t, 'sendUserBonusTexts', { useremail: 'agent1@example.com', type: 'credit', noOfTexts: 5 }, tok.agency)).status).toBe(403);
    expect((await post(t, 'sendUserBonusTexts', { useremail: 'nobody@example.com', type: 'credit', noOfTexts: 5 }, tok.admin)).status).toBe(404);
    expect((await post(t, 'sendUserBonusTexts', { useremail: 'demo@example.com', type: 'gift', noOfTexts: 5 }, tok.admin)).status).toBe(400);
  });
});
