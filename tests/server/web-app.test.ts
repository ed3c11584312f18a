// The built web app is served beside the API: files as they are, client-side routes answered with
// index.html, while unknown /api paths stay JSON 404s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './fixtures/test-app';

describe.each(dialects)('web app serving on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'campaign-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp(dialect, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves files and falls back to index.html for client routes', async () => {
    expect((await get('/assets/app.js')).body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/settings/invoice/12?type=bank', '/responders/7']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app</title>');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('serves the API docs page', async () => {
    const res = await get('/api/docs');
    expect([200, 302]).toContain(res.statusCode);
  });
});
