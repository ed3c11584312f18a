// Every answer carries the security headers: pages, assets, API JSON, errors, 404s, 429s and the API
// docs. The app's CSP allows only this origin's scripts (no inline script, no eval); /api/docs has
// its own, as narrow. API answers are never stored by a browser or proxy (no-store) unless a route
// says otherwise; pages and assets keep their own caching. HSTS only over TLS.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogin } from '@server/db/seed-logins';
import { cspHash, docsCspDirectives } from '@server/http/docs';
import { cspHeader } from '@server/http/security-headers';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Directives as written, whatever the spacing after ';' (helmet writes none). */
const directives = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

function expectSecurityHeaders(res: LightMyRequestResponse, what: string, csp = APP_CSP) {
  expect(directives(res.headers['content-security-policy']), what).toEqual(directives(csp));
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['strict-transport-security'], `${what}: no HSTS over plain http`).toBeUndefined();
}

/** The rest of what every answer carries (docs/api.md, "Headers"), with the value it must have. */
const OTHER_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  ...Object.keys(OTHER_HEADERS),
];
const securityPart = (headers: IncomingHttpHeaders | LightMyRequestResponse['headers']) =>
  Object.fromEntries(SECURITY_HEADER_NAMES.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));

function cspSources(csp: string, directive: string): string[] {
  const found = directives(csp)
    .map((d) => d.split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

describe.each(dialects)('security headers on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  let token: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'campaign-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
    t = await createTestApp(dialect, {
      webDir,
      extend: (app) => {
        app.get('/api/v1/test/boom', async () => {
          throw new Error('boom');
        });
        app.get('/api/v1/test/public', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
      },
    });
    token = await signIn(t.app, demo.email, demo.password);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('puts them on pages and assets, and leaves their caching alone', async () => {
    for (const url of ['/', '/login', '/reset-password?token=abc']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expectSecurityHeaders(page, url);
      expect(page.headers['cache-control'], url).not.toMatch(/no-store/);
    }
    const asset = await get('/assets/app-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset, 'asset');
    expect(asset.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('puts them on API answers, with no-store on the login answer and the current user', async () => {
    const status = await call(t.app, 'GET', '/status-check');
    expect(status.status).toBe(200);
    expectSecurityHeaders(status.raw, 'status-check');
    expect(status.raw.headers['cache-control']).toBe('no-store');

    const login = await call(t.app, 'POST', '/authentication/login', { email: demo.email, password: demo.password });
    expect(login.status).toBe(200);
    expect(login.body.token).toBeTruthy();
    expectSecurityHeaders(login.raw, 'login');
    expect(login.raw.headers['cache-control']).toBe('no-store');

    const me = await call(t.app, 'GET', '/users/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(demo.email);
    expectSecurityHeaders(me.raw, 'users/me');
    expect(me.raw.headers['cache-control']).toBe('no-store');
  });

  it('puts them on errors: 400, 401, the JSON 404 and a 500', async () => {
    const cases: [string, Promise<{ status: number; raw: LightMyRequestResponse }>, number][] = [
      ['400', call(t.app, 'POST', '/authentication/login', { email: 42 }), 400],
      ['401 wrong password', call(t.app, 'POST', '/authentication/login', { email: demo.email, password: 'Wrong#2026' }), 401],
      ['401 no session', call(t.app, 'GET', '/users/me'), 401],
      ['404', call(t.app, 'GET', '/nothing-here'), 404],
      ['500', call(t.app, 'GET', '/test/boom'), 500],
    ];
    for (const [what, pending, code] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(code);
      expectSecurityHeaders(res.raw, what);
      expect(res.raw.headers['cache-control'], what).toBe('no-store');
    }
    // A 404 for a missing asset outside /api carries them too.
    const missing = await get('/assets/missing-Zz99Zz99.js');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, 'missing asset');
  });

  it('keeps a Cache-Control an API route sets itself', async () => {
    const res = await call(t.app, 'GET', '/test/public');
    expect(res.status).toBe(200);
    expect(res.raw.headers['cache-control']).toBe('public, max-age=60');
    expectSecurityHeaders(res.raw, 'route with its own caching');
  });

  it('gives /api/docs its own CSP: what Swagger UI declares it needs, never inline script or eval', async () => {
    const docsCsp = cspHeader(docsCspDirectives(t.app.swaggerCSP));
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expectSecurityHeaders(page, '/api/docs', docsCsp);
    expect(page.headers['cache-control']).toBe('no-store');

    for (const url of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url, docsCsp);
    }

    expect(docsCsp).not.toMatch(/unsafe-eval/);
    expect(cspSources(docsCsp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(cspSources(docsCsp, 'style-src')).not.toContain("'unsafe-inline'");
    expect(cspSources(docsCsp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(cspSources(docsCsp, 'object-src')).toEqual(["'none'"]);
  });

  it('allows, by hash, every inline <style> the installed Swagger UI renders', async () => {
    const staticDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
    const docsCsp = cspHeader(docsCspDirectives(t.app.swaggerCSP));
    const inlineStyles: string[] = [];
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
      const source = await readFile(path.join(staticDir, file), 'utf8');
      for (const m of source.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)) inlineStyles.push(JSON.parse(m[1]));
    }
    // If an upgrade renders another <style>, /api/docs would lose its look: add its hash in docs.ts.
    expect(inlineStyles.length).toBeGreaterThan(0);
    for (const css of inlineStyles) expect(cspSources(docsCsp, 'style-src'), css).toContain(cspHash(css));
  });

  it('sends the rest of the documented set, with the same values on every kind of answer and every request', async () => {
    const answers: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['page', () => get('/')],
      ['asset', () => get('/assets/app-Ab12Cd34.js')],
      ['missing asset', () => get('/assets/missing-Zz99Zz99.js')],
      ['API JSON', () => get('/api/v1/status-check')],
      ['400', () => t.app.inject({ method: 'POST', url: '/api/v1/authentication/login', payload: { email: 42 } })],
      ['401', () => get('/api/v1/users/me')],
      ['JSON 404', () => get('/api/v1/nothing-here')],
      ['500', () => get('/api/v1/test/boom')],
      ['unknown short link', () => get('/l/AAAAAAA')],
    ];
    const first = await get('/api/v1/status-check');
    const expected = { ...securityPart(first.headers), 'content-security-policy': first.headers['content-security-policy'] };
    expect(securityPart(first.headers)).toMatchObject(OTHER_HEADERS);
    for (const [what, answer] of answers) {
      for (let i = 0; i < 2; i++) {
        const res = await answer();
        expectSecurityHeaders(res, what);
        expect(securityPart(res.headers), `${what}, request ${i + 1}`).toEqual(expected);
      }
    }
    // /api/docs differs by its CSP only.
    const docs = await get('/api/docs');
    expect({ ...securityPart(docs.headers), 'content-security-policy': expected['content-security-policy'] }).toEqual(expected);
  });

  it('leaves them off only the answers written before any hook runs, as documented', async () => {
    // A URL the router cannot decode: Fastify's frameworkErrors, before routing and hooks.
    const badUrl = await get('/%');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: 400, message: 'Can not process' });
    expect(securityPart(badUrl.headers)).toEqual({});

    // Headers over 16 KB: Node's parser refuses them and the answer is written to the socket by hand.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const tooLarge = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: address.port, path: '/api/v1/status-check', headers: { 'x-big': 'x'.repeat(17_000) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body)).toEqual({ code: 431, message: 'Can not process' });
    expect(securityPart(tooLarge.headers)).toEqual({});
  });

  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    const res = await get('/api/v1/status-check', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(dialects)('security headers behind a TLS proxy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { trustProxy: true, loginRateLimit: 1, loginRateLimitPerAddress: 10 } });
  });
  afterAll(() => t.close());

  const inject = (url: string, proto: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' } });

  it('sends HSTS only for requests that came over https', async () => {
    for (const url of ['/api/v1/status-check', '/api/docs', '/api/v1/nothing-here']) {
      expect((await inject(url, 'https')).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect((await inject(url, 'http')).headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('puts them on a 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/login',
        payload: { email: demo.email, password: 'Wrong#2026' },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' },
      });
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(directives(limited.headers['content-security-policy'])).toEqual(directives(APP_CSP));
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.headers['x-frame-options']).toBe('DENY');
    expect(limited.headers['referrer-policy']).toBe('no-referrer');
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
