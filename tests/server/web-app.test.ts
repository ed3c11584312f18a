// The built web app is served beside the API: files as they are (or their brotli / gzip copy, as
// the browser accepts), client-side routes answered with index.html, hashed assets cached for a
// year and the HTML revalidated; build by-products never served; unknown /api paths stay JSON 404s.
// The web folder is a small fixture, precompressed by the same code as the Vite build.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { createTestApp, dialects, type TestApp } from './fixtures/test-app';

const INDEX_HTML = `<!doctype html><title>app</title><body>${'<p>first paint</p>'.repeat(100)}</body>`;
const LOGIN_HTML = `<!doctype html><title>app</title><body><div id="root" inert aria-hidden="true">${'<p>the login page, rendered at build time</p>'.repeat(40)}</div></body>`;
const APP_JS = `console.log(${JSON.stringify('a chunk of the app '.repeat(200))});`;
const TINY_JS = 'console.log(1)';
const NOT_FOUND = { code: 404, message: 'Not found', errorCode: 'NOT_FOUND' };

/** Google's robots.txt reading: the longest matching rule wins, Allow on a tie. */
function robotsAllow(robots: string, urlPath: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map((m) => ({ allow: m[1].toLowerCase() === 'allow', prefix: m[2] }))
    .filter((r) => urlPath.startsWith(r.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe.each(dialects)('web app serving on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'campaign-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, 'login.html'), LOGIN_HTML);
    await writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), APP_JS);
    await writeFile(path.join(webDir, 'assets', 'tiny-Ef56Gh78.js'), TINY_JS);
    await writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3,"sources":["secret.ts"]}');
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-Ab12Cd34.js"}}');
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await copyFile(path.join(import.meta.dirname, '../../public/robots.txt'), path.join(webDir, 'robots.txt'));
    await precompressDir(webDir);
    t = await createTestApp(dialect, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves files and falls back to index.html for client routes', async () => {
    expect((await get('/assets/tiny-Ef56Gh78.js')).body).toBe(TINY_JS);
    for (const url of ['/', '/login', '/settings/invoice/12?type=bank', '/responders/7']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app</title>');
    }
  });

  it('answers /login with its build-time render and other client routes with the plain index.html', async () => {
    for (const url of ['/login', '/login?redirect=%2Fadmin%2Foutbox']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(LOGIN_HTML);
    }
    for (const url of ['/', '/forgot-password', '/login/extra', '/admin/outbox']) {
      expect((await get(url)).body, url).toBe(INDEX_HTML);
    }
  });

  it('sends the brotli or gzip copy the browser accepts, and says the answer varies with it', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);

    // index.html and the fallback for client routes are compressed too.
    for (const url of ['/', '/forgot-password']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    // A file too small to gain from it is sent as it is.
    const tiny = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY_JS);
  });

  it('lets browsers keep hashed assets for a year and revalidate the HTML every time', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/login', '/admin/outbox']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/favicon.svg', '/robots.txt']) {
      expect((await get(url)).headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
    }
  });

  it('tells crawlers the sign-in pages are open and the app and API are not', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const allowed of ['/login', '/forgot-password', '/assets/app-Ab12Cd34.js']) {
      expect(robotsAllow(res.body, allowed), allowed).toBe(true);
    }
    for (const blocked of ['/', '/admin/outbox', '/api/v1/users/me', '/api/docs', '/settings']) {
      expect(robotsAllow(res.body, blocked), blocked).toBe(false);
    }
  });

  it('never serves the build manifest, source maps or unknown assets', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/assets/app-Ab12Cd34.js.map',
      '/assets/app-Ab12Cd34.js.br',
      '/assets/missing-Zz99Zz99.js',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('keeps unknown API paths as JSON 404s, however odd the path', async () => {
    for (const url of [
      '/api/v1/nothing-here',
      '/api',
      '/api/v1//x',
      '/api//v1/status-check',
      '/api/v1/../x',
      '/api/v1/./x',
      '/api/v1/x%00',
      '/api/v1/%2e%2e/x',
      '/api/v1/x%2F..%2F..%2Findex.html',
      '/api/v1/assets/app-Ab12Cd34.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/v1//x', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(NOT_FOUND);
    // A path that is not even valid percent-encoding is the client's mistake (Fastify's own 400).
    expect((await get('/api/v1/%E0%A4%A')).statusCode).toBe(400);
  });

  it('answers odd paths outside /api without a server error or a file outside the web folder', async () => {
    for (const url of ['//login', '/a/../login', '/./login', '/login%00', '/%', '/..%2F..%2Fetc%2Fpasswd', '/a\\b', '/%5C..%5Cindex.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('root:');
      if (res.statusCode === 200) expect(res.body, url).toContain('<title>app</title>');
    }
  });

  it('serves the API docs page', async () => {
    const res = await get('/api/docs');
    expect([200, 302]).toContain(res.statusCode);
  });
});
