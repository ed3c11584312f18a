#!/usr/bin/env node
// Browser tests need a Chromium; Playwright cannot download its own here, so the project installs
// Debian's package when it is missing (CI runs on a clean machine as root). Prints the binary path.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

function install() {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends chromium fonts-liberation`, { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!chromiumPath()) install();
  const path = chromiumPath();
  if (!path) {
    console.error('Chromium could not be installed; browser tests cannot run.');
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}
