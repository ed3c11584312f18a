#!/usr/bin/env node
// `npm test`: everything, in the order a failure is cheapest to find — lint (with the import
// boundaries), typecheck, unit and machine tests, server tests (SQLite, and PostgreSQL when
// DATABASE_URL_TEST is set), the production build, then the e2e suite in Chromium. Every step runs
// even after a failure (except e2e without a build) and the last line counts the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);

const steps = [
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit and machines', cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/unit.json'], report: 'unit.json' },
  { name: 'server', cmd: [bin('vitest'), 'run', '--config', 'vitest.server.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/server.json'], report: 'server.json' },
  { name: 'build', cmd: [process.execPath, join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'] },
  { name: 'bundle budget', cmd: [process.execPath, join(root, 'tests/bench/route-bundles.mjs'), '--check'], needs: 'build' },
  { name: 'chromium', cmd: [process.execPath, join(root, 'scripts/ensure-chromium.mjs')], needs: 'build' },
  { name: 'e2e', cmd: [bin('playwright'), 'test'], report: 'e2e.json', needs: 'chromium' },
];

const results = new Map();
const totals = { passed: 0, failed: 0, skipped: 0 };

function count(report) {
  const file = join(tmp, report);
  if (!existsSync(file)) return;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data.stats) {
    totals.passed += data.stats.expected + (data.stats.flaky ?? 0);
    totals.failed += data.stats.unexpected;
    totals.skipped += data.stats.skipped;
  } else {
    totals.passed += data.numPassedTests;
    totals.failed += data.numFailedTests;
    totals.skipped += data.numPendingTests + (data.numTodoTests ?? 0);
  }
}

for (const step of steps) {
  if (step.needs && !results.get(step.needs)) {
    console.log(`\n── ${step.name}: skipped (${step.needs} failed)`);
    results.set(step.name, false);
    continue;
  }
  console.log(`\n── ${step.name}`);
  if (step.report) rmSync(join(tmp, step.report), { force: true });
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  const ok = run.status === 0;
  results.set(step.name, ok);
  if (step.report) count(step.report);
  console.log(`── ${step.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const failedSteps = [...results].filter(([, ok]) => !ok).map(([name]) => name);
console.log('\nSteps:', [...results].map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', '));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
