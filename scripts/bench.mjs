#!/usr/bin/env node
// `npm run bench`: builds the web app if needed and runs every benchmark in tests/bench, each of
// which prints its figures. Benchmarks never assert timings.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/web/.vite/manifest.json'))) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
let failed = false;
for (const file of readdirSync(join(root, 'tests/bench')).filter((f) => /\.(mjs|ts)$/.test(f)).sort()) {
  console.log(`\n── ${file}`);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', join(root, 'tests/bench', file)] : [join(root, 'tests/bench', file)];
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
