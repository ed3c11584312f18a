// The worker thread behind ./import-reader.ts: reads each file of an import a chunk at a time
// (./csv-rows.ts), maps each row by the user's column mapping with phones normalised to E.164
// (./row-mapper.ts), counts the invalid, opted-out, blacklisted and suppressed rows it drops, and
// posts the rest in chunks of CHUNK_ROWS, counting each into the shared `waiting` counter (the
// writer counts them out). With WAITING_CHUNKS waiting it sleeps until the writer takes one.
import { workerData } from 'node:worker_threads';
import { TaskFailure } from '../../../tasks/task-handler';
import { createPhoneNormalizer } from '../phones/phone-normalizer';
import { openCsvReader } from './csv-rows';
import { CHUNK_ROWS, ROW_CELLS, WAITING_CHUNKS, type ReaderFile, type ReaderMessage, type SkipCounts, type WorkerInput } from './import-reader';
import { compileRowMapper, type RowMapper } from './row-mapper';

const input: WorkerInput = workerData;
/**
 * The file is read 64 KB at a time here (csv-rows' default is 256 KB): what is alive when the young
 * generation is collected is about one chunk of parsed rows and one chunk of cells, and with both
 * small the worker's small young generation (import-reader.ts) collects them without promoting any.
 */
const CSV_CHUNK_BYTES = 64 * 1024;
const waiting = new Int32Array(input.waiting);

function post(message: ReaderMessage) {
  input.port.postMessage(message);
  Atomics.add(waiting, 0, 1);
  Atomics.notify(waiting, 0);
}

function read() {
  const normalise = createPhoneNormalizer(input.country);
  const optOuts = new Set(input.optOuts);
  const blacklist = new Set(input.blacklist);
  const suppression = new Set(input.suppression);
  const skipped: SkipCounts = { invalid: 0, optout: 0, blacklisted: 0, suppressed: 0 };
  let bytesBefore = 0;
  let bytesRead = 0;
  let cells: Array<string | null> = [];
  let rows = 0;

  const send = () => {
    for (let seen = Atomics.load(waiting, 0); seen >= WAITING_CHUNKS; seen = Atomics.load(waiting, 0)) Atomics.wait(waiting, 0, seen);
    post({ kind: 'rows', cells, rows, bytesRead, skipped: { ...skipped } });
    cells = [];
    rows = 0;
  };

  for (const file of input.files) {
    const reader = openCsvReader(file.path, file.delimiter, CSV_CHUNK_BYTES);
    let mapper: RowMapper | null = file.hasHeader ? null : compileRowMapper(file.columns, normalise, null);
    let rowsSeen = 0;
    let widest = 0;
    try {
      for (let chunk = reader.next(); chunk !== null; chunk = reader.next()) {
        bytesRead = bytesBefore + reader.bytesRead;
        for (const row of chunk) {
          if (!mapper) {
            mapper = compileRowMapper(file.columns, normalise, row);
            continue;
          }
          rowsSeen++;
          if (row.length > widest) widest = row.length;
          const tuple = mapper.map(row);
          if (!tuple) skipped.invalid++;
          else if (blacklist.has(tuple[0])) skipped.blacklisted++;
          else if (optOuts.has(tuple[0])) skipped.optout++;
          else if (suppression.has(tuple[0])) skipped.suppressed++;
          else {
            for (let i = 0; i < ROW_CELLS; i++) cells.push(tuple[i] ?? null);
            if (++rows === CHUNK_ROWS) send();
          }
        }
      }
      bytesBefore += reader.bytesRead;
    } finally {
      reader.close();
    }
    checkFile(file, rowsSeen, widest, mapper);
  }
  if (rows > 0) send();
  post({ kind: 'done', bytesRead, skipped });
}

/** A file that gave nothing to import says why, naming itself. */
function checkFile(file: ReaderFile, rowsSeen: number, widest: number, mapper: RowMapper | null) {
  if (rowsSeen === 0) throw new TaskFailure(`${file.fileName}: the file has no rows to import`);
  if (mapper && mapper.phoneIndex >= widest) throw new TaskFailure(`${file.fileName}: no column ${mapper.phoneIndex + 1} to read Phone from`);
}

// Everything posted stays in the channel after the thread ends.
try {
  read();
} catch (error) {
  if (error instanceof TaskFailure) post({ kind: 'failed', message: error.message });
  else post({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
