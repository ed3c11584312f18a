// The rule `npm start` and `npm run bench` share: build the web app when any of its sources is newer
// than the last build (or there is none), so both always run what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = ['src/web', 'src/domain', 'machines', 'flows', 'public', 'index.html', 'vite.config.ts',
  'scripts/vite-precompress.ts', 'scripts/vite-prerender.ts', 'package-lock.json'];
// Written last by the build (the manifest comes with every chunk), so its time is the build's.
const builtMarker = join(root, 'dist/web/.vite/manifest.json');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds dist/web when it is missing or older than its sources; exits the process if the build fails. */
export function buildWebIfStale() {
  const sourceTime = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(builtMarker) && statSync(builtMarker).mtimeMs >= sourceTime) return;
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
