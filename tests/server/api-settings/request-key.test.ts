// The api tab's request key and webhook URLs: the key is made once and kept until Regenerate
// replaces the stored one (000 §4); the webhook URLs must be http(s) URLs, '' clears one; each user
// sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, ApiSettingsClient } from './api-client';

describe.each(dialects)('API request key and webhooks (%s)', (dialect) => {
  let t: TestApp;
  let demo: ApiSettingsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ApiSettingsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  const setting = async (client = demo) => (await client.call('GET', '/settings/api')).body;

  it('keeps the key until it is regenerated, and stores the new one', async () => {
    const first = await setting();
    expect(first).toMatchObject({ deliveryUrl: null, replyUrl: null, codeVia: 'email' });
    expect(first.apiKey).toMatch(/^key_[0-9a-f]{48}$/);
    expect((await setting()).apiKey).toBe(first.apiKey);
    const regenerated = await demo.call('POST', '/settings/updateApiKey');
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.apiKey).not.toBe(first.apiKey);
    const stored = await t.db.selectFrom('api_settings as s').innerJoin('users as u', 'u.id', 's.user_id').select('s.api_key').where('u.email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    expect(stored.api_key).toBe(regenerated.body.apiKey);
    // Another user has a key of their own.
    expect((await setting(await ApiSettingsClient.signIn(t, ADMIN))).apiKey).not.toBe(regenerated.body.apiKey);
  });

  it('saves http(s) webhook URLs, clears one with an empty text, and refuses anything else naming the field', async () => {
    const saved = await demo.call('POST', '/settings/updateApiSetting', { deliveryUrl: 'https://hooks.example.com/results', replyUrl: '' });
    expect(saved.body).toMatchObject({ deliveryUrl: 'https://hooks.example.com/results', replyUrl: null });
    for (const [field, value] of [['deliveryUrl', 'ftp://x.example.com'], ['replyUrl', 'not a url'], ['replyUrl', 'javascript:alert(1)']] as const) {
      const res = await demo.call('POST', '/settings/updateApiSetting', { deliveryUrl: '', replyUrl: '', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await setting()).deliveryUrl).toBe('https://hooks.example.com/results');
  });
});
