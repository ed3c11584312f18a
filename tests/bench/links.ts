// Short-link redirects under load (issue 7, "Benchmark"). Starts the real server in a child process
// on a fresh SQLite database (tests/bench/links/links-server.ts), signs in as the demo user and
// creates LINKS short links through the API, then drives them with autocannon on loopback for
// DURATION_S seconds (after a short warm-up): CONNECTIONS connections, each cycling through a mix
// of links, user agents and client addresses (X-Forwarded-For; the server trusts the proxy header
// for this run only), so every request is scored from a different mix of risk facts. Then it
// stops the server (which writes the clicks still queued), counts the stored clicks and compares
// them with the responses autocannon received. Prints:
//   FIGURE shortlink.redirects_per_s   responses per second over the measured run
//   FIGURE shortlink.p99_ms            99th percentile latency of the measured run
//   FIGURE shortlink.clicks_lost       responses received minus clicks stored (warm-up included)
// Its table also shows GET /status-check through the same app and load generator: the ceiling the
// machine allows at that moment (on a shared 2-core machine it moves a lot with other work).
// Figures only: it fails when something breaks (a server that does not start, a non-302 answer).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import type { ShortLink } from '@domain/short-links';
import { agents } from '../server/short-links/user-agents';
import { json, startBenchApp } from './links/bench-app';

const DURATION_S = Number(process.env.LINKS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LINKS_BENCH_CONNECTIONS ?? 32);
const LINKS = 20;
const ADDRESSES = 400;

/** A spread of addresses: clean private ones, each single-fact range of the simulator, public ones. */
function address(i: number): string {
  if (i % 4 === 0) return `10.${i % 200}.${(i * 3) % 250}.${(i % 250) + 1}`;
  if (i % 4 === 1) return `198.18.${i % 11}.${(i % 250) + 1}`;
  return `${23 + (i % 180)}.${(i * 7) % 250}.${(i * 13) % 250}.${(i % 250) + 1}`;
}

const userAgents = [agents.iphone, agents.android, agents.windows, agents.fakeIphone, agents.googlebot, agents.facebookPreview];

const dataDir = await mkdtemp(path.join(tmpdir(), 'links-bench-'));
const server = await startBenchApp(dataDir, { execArgv: process.env.LINKS_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LINKS_BENCH_PROFILE}`] : [] });
try {
  const api = `${server.origin}${API_BASE}`;
  const { token } = await json<{ token: string }>(`${api}/authentication/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo#2026' }),
  });
  const links: ShortLink[] = [];
  for (let i = 0; i < LINKS; i++) {
    links.push(
      await json<ShortLink>(`${api}/short-links`, {
        method: 'POST',
        headers: { [SESSION_HEADER]: token },
        body: JSON.stringify({ url: `https://offer.example/landing/${i}`, pathParts: i % 2 === 0 ? ['promo', `p${i}`] : [] }),
      }),
    );
  }
  const requests = Array.from({ length: ADDRESSES }, (_, i) => ({
    method: 'GET',
    path: links[i % LINKS]!.path,
    headers: { 'x-forwarded-for': address(i), 'user-agent': userAgents[i % userAgents.length]! },
  }));

  const run = (duration: number) => autocannon({ url: server.origin, connections: CONNECTIONS, duration, timeout: 5, requests });
  const answered = (r: Result) => r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  const warm = await run(2);
  const result = await run(DURATION_S);
  // The ceiling on this machine right now: the cheapest API call through the same app and load.
  const baseline = await autocannon({ url: `${api}/status-check`, connections: CONNECTIONS, duration: 3, timeout: 5 });
  await server.stop();

  const sqlite = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  // Only the bench's links: the seed gives the demo user clicks of its own.
  const ids = links.map((l) => l.id).join(',');
  const stored = (sqlite.prepare(`select count(*) as n from link_clicks where link_id in (${ids})`).get() as { n: number }).n;
  const outcomes = sqlite.prepare(`select outcome, count(*) as n from link_clicks where link_id in (${ids}) group by outcome order by n desc`).all() as Array<{ outcome: string; n: number }>;
  sqlite.close();

  const received = answered(warm) + answered(result);
  const perSecond = Math.round(result.requests.total / (result.duration || DURATION_S));
  const codes = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`).join(', ');
  console.log(`\n  ${CONNECTIONS} connections, ${DURATION_S} s, ${LINKS} links, ${ADDRESSES} address/agent/link combinations`);
  console.log(`  requests        ${result.requests.total.toLocaleString('en-US')} (${codes}); errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`  latency ms      mean ${result.latency.mean.toFixed(2)}  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
  console.log(`  baseline        GET /status-check: ${Math.round(baseline.requests.total / (baseline.duration || 3)).toLocaleString('en-US')} req/s, p99 ${baseline.latency.p99} ms (same app, no click)`);
  console.log(`  clicks stored   ${stored.toLocaleString('en-US')} of ${received.toLocaleString('en-US')} answered (warm-up ${answered(warm).toLocaleString('en-US')} included)`);
  console.log(`  outcomes        ${outcomes.map((o) => `${o.outcome} ${o.n}`).join(', ')}`);
  console.log(`FIGURE shortlink.redirects_per_s=${perSecond} redirects/s`);
  console.log(`FIGURE shortlink.p99_ms=${result.latency.p99} ms`);
  console.log(`FIGURE shortlink.clicks_lost=${Math.max(0, received - stored)} clicks`);
  if (result.errors > 0 || result['5xx'] > 0) throw new Error('the run had errors or 5xx answers');
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
