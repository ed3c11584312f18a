#!/usr/bin/env node
// `npm run bench [-- NAME...]`: builds the web app when its sources are newer than the last build
// (the rule of scripts/start.mjs) and runs the benchmarks in tests/bench, each of which prints its
// figures. With NAME arguments only the files whose name contains one of them run
// (`npm run bench -- lighthouse`). Benchmarks never assert timings.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(join(root, 'tests/bench'))
  .filter((f) => /\.(mjs|ts)$/.test(f))
  .filter((f) => names.length === 0 || names.some((n) => f.includes(n)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark in tests/bench matches ${names.join(', ')}.`);
  process.exit(1);
}

buildWebIfStale();

let failed = false;
for (const file of files) {
  console.log(`\n── ${file}`);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', join(root, 'tests/bench', file)] : [join(root, 'tests/bench', file)];
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
