// Revenue tracking settings as a user saves them (issue 13): the vendor list, credentials checked
// field by field and the access key never sent back whole, enable and disable, the mapping of our
// values to the vendor's parameters, Voluum's own tab, and another user's settings untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from '../contacts/contacts-client';

const SEEDED_KEY = 'vlm-demo-key-5f2c9a71';
const mapping = (changes: Record<string, string> = {}) => ({ phone: '', campaignName: '', did: '', domain: '', creative: '', route: '', messageId: '', ...changes });

describe.each(dialects)('revenue tracking settings (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let other: ContactsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { revenuePullWaitMs: 0 } });
    demo = await ContactsClient.signIn(t);
    other = await ContactsClient.signIn(t, OTHER);
  });
  afterAll(async () => t.close());

  const entry = async (client: ContactsClient, vendor: string) => {
    const res = await client.call('GET', '/revenue-tracking');
    expect(res.status).toBe(200);
    expect(res.raw.body).not.toContain(SEEDED_KEY);
    return res.body.items.find((i: { vendor: string }) => i.vendor === vendor);
  };

  it('lists the vendors and the seeded Voluum account with its key masked', async () => {
    const vendors = await demo.call('GET', '/revenue-tracking/vendors');
    expect(vendors.body.items.map((v: { name: string }) => v.name)).toEqual(['Voluum', 'Binom', 'RedTrack', 'Everflow', 'CAKE', 'HasOffers']);
    const voluum = await entry(demo, 'voluum');
    expect(voluum).toMatchObject({ active: true, subDomain: 'demo.voluumtrk.com', accessId: 'demo-access-id', accessKeyMasked: '••••••••9a71' });
    expect(voluum.mapping).toMatchObject({ phone: 'var1', messageId: 'var4' });
    expect(voluum.vendorParameters.queryParams).toContain('var10');
    expect(await entry(demo, 'binom')).toMatchObject({ active: false });
    expect(await entry(demo, 'everflow')).toMatchObject({ active: false, accessKeyMasked: null, subDomain: '' });
  });

  it('refuses bad credentials naming the field, and changes nothing', async () => {
    const base = { vendor: 'redtrack', subDomain: 'me.rdtk.io', accessId: 'rt-id', accessKey: 'rt-secret-key-123', active: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subDomain: 'https://me.rdtk.io/x' }, 'subDomain', 'Sub domain is incorrect format!'],
      [{ accessId: ' ' }, 'accessId', 'Access ID is required field!'],
      [{ accessKey: 'short' }, 'accessKey', 'Access key must be at least 8 characters'],
      [{ accessKey: '' }, 'accessKey', 'Access key is required field!'],
      [{ vendor: 'nosuch' }, 'vendor', 'Vendor is not supported'],
    ];
    for (const [change, field, message] of cases) {
      const res = await demo.call('POST', '/revenue-tracking/credential', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    expect(await entry(demo, 'redtrack')).toMatchObject({ accessKeyMasked: null, active: false });
  });

  it('saves credentials, answers the key masked and keeps it when the form leaves it empty', async () => {
    const saved = await demo.call('POST', '/revenue-tracking/credential', { vendor: 'redtrack', subDomain: 'Me.RDTK.io', accessId: 'rt-id', accessKey: 'rt-secret-key-1234', active: true });
    expect(saved.status).toBe(200);
    expect(saved.raw.body).not.toContain('rt-secret-key-1234');
    expect(saved.body).toMatchObject({ vendor: 'redtrack', active: true, subDomain: 'me.rdtk.io', accessKeyMasked: '••••••••1234' });

    const again = await demo.call('POST', '/revenue-tracking/credential', { vendor: 'redtrack', subDomain: 'me.rdtk.io', accessId: 'rt-id-2', accessKey: '', active: true });
    expect(again.body).toMatchObject({ accessId: 'rt-id-2', accessKeyMasked: '••••••••1234' });
    const row = await t.db.selectFrom('revenue_tracking_accounts').select('access_key').where('vendor', '=', 'redtrack').executeTakeFirstOrThrow();
    expect(row.access_key).toBe('rt-secret-key-1234');
  });

  it('enables and disables a vendor; enabling without credentials is refused', async () => {
    const refused = await demo.call('POST', '/revenue-tracking/enable?active=true&vendor=cake');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'vendor', message: 'Vendor is not connected: save the credentials and enable it first' });
    expect((await demo.call('POST', '/revenue-tracking/enable?active=maybe&vendor=voluum')).status).toBe(400);

    expect((await demo.call('POST', '/revenue-tracking/enable?active=true&vendor=binom')).body).toMatchObject({ vendor: 'binom', active: true });
    expect(await entry(demo, 'binom')).toMatchObject({ active: true });
    expect((await demo.call('POST', '/revenue-tracking/enable?active=false&vendor=binom')).body).toMatchObject({ active: false });
    expect(await entry(demo, 'binom')).toMatchObject({ active: false, accessKeyMasked: '••••••••e2d8' });
  });

  it('saves a mapping to listed parameters only, each parameter mapped once', async () => {
    const parameters = { pathParams: ['campaignId'], queryParams: ['var1', 'var2', 'clickid'] };
    const unlisted = await demo.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping: mapping({ phone: 'var9' }), vendorParameters: parameters });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body).toMatchObject({ field: 'mapping.phone', message: 'Phone must be one of the vendor parameters' });
    const twice = await demo.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping: mapping({ phone: 'var1', did: 'var1' }), vendorParameters: parameters });
    expect(twice.body).toMatchObject({ field: 'mapping.did', message: 'DID: var1 is already mapped to another value' });
    const badName = await demo.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping: mapping(), vendorParameters: { pathParams: [], queryParams: ['a b'] } });
    expect(badName.body).toMatchObject({ field: 'vendorParameters.queryParams.0', message: 'Query parameters must be names of letters, digits, _ . or - (at most 50 each)' });
    const listedTwice = await demo.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping: mapping(), vendorParameters: { pathParams: ['var1'], queryParams: ['var1'] } });
    expect(listedTwice.body).toMatchObject({ field: 'vendorParameters.queryParams.0', message: 'Query parameters list var1 twice' });
    expect((await entry(demo, 'voluum')).mapping.messageId).toBe('var4');

    const saved = await demo.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping: mapping({ phone: 'var1', campaignName: 'var2', messageId: 'clickid' }), vendorParameters: parameters });
    expect(saved.status).toBe(200);
    const voluum = await entry(demo, 'voluum');
    expect(voluum.mapping).toEqual(mapping({ phone: 'var1', campaignName: 'var2', messageId: 'clickid' }));
    expect(voluum.vendorParameters).toEqual(parameters);
    // The credentials are another call's: a mapping leaves them be.
    expect(voluum).toMatchObject({ active: true, accessKeyMasked: '••••••••9a71' });

    const url = await demo.call('GET', '/revenue-tracking/postback-url?vendor=voluum');
    expect(url.body).toEqual({ vendor: 'voluum', clickParameter: 'clickid', postbackUrl: `${t.config.publicUrl}/api/v1/carrier/postback?click_id={clickid}&payout={payout}` });
    const cake = await demo.call('GET', '/revenue-tracking/postback-url?vendor=cake');
    expect(cake.body.postbackUrl).toBe(`${t.config.publicUrl}/api/v1/carrier/postback?click_id=#click_id#&payout=#price#`);
  });

  it("keeps each user's vendors apart", async () => {
    const before = await t.db.selectFrom('revenue_tracking_accounts').selectAll().where('vendor', '=', 'voluum').execute();
    expect(await entry(other, 'voluum')).toMatchObject({ active: false, accessKeyMasked: null, accessId: '' });
    expect((await other.call('POST', '/revenue-tracking/credential', { vendor: 'voluum', subDomain: 'admin.voluumtrk.com', accessId: 'adm', accessKey: 'admin-key-0000', active: true })).status).toBe(200);
    expect((await other.call('POST', '/revenue-tracking/enable?active=false&vendor=voluum')).status).toBe(200);
    expect((await other.call('POST', '/voluum/settings', { workspace: 'Admin space', defaultMapping: 'uuid' })).status).toBe(200);

    const demoRow = before[0]!;
    const after = await t.db.selectFrom('revenue_tracking_accounts').selectAll().where('id', '=', demoRow.id).executeTakeFirstOrThrow();
    expect(after).toEqual(demoRow);
    expect(await entry(demo, 'voluum')).toMatchObject({ active: true, subDomain: 'demo.voluumtrk.com' });

    // The demo's pull is a task of the demo's: another user cannot read it.
    const pull = await demo.call('POST', '/revenue-tracking/pull?vendor=voluum');
    expect(pull.body).toMatchObject({ message: 'Revenue is updating, it may take a few minutes' });
    expect((await other.call('GET', `/background-tasks/${pull.body.taskId}`)).status).toBe(404);
    expect((await demo.call('GET', `/background-tasks/${pull.body.taskId}`)).status).toBe(200);
    // The admin's Voluum is disabled: nothing to pull from.
    expect((await other.call('POST', '/revenue-tracking/pull?vendor=voluum')).body).toMatchObject({ field: 'vendor', message: 'Vendor is not connected: save the credentials and enable it first' });
    await t.app.ctx.tasks.drain();
  });

  it("has Voluum's own tab: settings, enable and credentials on the same account", async () => {
    const bad = await demo.call('POST', '/voluum/settings', { workspace: 'x', defaultMapping: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'defaultMapping' });
    expect((await demo.call('POST', '/voluum/settings', { workspace: 'Team A', defaultMapping: 'uuid' })).body).toEqual({ workspace: 'Team A', defaultMapping: 'uuid' });
    const data = await demo.call('GET', '/voluum/data');
    expect(data.status).toBe(200);
    expect(data.raw.body).not.toContain(SEEDED_KEY);
    expect(data.body).toMatchObject({ connected: true, settings: { workspace: 'Team A', defaultMapping: 'uuid' }, account: { vendor: 'voluum', active: true } });

    expect((await demo.call('POST', '/voluum/enable?active=false')).body).toMatchObject({ vendor: 'voluum', active: false });
    expect((await demo.call('GET', '/voluum/data')).body).toMatchObject({ connected: false, campaigns: [] });
    const cred = await demo.call('POST', '/voluum/credential', { subDomain: 'team.voluumtrk.com', accessId: 'team', accessKey: 'team-key-abcdefgh', active: true });
    expect(cred.body).toMatchObject({ vendor: 'voluum', active: true, subDomain: 'team.voluumtrk.com', accessKeyMasked: '••••••••efgh' });
    expect((await entry(demo, 'voluum')).accessKeyMasked).toBe('••••••••efgh');
  });
});
