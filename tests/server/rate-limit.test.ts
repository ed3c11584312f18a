// Login brute-force brakes: LOGIN_RATE_LIMIT attempts a minute per IP and email, then 429 with the
// ApiError body and Retry-After; another email from the same IP is still allowed until the looser
// per-IP limit. The counters live in the database (or Redis), so two server processes share them.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDb, type DialectName } from '@server/db/open-db';
import { seedLogin } from '@server/db/seed-logins';
import type { AppConfig } from '@server/config';
import { call, createTestApp, dialects, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

describe.each(dialects)('login rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { loginRateLimit: 3, loginRateLimitPerAddress: 30 } });
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
    expect(limited.headers['retry-after']).toBe('60');
    // The same email from another address, and another email from this one, still get through.
    expect((await attempt(demo.email, '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('other@example.com')).statusCode).toBe(401);
  });

  it('limits one IP across many emails at LOGIN_RATE_LIMIT_PER_ADDRESS', async () => {
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

  it('counts down Retry-After and lets the caller in again when the minute is over', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 3; i++) await attempt('later@example.com', ip);
    t.clock.advance(45_000);
    expect((await attempt('later@example.com', ip)).headers['retry-after']).toBe('15');
    t.clock.advance(15_000);
    expect((await attempt('later@example.com', ip)).statusCode).toBe(401);
  });

  it('limits forgot-password and reset-password the same way, each on its own counter', async () => {
    const ip = '198.51.100.99';
    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/authentication/${path}`, payload, remoteAddress: ip });
    const forgot = [];
    for (let i = 0; i < 4; i++) forgot.push((await post('forgot-password', { email: 'nobody@example.com' })).statusCode);
    expect(forgot).toEqual([200, 200, 200, 429]);
    const reset = [];
    for (let i = 0; i < 4; i++) reset.push((await post('reset-password', { token: 'bogus', password: 'Next#2026x' })).statusCode);
    expect(reset).toEqual([400, 400, 400, 429]);
  });

  it('does not limit other calls', async () => {
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', '/status-check')).status).toBe(200);
  });
});

// Two app instances on one database (and, with REDIS_URL_TEST, one Redis) stand for two server
// processes behind a load balancer: an attacker alternating between them gets no extra attempts.
const redisUrl = process.env.REDIS_URL_TEST;
const stores: { store: string; config: () => Partial<AppConfig> }[] = [
  { store: 'the database', config: () => ({}) },
  ...(redisUrl ? [{ store: 'Redis', config: () => ({ redisUrl, redisPrefix: `test:${randomBytes(6).toString('hex')}:` }) }] : []),
];
const setups = dialects.flatMap((dialect: DialectName) => stores.map((s) => ({ dialect, ...s })));

describe.each(setups)('login rate limit shared by two processes on $dialect, counters in $store', ({ dialect, config }) => {
  let t: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { loginRateLimit: 3, loginRateLimitPerAddress: 30, ...config() } });
    const { db } = openDb(t.target);
    const app = await buildApp({ config: t.config, db, dialect, now: t.clock.now, runTasks: false, runEngine: false });
    await app.ready();
    second = {
      app,
      async close() {
        await app.close();
        await db.destroy();
      },
    };
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const attempt = (app: FastifyInstance, email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/authentication/login', payload: { email, password: 'Wrong#2026' }, remoteAddress: ip });

  it('counts attempts on either process against one limit per IP and email', async () => {
    const answers = [];
    for (const app of [t.app, second.app, t.app, second.app, t.app]) answers.push((await attempt(app, demo.email, '203.0.113.20')).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts one IP walking through emails on both processes against the per-IP limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await attempt(i % 2 ? second.app : t.app, `walk${i}@example.com`, '203.0.113.21')).statusCode);
    expect(answers.filter((s) => s === 401).length).toBe(30);
    expect(answers[30]).toBe(429);
  });
});
