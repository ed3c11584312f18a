// Contacts import and search on a million rows (issue 6, "Benchmarks"). Generates a ~100 MB CSV
// (tests/bench/contacts/contacts-csv.ts), starts the real server in a child process on a fresh
// SQLite database, and through its HTTP API, as the demo user: creates a group, uploads the file,
// imports it and polls the task to the end; then runs the group-detail search 200 times. Prints:
//   FIGURE import.rows_per_s          file rows / (upload start -> task COMPLETED)
//   FIGURE import.peak_rss_mb         the server process's peak RSS during upload + import
//   FIGURE import.raw_insert_rows_per_s  the same normalised rows through a bare prepared INSERT loop
//   FIGURE import.ratio_to_raw        raw / end to end
//   FIGURE search.p95_ms              paged, sorted, one-filter search over HTTP
// With CONTACTS_BENCH_ROWS=3000000 (or --big when run directly: scripts/bench.mjs does not pass flags
// on) it also imports a ~250 MB, 3,000,000-row file into a second group and prints
// FIGURE import.peak_rss_mb_300mb; it adds about a minute and a half. Figures only: it fails only
// when something breaks (an import that does not complete, counts that differ from what the file
// holds, generated phones that libphonenumber-js does not classify as the generator meant).
import { fork } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import type { BackgroundTask } from '@domain/background-tasks';
import { MAX_UPLOAD_BYTES, type ContactFilter, type ContactGroup, type ContactPage, type ContactSearch } from '@domain/contacts';
import { createPhoneNormalizer } from '@server/modules/contacts/phones/phone-normalizer';
import { contactRows, CITY_FRAGMENTS, CSV_MAPPING, STATES, writeContactsCsv, type CsvExpectation } from './contacts/contacts-csv';
import { rawInsertLoop } from './contacts/raw-insert';

// CONTACTS_BENCH_SMOKE_ROWS: a smaller file, to check the harness itself quickly.
const ROWS = Number(process.env.CONTACTS_BENCH_SMOKE_ROWS ?? 1_000_000);
const BIG_ROWS = Number(process.env.CONTACTS_BENCH_ROWS ?? 3_000_000);
const big = process.argv.includes('--big') || process.env.CONTACTS_BENCH_ROWS !== undefined;
const SEARCHES = 200;
const WARMUPS = 10;
const root = new URL('../..', import.meta.url).pathname;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- the server process -----------------------------------------------------------------------

