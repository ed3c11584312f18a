// Starts a worker thread on one of the server's own modules. The server runs its TypeScript through
// tsx (npm start) or vite (the tests), and neither reaches into a worker thread on Node 20: a
// worker given a .ts file fails with "Unknown file extension". So a .ts entry is started through a
// two-line bootstrap that registers tsx's loader in the worker first (it reads the project's
// tsconfig, so the @domain/@server aliases resolve there too); a compiled .js entry starts as is.
// tsx/esm/api resolves from the working directory, the project root, as tsx itself does.
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface ModuleWorkerOptions {
  workerData: unknown;
  transferList?: Transferable[];
  resourceLimits?: ResourceLimits;
}

export function startModuleWorker(entry: URL, { workerData, transferList = [], resourceLimits }: ModuleWorkerOptions): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData, transferList, resourceLimits });
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData, transferList, resourceLimits });
}
