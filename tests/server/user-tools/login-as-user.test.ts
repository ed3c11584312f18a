// Login as user (000 §6; decision 40): a Super-Admin gets a new session for the user, whose
// /users/me names the admin as rootUser, while the admin's own session keeps working; ending the
// impersonated session leaves the admin's. Nobody else may do it, and the impersonated session has
// the user's rights, not the admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, Caller, DEMO } from './user-tools-client';

describe.each(dialects)('login as user (%s)', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let demo: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Caller.signIn(t, ADMIN);
    demo = await Caller.signIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  it('goes admin → user session with rootUser → back to the admin', async () => {
    const asDemo = await admin.loginAs('DEMO');
    const me = await asDemo.call('GET', '/users/me');
    expect(me.body).toMatchObject({ email: DEMO.email, role: 'Business-User', rootUser: { email: ADMIN.email } });
    // The admin's own session is untouched, and is not marked.
    expect((await admin.call('GET', '/users/me')).body).toMatchObject({ email: ADMIN.email, rootUser: null });

    expect((await asDemo.call('POST', '/admin/login-as-user/end')).status).toBe(200);
    expect((await asDemo.call('GET', '/users/me')).status).toBe(401);
    expect((await admin.call('GET', '/users/me')).body.email).toBe(ADMIN.email);
  });

  it('finds the user by email too, and refuses the unknown and oneself', async () => {
    const asDemo = await admin.loginAs(DEMO.email);
    expect((await asDemo.call('GET', '/users/me')).body.email).toBe(DEMO.email);
    const unknown = await admin.call('POST', '/admin/login-as-user', { username: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This user is not existed');
    expect((await admin.call('POST', '/admin/login-as-user', { username: 'admin' })).status).toBe(400);
    const empty = await admin.call('POST', '/admin/login-as-user', { username: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Username is required field!');
  });

  it('refuses a user who is not a Super-Admin, and gives the impersonated session no admin rights', async () => {
    const refused = await demo.call('POST', '/admin/login-as-user', { username: 'admin' });
    expect(refused.status).toBe(403);
    const asDemo = await admin.loginAs('demo');
    expect((await asDemo.call('POST', '/admin/login-as-user', { username: 'mfa' })).status).toBe(403);
    expect((await asDemo.call('GET', '/admin/audit-log')).status).toBe(403);
    // A session that is nobody's impersonation cannot "end" one.
    expect((await demo.call('POST', '/admin/login-as-user/end')).status).toBe(403);
    expect((await demo.call('GET', '/users/me')).status).toBe(200);
  });
});
