// GET /campaigns/compose-options, on both databases: the wizard's pickers hold the user's own
// records only (another user's never show), responders split into published ones and templates,
// suppression groups flagged, and the settings the rules read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeOptionsSchema, factsFromOptions, type ComposeOptions } from '@domain/campaign-options';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

describe.each(dialects)('campaign compose options (%s)', (dialect) => {
  let t: TestApp;
  let demo: ComposeOptions;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const me = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    stranger = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    await call(t.app, 'POST', '/contact-groups', { groupName: 'Stranger leads', country: 'US' }, stranger);
    await call(t.app, 'POST', '/did-groups', { name: 'Stranger pool', country: 'US' }, stranger);
    const res = await call(t.app, 'GET', '/campaigns/compose-options', undefined, me);
    expect(res.status).toBe(200);
    demo = composeOptionsSchema.parse(res.body);
  });
  afterAll(async () => t?.close());

  it('lists the demo user’s own seeded records of every kind', () => {
    expect(demo.contactGroups.length).toBeGreaterThan(0);
    expect(demo.didGroups.length).toBeGreaterThan(0);
    expect(demo.creatives.length).toBeGreaterThan(0);
    expect(demo.offers.length).toBeGreaterThan(0);
    expect(demo.domainGroups.length).toBeGreaterThan(0);
    expect(demo.optoutLinks.length).toBeGreaterThan(0);
    expect(demo.routes.every((r) => r.status === 'active')).toBe(true);
    expect(demo.countries.map((c) => c.code)).toContain('US');
  });

  it('never lists another user’s records', () => {
    expect(demo.contactGroups.map((g) => g.name)).not.toContain('Stranger leads');
    expect(demo.didGroups.map((g) => g.name)).not.toContain('Stranger pool');
  });

  it('splits published responders from templates', () => {
    const titles = [...demo.responders, ...demo.responderTemplates].map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(demo.responders.length + demo.responderTemplates.length).toBeGreaterThan(0);
  });

  it('answers an empty account with empty lists and its settings', async () => {
    const res = await call(t.app, 'GET', '/campaigns/compose-options', undefined, stranger);
    const options = composeOptionsSchema.parse(res.body);
    expect(options.contactGroups.map((g) => g.name)).toEqual(['Stranger leads']);
    expect(options.creatives).toEqual([]);
    expect(options.skipScrub).toBe(false);
    expect(options.timezone).not.toBe('');
  });

  it('gives the rules the same records as facts', () => {
    const facts = factsFromOptions(demo, new Date());
    const group = demo.contactGroups[0];
    expect(facts.groups.get(group.id)?.name).toBe(group.name);
    expect(facts.owned.didGroups.has(demo.didGroups[0].id)).toBe(true);
    expect(facts.totalTarget).toBeNull();
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/campaigns/compose-options')).status).toBe(401);
  });
});
