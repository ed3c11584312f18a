// Clone user (000 §6 "clone (keeping contacts, groups, auto replies, stats, followups)"; decision
// 40): the clone signs in with its own password and owns real copies, so changing the clone's data
// leaves the source's as it was; an email already taken answers the spec's text and creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { ADMIN, Caller, DEMO } from './user-tools-client';

const CLONE = { email: 'demo.clone@example.com', password: 'Clone#2026' };

describe.each(dialects)('clone user (%s)', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Caller.signIn(t, ADMIN);
    demoId = Number((await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id);
    // A follow-up: a contact part-way through the demo's responder, with a timer due.
    const responder = await t.db.selectFrom('responders').select('id').where('user_id', '=', demoId).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const at = t.clock.now().toISOString();
    await t.db
      .insertInto('responder_conversations')
      .values({ responder_id: responder.id, user_id: demoId, contact_group_id: null, phone: '+12025550147', did: null, campaign_id: null, state: '{"active":[]}', status: 'open', steps: 2, started_at: at, next_due_at: at, updated_at: at })
      .execute();
  });
  afterAll(async () => t?.close());

  const count = async (userId: number) => {
    const groups = await t.db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).execute();
    const ids = groups.map((g) => Number(g.id));
    const contacts = ids.length ? Number((await t.db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('group_id', 'in', ids).executeTakeFirstOrThrow()).n) : 0;
    const responders = await t.db.selectFrom('responders').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null).execute();
    const rids = responders.map((r) => Number(r.id));
    const nodes = rids.length ? Number((await t.db.selectFrom('responder_nodes').select((eb) => eb.fn.countAll<number>().as('n')).where('responder_id', 'in', rids).executeTakeFirstOrThrow()).n) : 0;
    const events = rids.length ? Number((await t.db.selectFrom('responder_action_events').select((eb) => eb.fn.countAll<number>().as('n')).where('responder_id', 'in', rids).executeTakeFirstOrThrow()).n) : 0;
    return { groups: ids.length, contacts, responders: rids.length, nodes, events };
  };

  it('makes a user who signs in and owns copies of the source\'s groups, contacts, responders, stats and follow-ups', async () => {
    const source = await count(demoId);
    expect(source.contacts).toBeGreaterThan(1000);
    expect(source.responders).toBeGreaterThan(0);

    const res = await admin.call('POST', '/admin/users/clone', { sourceEmail: DEMO.email, email: CLONE.email, firstname: 'Clara', password: CLONE.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cloned');
    const cloneId = res.body.user.id as number;
    expect(await count(cloneId)).toEqual(source);
    expect(res.body.copied).toMatchObject({ contactGroups: source.groups, contacts: source.contacts, responders: source.responders, conversations: 1 });

    const clone = new Caller(t, await signIn(t.app, CLONE.email, CLONE.password));
    expect((await clone.call('GET', '/users/me')).body).toMatchObject({ email: CLONE.email, firstname: 'Clara', lastname: 'Demo', role: 'Business-User', billingStatus: 'verified', rootUser: null });

    // The clone's responders run on the clone's own groups.
    const links = await t.db
      .selectFrom('responder_contact_groups as l')
      .innerJoin('responders as r', 'r.id', 'l.responder_id')
      .innerJoin('contact_groups as g', 'g.id', 'l.contact_group_id')
      .select(['g.user_id'])
      .where('r.user_id', '=', cloneId)
      .execute();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => Number(l.user_id) === cloneId)).toBe(true);
    // The follow-up is copied without its timer: the clone never sends what the source is about to.
    const followUp = await t.db.selectFrom('responder_conversations').selectAll().where('user_id', '=', cloneId).executeTakeFirstOrThrow();
    expect(followUp).toMatchObject({ phone: '+12025550147', steps: 2, status: 'open', next_due_at: null });
  });

  it('copies for real: a change in the clone leaves the source unchanged', async () => {
    const clone = new Caller(t, await signIn(t.app, CLONE.email, CLONE.password));
    const cloneId = (await clone.call('GET', '/users/me')).body.id as number;
    const contactOf = (userId: number) =>
      t.db
        .selectFrom('contacts as c')
        .innerJoin('contact_groups as g', 'g.id', 'c.group_id')
        .select(['c.id', 'c.group_id', 'c.phone', 'c.first_name'])
        .where('g.user_id', '=', userId)
        .where('g.archived_at', 'is', null)
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
    const mine = await contactOf(cloneId);
    const theirs = await t.db.selectFrom('contacts as c').innerJoin('contact_groups as g', 'g.id', 'c.group_id').select(['c.id', 'c.first_name']).where('g.user_id', '=', demoId).where('c.phone', '=', mine.phone).executeTakeFirstOrThrow();
    const changed = await clone.call('PUT', `/contact-groups/${mine.group_id}/contacts/${mine.id}`, { fields: { fName: 'Changed in clone' } });
    expect(changed.status).toBe(200);
    expect((await t.db.selectFrom('contacts').select('first_name').where('id', '=', mine.id).executeTakeFirstOrThrow()).first_name).toBe('Changed in clone');
    expect((await t.db.selectFrom('contacts').select('first_name').where('id', '=', theirs.id).executeTakeFirstOrThrow()).first_name).toBe(theirs.first_name);
    // And the source cannot reach the clone's group.
    const demo = await Caller.signIn(t, DEMO);
    expect((await demo.call('PUT', `/contact-groups/${mine.group_id}/contacts/${mine.id}`, { fields: { fName: 'x' } })).status).toBe(404);
  });

  it("answers the spec's text for an email that exists, and creates nothing", async () => {
    const before = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (const email of [CLONE.email, 'DEMO@example.com']) {
      const res = await admin.call('POST', '/admin/users/clone', { sourceEmail: DEMO.email, email, password: CLONE.password });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Email input is existed! Please try again with other email!');
    }
    const badEmail = await admin.call('POST', '/admin/users/clone', { sourceEmail: DEMO.email, email: 'not-an-email', password: CLONE.password });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Email is incorrect format!');
    expect((await admin.call('POST', '/admin/users/clone', { sourceEmail: 'ghost@example.com', email: 'new@example.com', password: CLONE.password })).status).toBe(404);
    const demo = await Caller.signIn(t, DEMO);
    expect((await demo.call('POST', '/admin/users/clone', { sourceEmail: DEMO.email, email: 'mine@example.com', password: CLONE.password })).status).toBe(403);
    expect(Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});
