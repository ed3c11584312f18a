#!/usr/bin/env node
// Lighthouse on the real server: /login signed out and / signed in (demo@example.com), with the
// mobile (default) and the desktop preset, simulated throttling, three runs each; prints the
// medians as a table and as FIGURE lines. Figures only: it exits 0 unless it could not run.
//
// The server is `src/server/main.ts` on a free port with a fresh DATA_DIR (so it migrates and
// seeds), serving dist/web (built here when missing; `npm run bench` rebuilds a stale one).
// Chromium is Debian's, started by playwright-core with a remote-debugging port that Lighthouse
// drives. Lighthouse clears the HTTP cache before every run but, by default, not localStorage:
// the signed-in runs put the session token there first (the web app's 'session-token' key), the
// signed-out runs take it away. The CPU figures depend on this machine and on what else runs on
// it: the load average is printed with the figures. The median run's report is written to
// .tmp/lighthouse/ for a closer look.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TOKEN_KEY = 'session-token';
const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];
// LIGHTHOUSE_PRESETS=mobile (or desktop) and LIGHTHOUSE_PAGES=home (or login) narrow a run while
// one works on a figure; the bench itself runs all four.
const only = (list, names) => (names ? list.filter((item) => names.split(',').includes(item.name)) : list);
const PAGES = only([
  { name: 'login', path: '/login', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
], process.env.LIGHTHOUSE_PAGES);
const PRESETS = only([
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
], process.env.LIGHTHOUSE_PRESETS);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * One Lighthouse run. Now and then Chromium's trace comes back without its navigation start
 * (NO_NAVSTART and the like, Lighthouse's runtimeError); such a run is tried again, twice at most.
 */
async function audit(url, port, preset, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, preset.config);
  const lhr = result?.lhr;
  const failure = lhr ? lhr.runtimeError?.message : 'Lighthouse gave no result';
  if (failure) {
    if (attempt < 3) return audit(url, port, preset, attempt + 1);
    throw new Error(`${preset.name} ${url}: ${failure}`);
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${preset.name} ${url} ended on ${landed}: check the sign-in`);
  return lhr;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!existsSync(join(root, 'dist/web/index.html'))) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'campaign-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'campaign-lighthouse-chromium-'));
const reportDir = join(root, '.tmp/lighthouse');
mkdirSync(reportDir, { recursive: true });
const serverPort = await freePort();
const origin = `http://127.0.0.1:${serverPort}`;
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(serverPort), DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let context;
let exitCode = 0;
try {
  await waitFor(`${origin}/api/v1/status-check`, 120_000);
  const login = await fetch(`${origin}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`signing in as ${DEMO.email} answered ${login.status}`);
  const { token } = await login.json();

  const debuggingPort = await freePort();
  const { chromium } = createRequire(join(root, 'package.json'))('playwright-core');
  // headless: false only keeps Playwright from adding its own --headless; --headless=new is in the flags.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: false,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  // A page of the origin to set or remove the token from; Lighthouse opens its own tab beside it.
  const storagePage = context.pages()[0] ?? (await context.newPage());
  await storagePage.goto(`${origin}/robots.txt`);
  const useSession = (signedIn) =>
    storagePage.evaluate(([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)), [TOKEN_KEY, signedIn ? token : null]);

  console.log(`Lighthouse ${RUNS} runs each, simulated throttling, median; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows = [];
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        await useSession(page.signedIn);
        runs.push(await audit(`${origin}${page.path}`, debuggingPort, preset));
      }
      const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      const row = { preset: preset.name, page: page.name, scores: {}, metrics: {} };
      for (const category of CATEGORIES) row.scores[category] = median(runs.map((lhr) => score(lhr, category)));
      for (const [label, audit] of METRICS) row.metrics[label] = median(runs.map((lhr) => lhr.audits[audit].numericValue ?? 0));
      // The run whose performance score is the median, kept whole, plus what held the others back.
      const medianRun = runs.find((lhr) => score(lhr, 'performance') === row.scores.performance) ?? runs[0];
      writeFileSync(join(reportDir, `${preset.name}-${page.name}.json`), JSON.stringify(medianRun));
      row.failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        medianRun.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (medianRun.audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}`),
      );
      rows.push(row);
    }
  }

  console.log('');
  console.log('preset   page   perf  a11y  bp    FCP ms  LCP ms  TBT ms  CLS    SI ms');
  for (const r of rows) {
    const m = r.metrics;
    console.log(
      `${r.preset.padEnd(8)} ${r.page.padEnd(6)} ${String(r.scores.performance).padStart(4)}  ${String(r.scores.accessibility).padStart(4)}  ${String(r.scores['best-practices']).padStart(4)}` +
        `  ${m.FCP.toFixed(0).padStart(6)}  ${m.LCP.toFixed(0).padStart(6)}  ${m.TBT.toFixed(0).padStart(6)}  ${m.CLS.toFixed(3)}  ${m.SI.toFixed(0).padStart(6)}`,
    );
  }
  console.log('');
  for (const r of rows) {
    const key = `lighthouse.${r.preset}.${r.page}`;
    console.log(`FIGURE ${key}=${r.scores.performance} score`);
    console.log(`FIGURE ${key}.accessibility=${r.scores.accessibility} score`);
    console.log(`FIGURE ${key}.best-practices=${r.scores['best-practices']} score`);
    for (const [label, , unit] of METRICS) {
      const value = label === 'CLS' ? r.metrics[label].toFixed(3) : r.metrics[label].toFixed(0);
      console.log(`FIGURE ${key}.${label.toLowerCase()}=${value}${unit ? ` ${unit}` : ''}`);
    }
  }
  for (const r of rows) if (r.failing.length) console.log(`not passed (${r.preset} ${r.page}): ${r.failing.join(', ')}`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}; reports of the median runs in .tmp/lighthouse/`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await context?.close().catch(() => undefined);
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(exitCode);
