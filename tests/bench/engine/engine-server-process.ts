// The engine benchmarks' server in a child process (engine-server.ts): started on a prepared
// DATA_DIR with extra environment, killed with SIGKILL, and asked a campaign's progress over HTTP
// the way the campaign list asks it, so the answer's latency includes the server's busy event loop.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import { json } from '../links/bench-app';

const root = new URL('../../..', import.meta.url).pathname;

export interface Server {
  child: ChildProcess;
  origin: string;
}

export async function startEngineServer(dataDir: string, env: Record<string, string>, execArgv: string[] = []): Promise<Server> {
  const child = fork(path.join(root, 'tests/bench/engine/engine-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...execArgv],
    env: {
      ...process.env,
      // The embedded mode on the prepared SQLite file, whatever the bench's own environment says.
      REDIS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

export const killed = (s: Server) =>
  new Promise<void>((resolve) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGKILL');
  });

export const stopped = (s: Server) =>
  new Promise<void>((resolve) => {
    if (s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });

export async function signInDemo(s: Server): Promise<string> {
  const { token } = await json<{ token: string }>(`${s.origin}${API_BASE}/authentication/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo#2026' }),
  });
  return token;
}

export async function progressOf(s: Server, campaignId: number, session?: string) {
  const token = session ?? (await signInDemo(s));
  return json<{ status: string; sent: number; delivered: number; failed: number; blocked: number; optout: number; attemptFailed: number }>(
    `${s.origin}${API_BASE}/campaigns/${campaignId}/progress`,
    { method: 'GET', headers: { [SESSION_HEADER]: token } },
  );
}

