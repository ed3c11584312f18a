// The real app in a child process for a benchmark (tests/bench/links/links-server.ts on a fresh
// DATA_DIR and a free port), so the load generator or browser never shares its event loop, and the
// one JSON call helper the benchmarks use against it. The links and canvas benchmarks start it.
import { fork } from 'node:child_process';
import path from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;

export interface BenchApp {
  origin: string;
  stop: () => Promise<void>;
}

/** `env` adds to the child's environment (e.g. BENCH_WEB_DIR); `execArgv` to its node flags. */
export async function startBenchApp(dataDir: string, options: { env?: Record<string, string>; execArgv?: string[] } = {}): Promise<BenchApp> {
  const child = fork(path.join(root, 'tests/bench/links/links-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

export async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
