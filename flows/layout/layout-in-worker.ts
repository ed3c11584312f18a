// Laying out from the browser: a promise per request over one lazily started Web Worker
// (flows/layout/layout.worker.ts). The editor machine's layouting state invokes layoutInWorker as
// an actor; a test passes its own worker to createLayoutWorker.
import type { ResponderDocument } from '@domain/responder-flow';
import type { LayoutPositions } from './layout-document';
import type { LayoutRequest, LayoutResponse } from './layout-service';

/** What the wrapper needs of a Worker (a real one, or a test's in-process stand-in). */
export interface LayoutWorkerPort extends EventTarget {
  postMessage(message: LayoutRequest): void;
  terminate(): void;
}

export interface LayoutWorker {
  layout(doc: Pick<ResponderDocument, 'nodes'>): Promise<LayoutPositions>;
  terminate(): void;
}

// Vite finds the worker by this exact `new Worker(new URL(...), { type: 'module' })` shape.
const startWorker = (): LayoutWorkerPort => new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });

export function createLayoutWorker(start: () => LayoutWorkerPort = startWorker): LayoutWorker {
  const pending = new Map<number, { resolve: (p: LayoutPositions) => void; reject: (e: Error) => void; sentAt: number; nodes: number }>();
  let worker: LayoutWorkerPort | null = null;
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const port = () => {
    if (worker) return worker;
    const started = start();
    started.addEventListener('message', (event) => {
      if (!(event instanceof MessageEvent)) return;
      const response: LayoutResponse = event.data;
      const waiter = pending.get(response.id);
      if (!waiter) return;
      pending.delete(response.id);
      if (response.ok) {
        // The canvas bench reads this entry (canvas.layout_ms); it costs nothing otherwise.
        performance.measure?.('responder.layout', { start: waiter.sentAt, detail: { layoutMs: response.layoutMs, nodes: waiter.nodes } });
        waiter.resolve(response.positions);
      }
      else waiter.reject(new Error(response.error));
    });
    started.addEventListener('error', (event) => {
      const message = 'message' in event && typeof event.message === 'string' && event.message ? event.message : 'The layout worker failed';
      failAll(new Error(message));
      started.terminate();
      worker = null;
    });
    worker = started;
    return started;
  };
  return {
    layout(doc) {
      const id = nextId;
      nextId += 1;
      return new Promise<LayoutPositions>((resolve, reject) => {
        pending.set(id, { resolve, reject, sentAt: performance.now(), nodes: doc.nodes.length });
        port().postMessage({ id, doc: { nodes: doc.nodes } });
      });
    },
    terminate() {
      failAll(new Error('The layout was cancelled'));
      worker?.terminate();
      worker = null;
    },
  };
}

let shared: LayoutWorker | null = null;

/** Lay the document out in the shared worker (started on the first call): positions by node id. */
export function layoutInWorker(doc: Pick<ResponderDocument, 'nodes'>): Promise<LayoutPositions> {
  shared ??= createLayoutWorker();
  return shared.layout(doc);
}
