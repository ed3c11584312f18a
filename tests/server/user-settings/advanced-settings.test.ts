// The Advanced settings tab's calls: every field saved and read back, the spec's validation messages
// naming the field, another user's settings untouched, the campaign wizard's defaults following the
// settings, and the Slack test posted through the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedSlackWebhooks } from '@server/providers/chat/simulated-slack-webhooks';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { SettingsClient } from './settings-client';

describe.each(dialects)('advanced settings (%s)', (dialect) => {
  let t: TestApp;
  let demo: SettingsClient;
  let admin: SettingsClient;
  let routeIds: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await SettingsClient.signIn(t);
    admin = await SettingsClient.signIn(t, OTHER);
    routeIds = (await t.db.selectFrom('routes').select('id').where('status', '=', 'active').orderBy('id').execute()).map((r) => Number(r.id));
  });
  afterAll(async () => t?.close());

  const changed = () => ({
    timezone: 'Asia/Ho_Chi_Minh',
    skipScrub: true,
    skipScrubDNC: false,
    skipScrubLandline: true,
    enableAutoScrub: true,
    autoScrubInterval: 7,
    limitNumberMessagePerDay: 100,
    failoverRouteEnable: true,
    failoverRouteId: routeIds[1]!,
    liveFeedForward: 'https://feed.example.org/in',
    autoStopThreshold: 250,
    sendSpeed: 900,
    slackUrl: 'https://hooks.slack.com/services/T1/B1/x',
  });

  it('answers the defaults to a user who never saved, and the seeded demo settings', async () => {
    expect((await admin.advanced()).body).toMatchObject({
      skipScrubDNC: false,
      skipScrubLandline: false,
      enableAutoScrub: false,
      autoScrubInterval: 1,
      limitNumberMessagePerDay: 15_000,
      failoverRouteEnable: false,
      failoverRouteId: null,
      liveFeedForward: '',
      autoStopThreshold: null,
      sendSpeed: null,
      slackUrl: '',
    });
    expect((await demo.advanced()).body).toMatchObject({ skipScrubDNC: false, enableAutoScrub: true, autoScrubInterval: 2, limitNumberMessagePerDay: 5000, autoStopThreshold: 500, sendSpeed: 2000 });
  });

  it('saves every field, keeps it, and leaves another user untouched', async () => {
    const before = (await admin.advanced()).body;
    const res = await demo.saveAdvanced(changed());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(changed());
    expect((await demo.advanced()).body).toEqual(changed());
    // The timezone and the skip-scrub flag are the user's own, as the rest of the app reads them.
    const me = (await demo.user.call('GET', '/users/me')).body;
    expect(me).toMatchObject({ timezone: 'Asia/Ho_Chi_Minh', skipScrub: true });
    expect((await admin.advanced()).body).toEqual(before);
  });

  it('gives the campaign wizard the defaults for a new compose', async () => {
    const options = await demo.user.call('GET', '/campaigns/compose-options');
    expect(options.body.composeDefaults).toEqual({ autoStopThreshold: 250, sendSpeed: 900 });
    await demo.saveAdvanced({ ...changed(), autoStopThreshold: null, sendSpeed: null });
    expect((await demo.user.call('GET', '/campaigns/compose-options')).body.composeDefaults).toEqual({ autoStopThreshold: null, sendSpeed: null });
  });

  it('refuses what the spec forbids with 400 naming the field, and keeps what was saved', async () => {
    await demo.saveAdvanced(changed());
    const refused = async (patch: Record<string, unknown>) => (await demo.saveAdvanced({ ...changed(), ...patch })).body;
    expect(await refused({ limitNumberMessagePerDay: 99 })).toMatchObject({ field: 'limitNumberMessagePerDay', message: 'Limit number message per day must be equal or larger than 100!' });
    expect(await refused({ limitNumberMessagePerDay: 15_001 })).toMatchObject({ field: 'limitNumberMessagePerDay', message: 'Limit number message per day must be less or equal than 15000!' });
    expect(await refused({ limitNumberMessagePerDay: 150.5 })).toMatchObject({ field: 'limitNumberMessagePerDay', message: 'Limit number message per day must be integer number!' });
    expect(await refused({ autoScrubInterval: 0 })).toMatchObject({ field: 'autoScrubInterval', message: 'Auto scrub interval must be equal or larger than 1!' });
    expect(await refused({ timezone: 'Mars/Olympus' })).toMatchObject({ field: 'timezone', message: 'Timezone is not a known time zone' });
    expect(await refused({ liveFeedForward: 'not a url' })).toMatchObject({ field: 'liveFeedForward', message: 'Live feed forward is incorrect format!' });
    expect(await refused({ failoverRouteId: null })).toMatchObject({ field: 'failoverRouteId', message: 'Failover route is required field!' });
    const retired = await t.db.selectFrom('routes').select('id').where('status', '!=', 'active').executeTakeFirstOrThrow();
    expect(await refused({ failoverRouteId: Number(retired.id) })).toMatchObject({ field: 'failoverRouteId', message: 'Failover route is not existed' });
    expect(await refused({ sendSpeed: 0 })).toMatchObject({ field: 'sendSpeed' });
    expect((await demo.advanced()).body).toEqual(changed());
  });

  it('posts a test message to Slack through the simulator; a bad or unknown URL is a 400 on slackURL', async () => {
    const slack = t.app.ctx.slackWebhooks;
    if (!(slack instanceof SimulatedSlackWebhooks)) throw new Error('the tests run on the Slack simulator');
    const url = 'https://hooks.slack.com/services/T1/B1/works';
    const ok = await demo.testSlack(url);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Test message sent to Slack' });
    expect(slack.posted.at(-1)).toMatchObject({ url, message: { text: expect.stringContaining('demo') } });
    const sent = slack.posted.length;
    expect((await demo.testSlack('not-a-url')).body).toMatchObject({ field: 'slackURL', message: 'Slack URL is incorrect format!' });
    expect((await demo.testSlack('')).body).toMatchObject({ field: 'slackURL', message: 'Slack URL is required field!' });
    const elsewhere = await demo.testSlack('https://example.com/hooks/nothing');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ field: 'slackURL', message: 'Slack did not accept the test message' });
    expect(slack.posted).toHaveLength(sent);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user-settings/advanced' });
    expect(res.statusCode).toBe(401);
  });
});
