// The wizard's test send, on both databases: the compose's message to each seed number through the
// carrier, charged like any message, counted on no campaign; refused like a send when the compose
// breaks a rule, and on the seed numbers' field when there are none.
import { describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite } from './engine-client';

describe.each(dialects)('test send (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  it('sends the message to each seed number, charged, on no campaign', async () => {
    const userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    const before = await e.balance(userId);
    const compose = await e.campaigns.readyCompose({ seedNumbers: '+1 555 010 0001, +15550100002' });
    const res = await e.campaigns.call('POST', '/campaigns/test-send', { compose });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(2);
    expect(res.body.costCents).toBeGreaterThan(0);
    expect(before - (await e.balance(userId))).toBe(res.body.costCents);

    await e.run(3);
    const messages = await t.db.selectFrom('messages').selectAll().where('idem_key', 'like', 'test:%').execute();
    expect(messages.map((m) => m.phone).sort()).toEqual(['+15550100001', '+15550100002']);
    expect(messages.every((m) => m.campaign_id === null && m.state === 'reported')).toBe(true);
    // As the campaign would send it: the sender's name first, the contact's own short link, the opt-out link.
    expect(messages[0]!.body).toMatch(/^Dana Demo: /);
    expect(messages[0]!.body).toContain('/public/optout/confirm?token=');
  });

  it('refuses a compose without seed numbers on their field, and another user group like a send', async () => {
    let res = await e.campaigns.call('POST', '/campaigns/test-send', { compose: await e.campaigns.readyCompose({ seedNumbers: '' }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'compose.seedNumbers', message: 'Seed numbers: Add a seed number to send a test' });
    res = await e.campaigns.call('POST', '/campaigns/test-send', { compose: await e.campaigns.readyCompose({ seedNumbers: '+15550100003', contactGroups: [999_999] }) });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('compose.contactGroups');
    expect(await t.db.selectFrom('messages').select('id').where('phone', '=', '+15550100003').execute()).toHaveLength(0);
  });
});
