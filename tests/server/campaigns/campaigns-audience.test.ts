// The audience count on both databases, against contacts of known types and fields: the default
// target (mobiles, and numbers not scrubbed yet), INCLUDE and EXCLUDE filters without case, a phone
// in two groups counted once, suppression groups and opt-outs removed, another user's groups
// counting nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposeInput, TargetFilter } from '@domain/campaign-compose';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from './campaigns-client';

describe.each(dialects)('campaign audience (%s)', (dialect) => {
  let t: TestApp;
  let demo: CampaignsClient;
  let other: CampaignsClient;
  const g = { leads: 0, more: 0, suppress: 0, foreign: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await CampaignsClient.signIn(t);
    other = await CampaignsClient.signIn(t, OTHER);
    g.leads = await demo.groupId('Audience leads');
    g.more = await demo.groupId('Audience more');
    g.suppress = await demo.groupId('Audience suppress');
    g.foreign = await other.groupId('Audience foreign');
    await demo.addContacts(g.leads, [
      { phone: '+12025550101', type: 'MOBILE', firstName: 'Ann', city: 'Boston', stateCode: 'MA' },
      { phone: '+12025550102', type: 'MOBILE', firstName: 'Bob', city: 'Austin', stateCode: 'TX' },
      { phone: '+12025550103', type: 'LANDLINE', firstName: 'Cy', city: 'Austin', stateCode: 'TX' },
      { phone: '+12025550104', type: 'RAW', firstName: 'Di', stateCode: 'tx' },
      { phone: '+12025550105', type: 'UNKNOWN' },
      { phone: '+12025550106', type: 'DNC', stateCode: 'MA' },
      { phone: '+12025550107', type: 'INVALID' },
    ]);
    // One phone again (counted once) and one more mobile.
    await demo.addContacts(g.more, [
      { phone: '+12025550101', type: 'MOBILE' },
      { phone: '+12025550108', type: 'MOBILE', stateCode: 'CA' },
    ]);
    await demo.addContacts(g.suppress, [{ phone: '+12025550102' }, { phone: '+12025550104' }]);
    await other.addContacts(g.foreign, [{ phone: '+12025550199', type: 'MOBILE' }]);
  });
  afterAll(async () => t?.close());

  const audience = async (changes: ComposeInput) => {
    const res = await demo.call('POST', '/campaigns/audience', { compose: { contactGroups: [g.leads], ...changes } });
    expect(res.status, res.raw.body).toBe(200);
    return res.body.total as number;
  };
  const only = (contactField: string, valueContactField: string, filterType: TargetFilter['filterType'] = 'INCLUDE'): TargetFilter[] => [
    { contactField, filterType, valueContactField },
  ];

  it('counts mobiles and numbers not scrubbed yet by default', async () => {
    // MOBILE x2, RAW, UNKNOWN: an empty target is the default one.
    expect(await audience({})).toBe(4);
    expect(await audience({ target: [] })).toBe(4);
    expect(await audience({ target: only('phoneType', 'landline') })).toBe(1);
    expect(await audience({ target: only('phoneType', 'DNC, INVALID') })).toBe(2);
  });

  it('applies INCLUDE and EXCLUDE on the named fields, any case, together', async () => {
    const everyone = only('phoneType', 'MOBILE,RAW,UNKNOWN,LANDLINE,DNC,INVALID');
    expect(await audience({ target: everyone })).toBe(7);
    expect(await audience({ target: only('stateCode', 'TX') })).toBe(3);
    // An empty field is in no list: EXCLUDE keeps it.
    expect(await audience({ target: [...everyone, ...only('stateCode', 'tx,ma', 'EXCLUDE')] })).toBe(2);
    expect(await audience({ target: [...only('city', 'austin'), ...only('fName', 'Cy', 'EXCLUDE')] })).toBe(1);
    // A field the count does not know is ignored.
    expect(await audience({ target: [...everyone, ...only('favouriteColour', 'blue')] })).toBe(7);
  });

  it('counts a phone in two groups once, and another user group as nothing', async () => {
    expect(await audience({ contactGroups: [g.leads, g.more] })).toBe(5);
    expect(await audience({ contactGroups: [g.foreign] })).toBe(0);
    expect(await audience({ contactGroups: [g.leads, g.foreign] })).toBe(4);
    expect(await audience({ contactGroups: [] })).toBe(0);
  });

  it('removes the suppression groups phones when suppression is on, and opt-outs always', async () => {
    expect(await audience({ suppressionGroupIds: [g.suppress] })).toBe(4);
    expect(await audience({ suppressionContactEnabled: true, suppressionGroupIds: [g.suppress] })).toBe(2);
    // Another user's group suppresses nothing.
    expect(await audience({ suppressionContactEnabled: true, suppressionGroupIds: [g.foreign] })).toBe(4);
    const owner = await t.db.selectFrom('contact_groups').select('user_id').where('id', '=', g.leads).executeTakeFirstOrThrow();
    await t.db.insertInto('opt_outs').values({ user_id: owner.user_id, phone: '+12025550105', created_at: t.clock.now().toISOString() }).execute();
    expect(await audience({})).toBe(3);
  });
});
