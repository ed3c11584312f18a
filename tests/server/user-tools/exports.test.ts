// The admin's exports (001 §7 export, campaignexport, statsexport; decision 40): each is a
// background task of the admin's own that writes a CSV with the rows the filters keep; its file
// downloads from /background-tasks/:id/file; another user's task id answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, Caller, DEMO } from './user-tools-client';

describe.each(dialects)('admin exports (%s)', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let demo: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Caller.signIn(t, ADMIN);
    demo = await Caller.signIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  /** Starts an export, runs it, and answers the CSV's lines. */
  const exported = async (path: string, body: unknown) => {
    const started = await admin.call('POST', path, body);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('PENDING');
    await t.app.ctx.tasks.drain();
    const task = await admin.call('GET', `/background-tasks/${started.body.id}`);
    expect(task.body).toMatchObject({ status: 'COMPLETED', hasFile: true });
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/background-tasks/${started.body.id}/file`, headers: { [SESSION_HEADER]: admin.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    return { id: started.body.id as number, lines: file.body.trim().split('\r\n') };
  };

  it('exports the users the filters keep', async () => {
    const all = await exported('/admin/exports/users', { isSelectAll: true });
    expect(all.lines[0]).toBe('id,email,username,firstname,lastname,role,status,billingStatus,balance,createdAt');
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(all.lines).toHaveLength(users.length + 1);

    // A name a spreadsheet would run as a formula is exported as text.
    await t.db.updateTable('users').set({ lastname: '=HYPERLINK("http://x")' }).where('email', '=', 'mfa@example.com').execute();
    const mfa = await exported('/admin/exports/users', { onlyUsernames: 'mfa' });
    expect(mfa.lines[1]).toContain(',"\'=HYPERLINK(""http://x"")",');

    const only = await exported('/admin/exports/users', { onlyUsernames: 'demo, admin@example.com', exceptUsername: 'admin' });
    expect(only.lines).toHaveLength(2);
    expect(only.lines[1]).toMatch(/^\d+,demo@example.com,demo,Dana,Demo,Business-User,Active,verified,500.00,/);
  });

  it('exports credit stats over the days asked, per user', async () => {
    // The seed granted demo's $500.00 on the fake clock's first day (03/02/2026).
    const inRange = await exported('/admin/exports/credit-stats', { fromDate: '03/01/2026', toDate: '03/02/2026', onlyUsernames: 'demo' });
    expect(inRange.lines).toEqual(['id,email,username,fromDate,toDate,creditAdded,creditSpent,entries,balanceAtEnd', expect.stringMatching(/^\d+,demo@example.com,demo,03\/01\/2026,03\/02\/2026,500.00,0.00,1,500.00$/)]);
    const before = await exported('/admin/exports/credit-stats', { fromDate: '02/01/2026', toDate: '02/28/2026', onlyUsernames: 'demo' });
    expect(before.lines[1]).toMatch(/,0.00,0.00,0,0.00$/);

    const wrong = await admin.call('POST', '/admin/exports/credit-stats', { fromDate: '2026-03-01', toDate: '03/02/2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('From date must be in MM/DD/YYYY format!');
    const backwards = await admin.call('POST', '/admin/exports/credit-stats', { fromDate: '03/05/2026', toDate: '03/02/2026' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('To date must not be before From date');
  });

  it("exports the campaigns of the users kept, each with its owner", async () => {
    const out = await exported('/admin/exports/campaigns', { onlyUsernames: 'demo' });
    const demoId = Number((await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id);
    const campaigns = await t.db.selectFrom('campaigns').select('id').where('user_id', '=', demoId).execute();
    expect(out.lines[0]).toBe('id,email,username,title,status,audience,createdAt,sentAt,lastSentAt');
    expect(out.lines).toHaveLength(campaigns.length + 1);
    expect(out.lines.slice(1).every((l) => l.split(',')[1] === DEMO.email)).toBe(true);
    // Nothing was sent after 2099.
    expect((await exported('/admin/exports/campaigns', { onlyUsernames: 'demo', lastSentDate: '01/01/2099' })).lines).toHaveLength(1);
  });

  it("refuses a user who is not a Super-Admin, and another user's task id answers 404", async () => {
    expect((await demo.call('POST', '/admin/exports/users', {})).status).toBe(403);
    const started = await admin.call('POST', '/admin/exports/users', {});
    await t.app.ctx.tasks.drain();
    expect((await demo.call('GET', `/background-tasks/${started.body.id}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/background-tasks/${started.body.id}/file`, undefined, demo.token)).status).toBe(404);
  });
});
