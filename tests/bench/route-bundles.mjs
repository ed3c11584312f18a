#!/usr/bin/env node
// Prints the gzipped JavaScript each route loads before it paints (the entry chunk, the root
// component main.tsx imports next, the route's lazy chunks — the signed-in shell's too, for the
// pages inside it — and everything they import statically), from the production build's manifest (dist/web/.vite/manifest.json, never served).
// Code a page loads on its own later (the login machine and its zod schemas once /login has
// painted) is not counted. With --check it fails when the login route exceeds its 250 KB budget
// (a size, not a timing: deterministic).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'dist/web');
const manifestPath = join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 250;

// main.tsx imports the root component (and its Chakra system) in a second step, before any render.
const ROOT_COMPONENT = 'src/web/app/app.tsx';
const SIGNED_IN_LAYOUT = 'src/web/app/shell/signed-in-layout.tsx';

// Route -> the modules its lazy() routes load (src/web/app/router.tsx).
export const ROUTE_MODULES = {
  '/login': ['src/web/features/auth/login-page.tsx'],
  '/forgot-password': ['src/web/features/auth/forgot-password-page.tsx'],
  '/reset-password': ['src/web/features/auth/reset-password-page.tsx'],
  '/': [SIGNED_IN_LAYOUT, 'src/web/features/home/home-page.tsx'],
  '/admin/outbox': [SIGNED_IN_LAYOUT, 'src/web/features/outbox/outbox-page.tsx'],
  '/contact/groups': [SIGNED_IN_LAYOUT, 'src/web/features/contacts/contact-groups-page.tsx'],
  '/contact/groups/:groupId': [SIGNED_IN_LAYOUT, 'src/web/features/contacts/contact-group-detail-page.tsx'],
  '/process': [SIGNED_IN_LAYOUT, 'src/web/features/processes/process-page.tsx'],
  // apexcharts is not in it: the chart loads it after the page has painted (src/web/ui/chart).
  '/statistic': [SIGNED_IN_LAYOUT, 'src/web/features/stats/stats-page.tsx'],
  '/warning/billing-info': ['src/web/features/warnings/billing-info-page.tsx'],
  '/warning/min-balance': ['src/web/features/warnings/min-balance-page.tsx'],
  '/429': ['src/web/features/errors/too-many-requests-page.tsx'],
};

export function routeSizes() {
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gz.get(file);
  };
  const closure = (key, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rows = [];
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    if (!modules.every((m) => manifest[m])) continue;
    const keys = new Set();
    closure(entryKey, keys);
    for (const module of [ROOT_COMPONENT, ...modules]) if (manifest[module]) closure(module, keys);
    const bytes = [...keys].reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
    rows.push({ route, kb: bytes / 1024 });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = routeSizes();
  console.log('route                      gzipped JS');
  for (const { route, kb } of rows) console.log(`${route.padEnd(26)} ${kb.toFixed(1).padStart(7)} KB`);
  if (process.argv.includes('--check')) {
    const login = rows.find((r) => r.route === '/login');
    if (!login || login.kb > LOGIN_BUDGET_KB) {
      console.error(`The login route loads ${login?.kb.toFixed(1)} KB gzipped JS; the budget is ${LOGIN_BUDGET_KB} KB.`);
      process.exit(1);
    }
    console.log(`login route within its ${LOGIN_BUDGET_KB} KB budget`);
  }
}
