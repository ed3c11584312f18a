#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then run the
// server (which migrates the database, seeds it on first run and prints the URL and demo logins).
// PORT (default 8080) and DATA_DIR (default ./data) let several copies run side by side.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
buildWebIfStale();

// `npm start` is the demo: the simulated registries review a 10DLC or toll-free request in 20 s
// (minutes by default) and retry a vendor that is down every few seconds, unless the env says otherwise.
const env = { REGISTRATION_REVIEW_MS: '20000', REGISTRATION_RETRY_MS: '5000', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
