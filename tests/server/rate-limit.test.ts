// Login brute-force brakes: LOGIN_RATE_LIMIT attempts a minute per IP and email, then 429 with the
// ApiError body; another email from the same IP is still allowed until the looser per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogin } from '@server/db/seed-logins';
import { call, createTestApp, dialects, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

describe.each(dialects)('login rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { loginRateLimit: 3 } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: { email, password: 'Wrong#2026' },
      remoteAddress: ip,
    });

  it('answers 429 after the limit for one IP and email', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(demo.email)).statusCode).toBe(401);
    const limited = await attempt(demo.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, message: 'Too many requests, please try again later.' });
    // The same email from another address, and another email from this one, still get through.
    expect((await attempt(demo.email, '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('other@example.com')).statusCode).toBe(401);
  });

  it('limits one IP across many emails at ten times the per-email limit', async () => {
    const ip = '192.0.2.55';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await attempt(`user${i}@example.com`, ip)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoof = (xff: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/login',
        payload: { email: 'spoof@example.com', password: 'Wrong#2026' },
        headers: { 'x-forwarded-for': xff },
      });
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await spoof(`10.0.0.${i}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('does not limit other calls', async () => {
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', '/status-check')).status).toBe(200);
  });
});
