// Users admin (issue 13): search with operators, create with the spec's replies and trimming,
// update of the admin-view fields, delete; who may do each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAdminMessages } from '@domain/user-admin';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { newUser, post, signInAll, type Tokens } from './user-admin-fixture';

describe.each(dialects)('user admin on %s', (dialect) => {
  let t: TestApp;
  let tok: Tokens;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    tok = await signInAll(t);
  });
  afterAll(() => t.close());

  const search = (body: unknown, token = tok.admin) => post(t, 'searchBySelectedField', body, token);

  it('lists newest first, 20 a page, with the table columns', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
    expect(res.body.total).toBeGreaterThan(40);
    const dates = res.body.items.map((u: { createDate: string }) => u.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const demo = (await search({ searchFilters: [{ field: 'email', operator: 'EQUAL', value: 'DEMO@example.com' }] })).body.items[0];
    expect(demo).toMatchObject({ username: 'demo', firstname: 'Dana', lastname: 'Demo', balanceCents: 50_000, role: 'Business-User' });
    expect(demo.routes.length).toBeGreaterThan(0);
    // The detail reads the profile's phone and country as the profile stores them.
    const detail = await call(t.app, 'GET', `/admin/users/${demo.id}`, undefined, tok.admin);
    expect(detail).toMatchObject({ status: 200, body: { phone: '+12175550100', country: 'United States', balanceCents: 50_000 } });
  });

  it('filters with the spec operators, AND and OR, statuses, and sorts', async () => {
    const contains = await search({ searchFilters: [{ field: 'username', operator: 'CONTAINS', value: 'agent' }], pageSize: 50 });
    expect(contains.body.items.map((u: { username: string }) => u.username).sort()).toEqual(['agent1', 'agent2', 'agent3', 'agent4']);
    const between = await search({ searchFilters: [{ field: 'balance', operator: 'BETWEEN', value: '400', valueTo: '600' }], pageSize: 50 });
    expect(between.body.items.map((u: { email: string }) => u.email)).toContain('demo@example.com');
    for (const u of between.body.items) expect(u.balanceCents).toBeGreaterThanOrEqual(40_000);
    const or = await search({
      operator: 'OR',
      searchFilters: [{ field: 'email', operator: 'EQUAL', value: 'demo@example.com' }, { field: 'email', operator: 'EQUAL', value: 'admin@example.com' }],
    });
    expect(or.body.total).toBe(2);
    const and = await search({
      operator: 'AND',
      searchFilters: [{ field: 'email', operator: 'EQUAL', value: 'demo@example.com' }, { field: 'email', operator: 'EQUAL', value: 'admin@example.com' }],
    });
    expect(and.body.total).toBe(0);
    const agents = await search({ searchFilters: [{ field: 'agentAcc', operator: 'EXISTS' }], pageSize: 50 });
    expect(agents.body.total).toBe(4);
    const banned = await search({ userStatuses: 'Banned,Suspended', pageSize: 100 });
    expect(banned.body.items.every((u: { statusName: string }) => u.statusName === 'Banned' || u.statusName === 'Suspended')).toBe(true);
    expect(banned.body.total).toBeGreaterThan(0);
    const byName = await search({ sortFields: ['username'], sortDirections: ['ASC'], pageSize: 10 });
    const names = byName.body.items.map((u: { username: string }) => u.username);
    expect([...names].sort()).toEqual(names);
    const total = await post(t, 'totalBySelectedField', { searchFilters: [{ field: 'agentAcc', operator: 'NOT_EXISTS' }] }, tok.admin);
    expect(total.body.total).toBe((await search({})).body.total - 4);
  });

  it('refuses an unknown field, operator or page size with a 400 naming it', async () => {
    const field = await search({ searchFilters: [{ field: 'password', operator: 'EQUAL', value: 'x' }] });
    expect(field.status).toBe(400);
    expect(field.body.message).toContain('password');
    const op = await search({ searchFilters: [{ field: 'email', operator: 'LIKE', value: 'x' }] });
    expect(op.status).toBe(400);
    expect((await search({ sortFields: ['secret'] })).body.message).toContain('secret');
    expect((await search({ pageSize: 7 })).status).toBe(400);
    expect((await search({ userStatuses: 'Active,Gone' })).status).toBe(400);
  });

  it('creates a user, trimmed, with a password that signs in and a credit account; it comes first by createDate', async () => {
    t.clock.advance(60_000);
    const res = await post(t, 'createUser', newUser('  Fresh.One@Example.com ', { firstname: '  Fresh ', lastname: ' One  ', agentAcc: ' agency@example.com ' }), tok.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'fresh.one@example.com', firstname: 'Fresh', lastname: 'One', agentAcc: 'agency@example.com', balanceCents: 0 });
    expect(await signIn(t.app, 'fresh.one@example.com', 'Fresh#2026')).toBeTruthy();
    const account = await t.db.selectFrom('credit_accounts').select('balance_cents').where('user_id', '=', res.body.id).executeTakeFirst();
    expect(account).toEqual({ balance_cents: 0 });
    const first = await search({ sortFields: ['createDate'], sortDirections: ['DESC'], pageSize: 50 });
    expect(first.body.items[0].email).toBe('fresh.one@example.com');
  });

  it('answers the spec messages on create', async () => {
    const exists = await post(t, 'createUser', newUser('demo@example.com'), tok.admin);
    expect(exists).toMatchObject({ status: 409, body: { message: userAdminMessages.emailExists, field: 'email' } });
    const agent = await post(t, 'createUser', newUser('x1@example.com', { agentAcc: 'nobody@example.com' }), tok.admin);
    expect(agent).toMatchObject({ status: 400, body: { message: userAdminMessages.agentNotExist, field: 'agentAcc' } });
    // An existing user who is no agency is not an agent e-mail either.
    expect((await post(t, 'createUser', newUser('x2@example.com', { agentAcc: 'demo@example.com' }), tok.admin)).body.message).toBe(userAdminMessages.agentNotExist);
    expect((await post(t, 'createUser', newUser('x3@example.com', { password: 'short' }), tok.admin)).status).toBe(400);
    const limit = await post(t, 'createUser', newUser('x4@example.com', { twoWay: true, limitNumberMessagePerDay: 99 }), tok.admin);
    expect(limit).toMatchObject({ status: 400, body: { field: 'limitNumberMessagePerDay', message: userAdminMessages.limitRange } });
    expect((await post(t, 'createUser', newUser('x5@example.com', { twoWay: true, limitNumberMessagePerDay: 15_000 }), tok.admin)).status).toBe(200);
  });

  it('updates every admin-view field and keeps the existing stores', async () => {
    const created = (await post(t, 'createUser', newUser('edit.me@example.com'), tok.admin)).body;
    const route = await t.db.selectFrom('routes').select('id').executeTakeFirstOrThrow();
    const fields = {
      ...created, firstname: ' Edited ', lastname: 'Person', phone: '+13125550100', phoneType: 'mobile', speed: 500, statusName: 'Suspended',
      role: 'Farm-Manager', country: 'US', timeName: 'America/Chicago', referrerId: 'R-7', opHours: '9-17', apiRequestKey: 'key-1', note: 'VIP',
      linkAccountUser: 'demo@example.com', showCreditUser: true, showBTEmailUser: true, activateCreditPooling: true, enableCreditPooling: true,
      useAgencyCredit: true, hasActivatedEmailLink: true, hasActivatedText: true, twoWay: true, enableAutoScrub: true, skipScrub: true,
      skipScrubDNC: true, skipScrubLandline: true, enableDummyCampaign: true, liveFeedForward: true, limitNumberMessagePerDay: 2000,
      failoverRouteEnable: true, failoverRouteId: Number(route.id), dataConsumerEnabled: true,
      campaignMonitoringLayout: '{"version":1}', contactGroupLayout: '{"columns":[]}',
    };
    const { id, username, createDate, balanceCents, ...body } = fields;
    const res = await post(t, 'updateUserInfo', { id, ...body }, tok.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...fields, firstname: 'Edited', id, username, createDate, balanceCents });
    const row = await t.db.selectFrom('users').select(['skip_scrub', 'timezone', 'status', 'campaign_monitoring_layout']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ skip_scrub: 1, timezone: 'America/Chicago', status: 'Suspended', campaign_monitoring_layout: '{"version":1}' });
    expect((await call(t.app, 'GET', `/admin/users/${id}`, undefined, tok.admin)).body.note).toBe('VIP');

    const bad = async (patch: Record<string, unknown>) => (await post(t, 'updateUserInfo', { id, ...body, ...patch }, tok.admin)).body;
    expect(await bad({ limitNumberMessagePerDay: 15_001 })).toMatchObject({ field: 'limitNumberMessagePerDay' });
    expect(await bad({ failoverRouteId: 999_999 })).toMatchObject({ field: 'failoverRouteId', message: userAdminMessages.routeUnknown });
    expect(await bad({ email: 'demo@example.com' })).toMatchObject({ field: 'email', message: userAdminMessages.emailExists });
    expect(await bad({ phone: '12ab' })).toMatchObject({ field: 'phone' });
    expect(await bad({ contactGroupLayout: '{not json' })).toMatchObject({ field: 'contactGroupLayout' });
  });

  it('deletes users by e-mail, never the Super-Admin themself', async () => {
    await post(t, 'createUser', newUser('gone@example.com'), tok.admin);
    const res = await post(t, 'deleteUsers', { emails: ['gone@example.com'] }, tok.admin);
    expect(res).toMatchObject({ status: 200, body: { message: 'Deleted', deleted: 1 } });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'gone@example.com').executeTakeFirst()).toBeUndefined();
    const self = await post(t, 'deleteUsers', { emails: ['admin@example.com'] }, tok.admin);
    expect(self).toMatchObject({ status: 400, body: { message: userAdminMessages.cannotDeleteSelf } });
    expect((await post(t, 'deleteUsers', { emails: ['nobody@example.com'] }, tok.admin)).status).toBe(404);
  });

  it('limits a Management-Agency to its own agents and refuses a Business-User', async () => {
    const list = await search({ pageSize: 100 }, tok.agency);
    expect(list.body.items.map((u: { agentAcc: string }) => u.agentAcc).every((a: string) => a === 'agency@example.com')).toBe(true);
    expect(list.body.total).toBeGreaterThanOrEqual(4);
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    expect((await call(t.app, 'GET', `/admin/users/${demo.id}`, undefined, tok.agency)).status).toBe(404);
    expect((await post(t, 'deleteUsers', { emails: ['demo@example.com'] }, tok.agency)).status).toBe(404);
    const agent = await t.db.selectFrom('users').select('id').where('email', '=', 'agent1@example.com').executeTakeFirstOrThrow();
    const view = (await call(t.app, 'GET', `/admin/users/${agent.id}`, undefined, tok.agency)).body;
    const { username: _username, createDate: _createDate, balanceCents: _balance, ...fields } = view;
    // The agency keeps its agent: agentAcc stays its e-mail whatever is sent.
    const updated = await post(t, 'updateUserInfo', { ...fields, note: 'seen', agentAcc: '' }, tok.agency);
    expect(updated.body).toMatchObject({ note: 'seen', agentAcc: 'agency@example.com' });
    expect((await post(t, 'updateUserInfo', { ...fields, role: 'Super-Admin' }, tok.agency)).body.field).toBe('role');
    const mine = await post(t, 'createUser', newUser('my.agent@example.com'), tok.agency);
    expect(mine.body.agentAcc).toBe('agency@example.com');
    expect((await post(t, 'createUser', newUser('boss@example.com', { role: 'Management-Agency' }), tok.agency)).status).toBe(400);

    for (const [path, body] of [
      ['searchBySelectedField', {}], ['totalBySelectedField', {}], ['createUser', newUser('b@example.com')], ['updateUserInfo', { id: 1 }],
      ['deleteUsers', { emails: ['x@example.com'] }], ['sendUserBonusTexts', {}], ['move-credit', {}], ['fetchPhoneNumbers', {}],
      ['addVirtualPhone', {}], ['migrateVirtualPhone', {}], ['delete-phone', {}],
    ] as const) {
      expect((await post(t, path, body, tok.business)).status, path).toBe(403);
    }
    expect((await call(t.app, 'GET', `/admin/users/${demo.id}`, undefined, tok.business)).status).toBe(403);
    expect((await post(t, 'searchBySelectedField', {}, '')).status).toBe(401);
  });
});
