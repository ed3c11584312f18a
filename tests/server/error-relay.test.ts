// The error relay (POST /slack-services) posts to the team's chat as the server says, not as the
// caller says: channel, sender name and icon come from config, the caller gives only text and
// attachments (masked, cut to size, mentions and links shown as typed). A live session spends its
// user's budget; anyone else (no session, an expired one) a small budget per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ATTACHMENTS_MAX, REPORT_ATTACHMENT_TEXT_MAX_CHARS, REPORT_TEXT_MAX_CHARS } from '@domain/error-report';
import { SESSION_HEADER } from '@domain/api';
import { seedLogin } from '@server/db/seed-logins';
import { HOUR_MS } from '@server/lib/time';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

describe.each(dialects)('error relay on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { slackChannel: '#platform-errors', slackUsername: 'Campaign platform', slackIconUrl: 'https://example.com/icon.png' },
    });
  });
  afterAll(() => t.close());

  const report = (body: unknown, { ip = '203.0.113.40', token }: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/slack-services',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}) },
      remoteAddress: ip,
    });
  const lastPosted = () => t.chat.posted.at(-1);

  it("posts with the server's channel, name and icon, whatever the caller sends", async () => {
    const res = await report({
      text: 'Crash at /send', channel: '#general', username: 'CEO', icon_url: 'https://evil.example/ceo.png',
      attachments: [{ color: 'danger', text: 'stack' }],
    });
    expect(res.statusCode).toBe(200);
    expect(lastPosted()).toEqual({
      channel: '#platform-errors', username: 'Campaign platform', icon_url: 'https://example.com/icon.png',
      text: 'Crash at /send', attachments: [{ color: 'danger', text: 'stack' }],
    });
  });

  it('masks secrets, then cuts texts and attachments to size', async () => {
    const long = `{"password":"Hunter#2026"} ${'x'.repeat(50_000)}`;
    const attachments = Array.from({ length: 12 }, (_, i) => ({ text: `${i} ${'y'.repeat(10_000)}` }));
    expect((await report({ text: long, attachments })).statusCode).toBe(200);
    const posted = lastPosted();
    expect(posted?.text.startsWith('{"password":"******"} xxx')).toBe(true);
    expect(posted?.text.length).toBe(REPORT_TEXT_MAX_CHARS);
    expect(posted?.text.endsWith('…')).toBe(true);
    expect(posted?.attachments?.length).toBe(REPORT_ATTACHMENTS_MAX);
    expect(posted?.attachments?.every((a) => a.text.length === REPORT_ATTACHMENT_TEXT_MAX_CHARS)).toBe(true);
  });

  it('shows mentions and links as typed instead of pinging the channel', async () => {
    await report({ text: 'hey <!channel> see <https://evil.example|our docs> & <@U123>' });
    expect(lastPosted()?.text).toBe('hey &lt;!channel&gt; see &lt;https://evil.example|our docs&gt; & &lt;@U123&gt;');
  });

  it('refuses what is not a report, naming the field', async () => {
    expect((await report({})).json()).toEqual({ code: 400, message: 'Text is required field!', field: 'text' });
    expect((await report({ text: '   ' })).json()).toMatchObject({ code: 400, field: 'text' });
    expect((await report({ text: 'x', attachments: [{ color: 'url(javascript:1)', text: 'a' }] })).json()).toEqual({
      code: 400, message: 'Color is incorrect format!', field: 'attachments.0.color',
    });
  });

  it('gives a caller without a session 20 reports an hour per IP, then 429 with Retry-After', async () => {
    const ip = '198.51.100.40';
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await report({ text: `anonymous ${i}` }, { ip })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await report({ text: 'one more' }, { ip });
    expect(limited.json()).toMatchObject({ code: 429 });
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    // An expired or made-up session is no way around it.
    expect((await report({ text: 'forged' }, { ip, token: 'not-a-session' })).statusCode).toBe(429);
    // A signed-in user on the same address has a budget of their own.
    const token = await signIn(t.app, demo.email, demo.password);
    expect((await report({ text: 'signed in' }, { ip, token })).statusCode).toBe(200);
    t.clock.advance(HOUR_MS);
    expect((await report({ text: 'next hour' }, { ip })).statusCode).toBe(200);
  });

  it('gives a signed-in user 30 reports a minute, on any address', async () => {
    const token = await signIn(t.app, 'admin@example.com', seedLogin('admin@example.com').password);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await report({ text: `signed in ${i}` }, { ip: `192.0.2.${i}`, token })).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('takes the report of an expired session on the per-IP budget', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    t.clock.advance(13 * HOUR_MS);
    const res = await report({ text: '[401] Token expired!' }, { ip: '198.51.100.41', token });
    expect(res.statusCode).toBe(200);
    expect(lastPosted()?.text).toBe('[401] Token expired!');
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(401);
  });
});
