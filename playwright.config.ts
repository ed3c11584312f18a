// e2e: the built app and a real server on a fresh temporary DATA_DIR, driven in Debian's Chromium
// (Playwright cannot download its own browser here; scripts/ensure-chromium.mjs installs it).
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_CARRIER_TOKEN } from './tests/e2e/fixtures/carrier';
import { E2E_LOGIN_LOCKOUT_FAILURES, E2E_LOGIN_RATE_LIMIT } from './tests/e2e/fixtures/limits';

/**
 * A TCP port free on 127.0.0.1 right now, asked of the OS (listen on port 0). Synchronous, in a
 * child process, because this config cannot wait for a promise.
 */
function freePort(): string {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers re-read this file; the env vars make them all agree on what the runner chose: a free port
// unless E2E_PORT names one (so a developer's own server on 8080 or 8181, or another checkout's
// test run, is never in the way), and a fresh data directory.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'campaign-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/v1/status-check`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOGIN_RATE_LIMIT: String(E2E_LOGIN_RATE_LIMIT),
      LOGIN_RATE_LIMIT_PER_ADDRESS: String(E2E_LOGIN_RATE_LIMIT * 100),
      LOGIN_LOCKOUT_FAILURES: String(E2E_LOGIN_LOCKOUT_FAILURES),
      // The tests post contacts' texts to the inbound webhook as the carrier would (fixtures/carrier.ts).
      CARRIER_WEBHOOK_TOKEN: E2E_CARRIER_TOKEN,
      // The simulated carrier at 100x time (results in a fraction of a second, the audience within
      // seconds) with an eager audience, so a small campaign shows clicks and replies while a test waits.
      CARRIER_SIM: JSON.stringify({ timeFactor: 100, audience: { clickRate: 0.5, replyRate: 0.4, stopShareOfReplies: 0.1 } }),
      // The registries review in 3 s and a vendor that is down is retried after half a second, so a
      // test watches a brand reach registered.
      REGISTRATION_REVIEW_MS: '3000',
      REGISTRATION_RETRY_MS: '500',
    },
  },
});
