// The reading half of an import, off the server's main thread: a worker thread
// (./import-reader-worker.ts) reads each file, maps and normalises its rows and drops the ones the
// import skips, and hands over small chunks of ready rows while the main thread writes. Reading,
// parsing and the phones take about as long as the insert itself, so on two cores the import runs
// nearly twice as fast, and the main thread (the one that answers requests) only inserts.
//
// The chunks are small (CHUNK_ROWS) and the writer takes them synchronously inside its batch's
// transaction (receiveMessageOnPort), so every row lives a few milliseconds on either side and dies
// young: handing over 100,000-row batches instead kept them alive long enough to be copied to the
// old generation, and garbage collection cost more than the parsing. A shared counter of chunks
// waiting lets the writer sleep until the next one and stops the worker when WAITING_CHUNKS wait.
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { ColumnMapping } from '@domain/contacts';
import { startModuleWorker } from '../../../lib/module-worker';
import { TaskFailure } from '../../../tasks/task-handler';

/** Rows skipped so far, by reason (running totals over every file). */
export interface SkipCounts {
  invalid: number;
  optout: number;
  blacklisted: number;
  suppressed: number;
}

export interface ReaderFile {
  path: string;
  fileName: string;
  delimiter: string;
  hasHeader: boolean;
  columns: ColumnMapping[];
}

export interface ReaderInput {
  country: string;
  files: ReaderFile[];
  /** Numbers the import must not add: the user's opt-outs, the system blacklist, suppression groups. */
  optOuts: string[];
  blacklist: string[];
  suppression: string[];
}

/** What the worker is given: the input, its end of the channel and the shared counter. */
export interface WorkerInput extends ReaderInput {
  port: MessagePort;
  waiting: SharedArrayBuffer;
}

/**
 * Rows ready to insert, flat: ROW_CELLS cells per row, as ContactTuple orders them (phone in E.164,
 * carrier, names, email, city, state, zip, JSON data). One flat array crosses between threads far
 * cheaper than an array per row.
 */
export interface RowChunk {
  cells: Array<string | null>;
  rows: number;
}

export const ROW_CELLS = 9;
export const CHUNK_ROWS = 1_000;
export const WAITING_CHUNKS = 64;
const READY_POLL_MS = 5;
/**
 * The worker's young generation: its garbage (cells, parsed rows) dies within a chunk, so a small
 * one is collected as cheaply and keeps the server's memory ~50 MB lower than V8's default.
 */
const WORKER_YOUNG_GENERATION_MB = 8;

export type ReaderMessage =
  | ({ kind: 'rows'; bytesRead: number; skipped: SkipCounts } & RowChunk)
  | { kind: 'done'; bytesRead: number; skipped: SkipCounts }
  /** A TaskFailure in the worker: a message for the user, naming the file. */
  | { kind: 'failed'; message: string }
  | { kind: 'error'; message: string };

export interface ImportReader {
  /** Resolves, without holding the thread, once a chunk (or the end) is waiting. */
  ready(): Promise<void>;
  /**
   * The next chunk if one comes within waitMs (the thread sleeps meanwhile), else null; null at
   * once after the last one (then `finished`). Throws what the reading failed with.
   */
  take(waitMs: number): RowChunk | null;
  readonly finished: boolean;
  /** Bytes of the files read so far, for progress. */
  readonly bytesRead: number;
  readonly skipped: SkipCounts;
  close(): Promise<void>;
}

export function openImportReader(input: ReaderInput): ImportReader {
  const channel = new MessageChannel();
  const waitingBuffer = new SharedArrayBuffer(4);
  const waiting = new Int32Array(waitingBuffer);
  const workerInput: WorkerInput = { ...input, port: channel.port2, waiting: waitingBuffer };
  const worker = startModuleWorker(new URL('./import-reader-worker' + extensionOf(import.meta.url), import.meta.url), {
    workerData: workerInput,
    transferList: [channel.port2],
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  // The worker ends once it has posted its last message (those stay in the channel); ending any
  // other way, before its 'done', is a failure.
  let ended: Error | null = null;
  let finished = false;
  let bytesRead = 0;
  let skipped: SkipCounts = { invalid: 0, optout: 0, blacklisted: 0, suppressed: 0 };
  worker.on('error', (error) => (ended ??= error));
  worker.on('exit', (code) => (ended ??= new Error(`the import's reader stopped (exit code ${code})`)));

  const receive = (): ReaderMessage | null => {
    const received = receiveMessageOnPort(channel.port1);
    if (!received) return null;
    Atomics.sub(waiting, 0, 1);
    Atomics.notify(waiting, 0);
    const message: ReaderMessage = received.message;
    return message;
  };

  return {
    get finished() {
      return finished;
    },
    get bytesRead() {
      return bytesRead;
    },
    get skipped() {
      return skipped;
    },
    async ready() {
      // Atomics.waitAsync would do, but TypeScript's lib for this target lacks it: look every few ms.
      while (!finished && !ended && Atomics.load(waiting, 0) <= 0) await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    },
    take(waitMs) {
      const until = performance.now() + waitMs;
      while (!finished) {
        const message = receive();
        if (message) {
          switch (message.kind) {
            case 'rows':
              bytesRead = message.bytesRead;
              skipped = message.skipped;
              return message;
            case 'done':
              finished = true;
              bytesRead = message.bytesRead;
              skipped = message.skipped;
              return null;
            case 'failed':
              throw new TaskFailure(message.message);
            case 'error':
              throw new Error(message.message);
          }
        }
        if (ended) throw ended;
        const left = until - performance.now();
        if (left <= 0) return null;
        // Sleep until the worker counts another chunk in (it wakes this thread), 20 ms at most.
        const seen = Atomics.load(waiting, 0);
        if (seen <= 0) Atomics.wait(waiting, 0, seen, Math.min(left, 20));
      }
      return null;
    },
    async close() {
      finished = true;
      channel.port1.close();
      await worker.terminate();
    },
  };
}

/** '.ts' when the server runs from its sources (tsx, the tests), '.js' when compiled. */
function extensionOf(url: string): string {
  return url.endsWith('.ts') ? '.ts' : '.js';
}
