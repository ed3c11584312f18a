// The responder canvas on a 1,000-node responder (issue 8, "Benchmark"). Starts the real server in
// a child process on a fresh SQLite database (tests/bench/links/links-server.ts: the app as
// `npm start` builds it), creates a 1,000-node responder through the API, lays the same graph out
// with a bare elkjs call in this process, then drives the built app in Debian's Chromium. Prints:
//   FIGURE canvas.open_ms        navigation to /responders/{id} until the editor answers (nodes drawn, toolbar live)
//   FIGURE canvas.layout_ms      ELK's time in the Web Worker for 'Auto-layout' (elkjs load not included)
//   FIGURE canvas.bare_elk_ms    the same graph laid out by a bare elkjs call in Node, same run
//   FIGURE canvas.layout_ratio   layout_ms / bare_elk_ms (target within 1.3)
//   FIGURE canvas.drag_fps       frames per second while a node is dragged
//   FIGURE canvas.pan_fps        frames per second while the canvas is panned
//   FIGURE canvas.undo_ms        Ctrl+Z after a drag until the node is back on screen
//   FIGURE canvas.longest_task_ms the longest main-thread task seen at any step (a freeze shows here)
// Figures only: it fails when something breaks (no server, a step the page does not answer).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { Page } from 'playwright-core';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import type { Responder } from '@domain/responders';
import { layoutDocument } from '@flows/layout/layout-document';
import { largeDocument } from '../unit/flows/fixtures';
import { json, startBenchApp } from './links/bench-app';

const NODES = Number(process.env.CANVAS_BENCH_NODES ?? 1000);
const root = new URL('../..', import.meta.url).pathname;

/** Frames per second while `move` runs, counted by requestAnimationFrame in the page. */
async function fpsDuring(page: Page, move: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__frames = 0;
    w.__counting = true;
    const tick = () => {
      w.__frames += 1;
      if (w.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await move();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__counting = false;
    return w.__frames;
  });
  return (frames * 1000) / (Date.now() - started);
}

/** Drag from one point to another in `steps` mouse moves, one a frame as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 60) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  }
  await page.mouse.up();
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'canvas-bench-'));
const server = await startBenchApp(dataDir, { env: { BENCH_WEB_DIR: path.join(root, 'dist/web') } });
const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core') as typeof import('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const api = `${server.origin}${API_BASE}`;
  const { token } = await json<{ token: string }>(`${api}/authentication/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo#2026' }),
  });
  const headers = { [SESSION_HEADER]: token };
  const doc = largeDocument(NODES);

  // The bare call first (it also gives the saved document real positions, so opening measures drawing).
  const elk = new ELK();
  await layoutDocument(doc, elk); // warm-up: the JIT, as the worker's engine is warm on its second run
  const bareStarted = performance.now();
  const positions = await layoutDocument(doc, elk);
  const bareElkMs = performance.now() - bareStarted;
  for (const node of doc.nodes) Object.assign(node.position, positions[node.id]);

  const responder = await json<Responder>(`${api}/responder-v2/save`, { method: 'POST', headers, body: JSON.stringify({ title: `Bench ${NODES} nodes` }) });
  await json(`${api}/responder-v2/document?responderId=${responder.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: responder.version, ...doc }),
  });

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.origin}/login`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // tsx (esbuild, keepNames) wraps named functions inside page.evaluate callbacks in __name().
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  const openStarted = Date.now();
  await page.goto(`${server.origin}/responders/${responder.id}`);
  await page.locator('.react-flow__node').first().waitFor();
  const autoLayout = page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Auto-layout' });
  await autoLayout.waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const openMs = Date.now() - openStarted;

  // Auto-layout twice: the first run loads elkjs into the worker; the second is ELK's steady time.
  const layoutOnce = async () => {
    const before = await page.evaluate(() => performance.getEntriesByName('responder.layout').length);
    await autoLayout.click();
    await page.waitForFunction((n) => performance.getEntriesByName('responder.layout').length > n, before, { timeout: 120_000 });
    return page.evaluate(() => {
      const entries = performance.getEntriesByName('responder.layout') as PerformanceMeasure[];
      return (entries.at(-1)?.detail as { layoutMs: number }).layoutMs;
    });
  };
  await layoutOnce();
  const layoutMs = await layoutOnce();
  await page.getByRole('button', { name: 'Fit View' }).click();

  const nodeId = await page.locator('.react-flow__node-flowNode').nth(1).getAttribute('data-id');
  const node = page.locator(`.react-flow__node[data-id="${nodeId}"]`);
  const box = await node.boundingBox();
  if (!box) throw new Error('no node on screen to drag');
  const grip = { x: box.x + box.width / 2, y: box.y + 12 };
  const dragFps = await fpsDuring(page, () => drag(page, grip, { x: grip.x + 200, y: grip.y + 120 }));

  const pane = await page.locator('.react-flow__pane').boundingBox();
  if (!pane) throw new Error('no canvas pane');
  const empty = { x: pane.x + 20, y: pane.y + pane.height - 20 };
  const panFps = await fpsDuring(page, () => drag(page, empty, { x: empty.x + 300, y: empty.y - 200 }));

  // Undo the drag: from the click on Undo (Ctrl+Z runs the same command) until the node's transform on screen changes back. The
  // watcher is installed first, then the key is pressed, then the page is asked for the answer.
  await page.evaluate((id) => {
    const w = window as unknown as { __undo: Promise<number> };
    w.__undo = new Promise<number>((resolve, reject) => {
      const transform = () => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)?.style.transform;
      const before = transform();
      if (before === undefined) return reject(new Error('node not found'));
      let pressed = 0;
      window.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
      const check = () => {
        if (pressed && transform() !== before) resolve(performance.now() - pressed);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
      setTimeout(() => reject(new Error('undo did not move the node back in 10 s')), 10_000);
    });
  }, nodeId);
  const undoButton = page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Undo', exact: true });
  console.log(`  (undoing: ${await undoButton.getAttribute('title')})`);
  await undoButton.click();
  const undoMs = await page.evaluate(() => (window as unknown as { __undo: Promise<number> }).__undo);
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);

  console.log(`Responder canvas, ${NODES} nodes (headless Chromium, this machine)`);
  console.log(`  open to interactive        ${openMs} ms`);
  console.log(`  auto-layout, ELK in worker ${layoutMs.toFixed(0)} ms   (bare elkjs in Node: ${bareElkMs.toFixed(0)} ms)`);
  console.log(`  drag / pan                 ${dragFps.toFixed(0)} / ${panFps.toFixed(0)} fps`);
  console.log(`  undo                       ${undoMs.toFixed(0)} ms`);
  console.log(`  longest main-thread task   ${longest.toFixed(0)} ms`);
  console.log(`FIGURE canvas.open_ms=${openMs} ms`);
  console.log(`FIGURE canvas.layout_ms=${layoutMs.toFixed(0)} ms`);
  console.log(`FIGURE canvas.bare_elk_ms=${bareElkMs.toFixed(0)} ms`);
  console.log(`FIGURE canvas.layout_ratio=${(layoutMs / bareElkMs).toFixed(2)} x`);
  console.log(`FIGURE canvas.drag_fps=${dragFps.toFixed(0)} fps`);
  console.log(`FIGURE canvas.pan_fps=${panFps.toFixed(0)} fps`);
  console.log(`FIGURE canvas.undo_ms=${undoMs.toFixed(0)} ms`);
  console.log(`FIGURE canvas.longest_task_ms=${longest.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
