#!/usr/bin/env node
// Scrolls the shared DataTable through 1,000 rows in Debian's Chromium and prints what it costs:
// how many rows the DOM holds (virtualisation keeps it to a window), and frame times while
// scrolling. Figures only; nothing here asserts a timing.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createRequire } from 'node:module';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, '.tmp/bench-data-table');
const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'build', join(root, 'tests/bench/data-table-page'), '--outDir', out, '--emptyOutDir', '--logLevel', 'error', '--config', join(root, 'vite.config.ts'), '--base', './'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(out, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
  if (!path.startsWith(out) || !existsSync(path)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const { chromium } = createRequire(join(root, 'package.json'))('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.getByRole('table', { name: 'Contacts' }).waitFor();
  const result = await page.evaluate(async () => {
    const table = document.querySelector('table');
    let scroller = table?.parentElement ?? null;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (!scroller) throw new Error('no scroll container');
    const frames = [];
    let maxRows = 0;
    let last = performance.now();
    const steps = 120;
    for (let i = 1; i <= steps; i++) {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * (i / steps);
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, document.querySelectorAll('tbody tr').length);
    }
    const lastRow = document.querySelector('tbody tr:last-of-type')?.textContent ?? '';
    frames.sort((a, b) => a - b);
    const pick = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))];
    return { maxRows, median: pick(0.5), p95: pick(0.95), worst: frames[frames.length - 1], lastRow };
  });
  console.log('DataTable, 1,000 rows, 4 columns, scrolled top to bottom in 120 steps (headless Chromium)');
  console.log(`  rows in the DOM at most:  ${result.maxRows}`);
  console.log(`  frame time median:        ${result.median.toFixed(1)} ms`);
  console.log(`  frame time p95:           ${result.p95.toFixed(1)} ms`);
  console.log(`  frame time worst:         ${result.worst.toFixed(1)} ms`);
  console.log(`  last row reached:         ${result.lastRow.slice(0, 40)}`);
} finally {
  await browser.close();
  server.close();
}