interface Server {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string): Promise<Server> {
  const child = fork(path.join(root, 'tests/bench/contacts/bench-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}${API_BASE}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The server's RSS: sampled every 50 ms, and the kernel's high-water mark (reset at start()). */
class RssWatch {
  private timer: NodeJS.Timeout | null = null;
  private sampledPeak = 0;
  private hwmReset = false;
  constructor(private readonly pid: number) {}

  private async status(): Promise<{ rss: number; hwm: number }> {
    const text = await readFile(`/proc/${this.pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  }

  async start() {
    // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux >= 4.0), so the peak is this phase's.
    this.hwmReset = await writeFile(`/proc/${this.pid}/clear_refs`, '5').then(
      () => true,
      () => false,
    );
    this.sampledPeak = (await this.status()).rss;
    this.timer = setInterval(() => {
      void this.status().then(
        (s) => (this.sampledPeak = Math.max(this.sampledPeak, s.rss)),
        () => undefined,
      );
    }, 50);
  }

  async stop(): Promise<{ peak: number; now: number }> {
    if (this.timer) clearInterval(this.timer);
    const s = await this.status();
    return { peak: Math.max(this.sampledPeak, s.rss, this.hwmReset ? s.hwm : 0), now: s.rss };
  }

  async current() {
    return (await this.status()).rss;
  }
}

// ---- HTTP calls -------------------------------------------------------------------------------

class Api {
  token = '';
  constructor(readonly base: string) {}

  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(this.base + url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { [SESSION_HEADER]: this.token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  /** Streams the file as the request body (never whole in memory), as the web app's upload does. */
  upload(groupId: number, file: string, size: number): Promise<{ uploadId: string; sizeBytes: number }> {
    const url = new URL(`${this.base}/contact-groups/${groupId}/uploads?fileName=${encodeURIComponent(path.basename(file))}`);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'content-length': size, [SESSION_HEADER]: this.token },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(JSON.parse(text) as { uploadId: string; sizeBytes: number }) : reject(new Error(`upload answered ${res.statusCode}: ${text}`)),
          );
        },
      );
      req.on('error', reject);
      createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(req);
    });
  }
}

// ---- the import -------------------------------------------------------------------------------

interface ImportRun {
  task: BackgroundTask;
  uploadMs: number;
  totalMs: number;
  peakRss: number;
}

async function importFile(api: Api, server: Server, groupName: string, file: string): Promise<{ group: ContactGroup; run: ImportRun }> {
  const group = await api.call<ContactGroup>('POST', '/contact-groups', { groupName, country: 'US' });
  const { size } = await stat(file);
  const rss = new RssWatch(server.pid);
  await rss.start();
  const started = performance.now();
  const upload = await api.upload(group.id, file, size);
  const uploadMs = performance.now() - started;
  let task = await api.call<BackgroundTask>('POST', `/contact-groups/${group.id}/imports`, {
    files: [{ uploadId: upload.uploadId, separator: 'comma', hasHeader: true, columns: CSV_MAPPING }],
  });
  while (task.status !== 'COMPLETED' && task.status !== 'FAILED' && task.status !== 'CANCELED') {
    await new Promise((r) => setTimeout(r, 200));
    task = await api.call<BackgroundTask>('GET', `/background-tasks/${task.id}`);
  }
  const totalMs = performance.now() - started;
  const { peak } = await rss.stop();
  return { group, run: { task, uploadMs, totalMs, peakRss: peak } };
}

/** What went wrong with the task's counts, or [] when they are the file's. */
function countProblems(task: BackgroundTask, expected: CsvExpectation): string[] {
  if (task.status !== 'COMPLETED') return [`the import ended ${task.status}: ${task.error ?? ''}`];
  const result = (task.result ?? {}) as Record<string, number>;
  const want: Record<string, number> = {
    total: expected.rows, inserted: expected.inserted, invalid: expected.invalid, duplicated: expected.duplicated,
    optout: 0, blacklisted: 0, suppressed: 0,
  };
  return Object.entries(want)
    .filter(([k, v]) => result[k] !== v)
    .map(([k, v]) => `${k}: the task says ${result[k]}, the file holds ${v}`);
}

function printCounts(task: BackgroundTask, expected: CsvExpectation) {
  const result = (task.result ?? {}) as Record<string, number>;
  const rows: Array<[string, number | undefined, number]> = [
    ['total', result.total, expected.rows],
    ['inserted', result.inserted, expected.inserted],
    ['invalid', result.invalid, expected.invalid],
    ['duplicated', result.duplicated, expected.duplicated],
    ['optout', result.optout, 0],
    ['blacklisted', result.blacklisted, 0],
    ['suppressed', result.suppressed, 0],
  ];
  console.log('  count          task    expected');
  for (const [name, got, want] of rows) console.log(`  ${name.padEnd(12)} ${String(got ?? '-').padStart(8)} ${String(want).padStart(10)}`);
}

// ---- search -----------------------------------------------------------------------------------

/** mulberry32 again, for the search mix, so every run asks the same questions. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The orders the group-detail table offers: creation date, newest first (the default, so twice as
 * often) or oldest first (CONTACT_SORT_FIELDS; docs/decisions/0019-contact-storage.md).
 */
const SORTS: Array<Pick<ContactSearch, 'sortField' | 'direction'>> = [
  { sortField: 'creation_date', direction: 'DESC' },
  { sortField: 'creation_date', direction: 'DESC' },
  { sortField: 'creation_date', direction: 'ASC' },
];

function searchMix(count: number): Array<{ search: ContactSearch; label: string }> {
  const r = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  return Array.from({ length: count }, () => {
    const sort = pick(SORTS);
    let filter: ContactFilter;
    switch (Math.floor(r() * 3)) {
      case 0:
        filter = { tag: 'stateCode', compareMethod: 'EQUAL', tagVals: [pick(STATES)] };
        break;
      case 1:
        filter = { tag: 'city', compareMethod: 'CONTAINS', tagVals: [pick(CITY_FRAGMENTS)] };
        break;
      default: {
        const low = 10_000 + Math.floor(r() * 80_000);
        filter = { tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: [String(low), String(low + 5_000)] };
      }
    }
    const search: ContactSearch = { page: 1 + Math.floor(r() * 20), pageSize: 50, ...sort, filters: [filter], operator: 'AND' };
    return { search, label: `${sort.sortField} ${sort.direction}, ${filter.tag} ${filter.compareMethod}` };
  });
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function benchSearch(api: Api, groupId: number) {
  const url = `/contact-groups/${groupId}/contacts/search`;
  for (const { search } of searchMix(WARMUPS)) await api.call<ContactPage>('POST', url, search);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  let empty = 0;
  for (const { search, label } of searchMix(SEARCHES + WARMUPS).slice(WARMUPS)) {
    const started = performance.now();
    const page = await api.call<ContactPage>('POST', url, search);
    const ms = performance.now() - started;
    if (page.items.length === 0) empty++;
    times.push(ms);
    const kind = byKind.get(label) ?? [];
    kind.push(ms);
    byKind.set(label, kind);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${SEARCHES} searches (page size 50, a page among the first 20, one filter); ${empty} answered an empty page`);
  console.log('  sort, filter                                   n     p50 ms   p95 ms');
  for (const [label, list] of [...byKind].sort()) {
    list.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(44)} ${String(list.length).padStart(3)} ${percentile(list, 0.5).toFixed(1).padStart(9)} ${percentile(list, 0.95).toFixed(1).padStart(8)}`);
  }
  console.log(`  search p50: ${percentile(times, 0.5).toFixed(1)} ms`);
  console.log(`FIGURE search.p95_ms=${percentile(times, 0.95).toFixed(1)} ms`);
}

// ---- the generated phones, checked, and the phone normaliser alone, for scale -------------------

/**
 * Every phone the generator calls invalid, and 1% of the valid ones, against libphonenumber-js
 * itself (not the normaliser under test); answers how many disagree.
 */
function checkGeneratedPhones(count: number, seed?: number): number {
  let disagreements = 0;
  let n = 0;
  for (const row of contactRows(count, seed)) {
    if (row.kind !== 'invalid' && n++ % 100 !== 0) continue;
    const lib = parsePhoneNumberFromString(row.phone, 'US');
    if ((lib?.isValid() ? lib.number : null) !== (row.tuple?.[0] ?? null)) {
      if (disagreements++ < 5) console.error(`  the generator and libphonenumber-js disagree on ${JSON.stringify(row.phone)}`);
    }
  }
  return disagreements;
}

function phoneCost(count: number) {
  const cells: string[] = [];
  for (const row of contactRows(count)) cells.push(row.phone);
  const normalise = createPhoneNormalizer('US');
  const started = performance.now();
  let valid = 0;
  for (const cell of cells) if (normalise(cell) !== null) valid++;
  const ms = performance.now() - started;
  console.log(`  phone normaliser alone: ${fmt((cells.length / ms) * 1000)} numbers/s (${valid} valid of ${cells.length})`);
}

// ---- main -------------------------------------------------------------------------------------

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'contacts-bench-'));
  const problems: string[] = [];
  let server: Server | null = null;
  try {
    const file = path.join(dir, 'contacts-1m.csv');
    let started = performance.now();
    const expected = await writeContactsCsv(file, ROWS);
    const { size } = await stat(file);
    console.log(`  generated ${fmt(ROWS)} rows, ${mb(size)} MB in ${seconds(performance.now() - started)} (${expected.invalid} invalid, ${expected.duplicated} repeats)`);
    if (checkGeneratedPhones(ROWS) > 0) problems.push('the generated phones and libphonenumber-js disagree');
    phoneCost(ROWS);

    server = await startServer(path.join(dir, 'server'));
    const api = new Api(server.base);
    api.token = (await api.call<{ token: string }>('POST', '/authentication/login', { email: 'demo@example.com', password: 'Demo#2026' })).token;
    const idleRss = await new RssWatch(server.pid).current();

    const { group, run } = await importFile(api, server, `Bench ${new Date().toISOString()}`, file);
    problems.push(...countProblems(run.task, expected));
    const rowsPerS = ROWS / (run.totalMs / 1000);
    console.log(`  upload ${seconds(run.uploadMs)} + import ${seconds(run.totalMs - run.uploadMs)} = ${seconds(run.totalMs)} end to end; server RSS ${mb(idleRss)} MB before`);
    printCounts(run.task, expected);
    console.log(`FIGURE import.rows_per_s=${fmt(rowsPerS)} rows/s`);
    console.log(`FIGURE import.peak_rss_mb=${mb(run.peakRss)} MB`);

    if (run.task.status === 'COMPLETED') await benchSearch(api, group.id);

    let bigRun: ImportRun | null = null;
    let bigExpected: CsvExpectation | null = null;
    if (big) {
      const bigFile = path.join(dir, 'contacts-big.csv');
      started = performance.now();
      bigExpected = await writeContactsCsv(bigFile, BIG_ROWS, 7);
      if (checkGeneratedPhones(BIG_ROWS, 7) > 0) problems.push('the big file\'s phones and libphonenumber-js disagree');
      const bigSize = (await stat(bigFile)).size;
      console.log(`  generated ${fmt(BIG_ROWS)} rows, ${mb(bigSize)} MB in ${seconds(performance.now() - started)}`);
      if (bigSize > MAX_UPLOAD_BYTES) problems.push(`the big file is ${mb(bigSize)} MB, over the ${mb(MAX_UPLOAD_BYTES)} MB upload limit`);
      else {
        bigRun = (await importFile(api, server, `Bench big ${new Date().toISOString()}`, bigFile)).run;
        problems.push(...countProblems(bigRun.task, bigExpected).map((p) => `big file: ${p}`));
      }
      await rm(bigFile, { force: true });
    }
    await server.stop();
    server = null;

    const raw = await rawInsertLoop(dir, ROWS);
    const rawPerS = raw.rows / raw.seconds;
    if (raw.inserted !== expected.inserted) problems.push(`the raw loop inserted ${raw.inserted}, expected ${expected.inserted}`);
    console.log(`  bare prepared INSERT loop: ${fmt(raw.rows)} rows in ${raw.seconds.toFixed(2)} s`);
    console.log(`FIGURE import.raw_insert_rows_per_s=${fmt(rawPerS)} rows/s`);
    console.log(`FIGURE import.ratio_to_raw=${(rawPerS / rowsPerS).toFixed(2)} x`);

    if (bigRun && bigExpected) {
      console.log(`  big file: ${fmt(bigExpected.rows)} rows in ${seconds(bigRun.totalMs)} (${fmt(bigExpected.rows / (bigRun.totalMs / 1000))} rows/s)`);
      console.log(`FIGURE import.peak_rss_mb_300mb=${mb(bigRun.peakRss)} MB`);
    }
  } finally {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`  BROKEN: ${p}`);
    process.exit(1);
  }
}

await main();
