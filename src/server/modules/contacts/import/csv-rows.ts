// A CSV/TXT file as rows of cells, read a chunk at a time: the bytes are decoded as UTF-8 across
// chunk boundaries, the BOM dropped, and parsed by papaparse (quoted separators and newlines, CRLF,
// blank lines). The import asks for the next chunk's rows while it writes, so only one chunk's rows
// are ever in memory.
//
// Why not papaparse's Node stream (Papa.parse(Papa.NODE_STREAM_INPUT)): it hands over rows one by
// one through a stream and an async iterator, and the import then held a 20,000-row batch of them.
// Reading synchronously a chunk at a time, the rows die young (cheap to collect) instead of piling up
// in the old generation, which is what made the server's memory swing by 300 MB during a large import.
// The parsing is papaparse's own ParserHandle, driven exactly as its stream readers drive it (the
// ChunkStreamer: carry the unfinished last line over to the next chunk), so rows come out the same.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';

/** What papaparse's ParserHandle answers; the class is exported but not in @types/papaparse. */
interface ParseChunkResult {
  data: string[][];
  meta: { cursor: number };
}
type ParserHandleClass = new (config: Papa.ParseConfig) => { parse(input: string, baseIndex: number, ignoreLastRow: boolean): ParseChunkResult };
const { ParserHandle } = Papa as unknown as { ParserHandle: ParserHandleClass };

// The first chunk is where papaparse guesses the line endings (from its first 1 MB, as the stream
// readers gave it); later chunks are smaller so that each chunk's rows stay in the young generation.
const FIRST_CHUNK_BYTES = 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

/**
 * papaparse's skipEmptyLines: 'greedy' (a row whose cells joined and trimmed are empty), without
 * joining every row: a row is blank when no cell has a character that trim() would keep, and \s is
 * exactly the set trim() removes.
 */
const NOT_BLANK = /\S/;
const isBlankRow = (row: string[]) => !row.some((cell) => NOT_BLANK.test(cell));

export interface CsvReader {
  /** The rows of the next chunk of the file (often none when a row spans chunks); null at the end. */
  next(): string[][] | null;
  /** Bytes of the file read so far (for progress). */
  readonly bytesRead: number;
  close(): void;
}

/** `chunkBytes`: the size of every chunk after the first (tests make it tiny, to split rows everywhere). */
export function openCsvReader(file: string, delimiter: string, chunkBytes = CHUNK_BYTES): CsvReader {
  const fd = openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(Math.max(FIRST_CHUNK_BYTES, chunkBytes));
  const decoder = new StringDecoder('utf8');
  // Greedy blank lines are dropped here (isBlankRow), not by papaparse: same rows, less garbage.
  // Never guess types: a phone like 0044... or a zip like 02134 stays text.
  const handle = new ParserHandle({ delimiter, skipEmptyLines: false, dynamicTyping: false });
  let bytesRead = 0;
  let first = true;
  let finished = false;
  let partialLine = '';
  let baseIndex = 0;
  let closed = false;

  const readText = (): string | null => {
    const size = first ? FIRST_CHUNK_BYTES : chunkBytes;
    const n = readSync(fd, buffer, 0, size, null);
    bytesRead += n;
    if (n === 0) return null;
    let text = decoder.write(buffer.subarray(0, n));
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  };

  return {
    get bytesRead() {
      return bytesRead;
    },
    next() {
      if (finished) return null;
      let chunk = readText();
      if (chunk === null) {
        finished = true;
        chunk = decoder.end();
      }
      // papaparse's ChunkStreamer.parseChunk: rejoin the line the chunking split, parse all but the
      // (possibly unfinished) last row, and keep that row's text for the next chunk.
      const aggregate = partialLine + chunk;
      partialLine = '';
      const results = handle.parse(aggregate, baseIndex, !finished);
      if (!finished) {
        const lastIndex = results.meta.cursor;
        partialLine = aggregate.substring(lastIndex - baseIndex);
        baseIndex = lastIndex;
      }
      const rows = results.data;
      for (let i = 0; i < rows.length; i++) {
        if (isBlankRow(rows[i]!)) return rows.filter((row) => !isBlankRow(row));
      }
      return rows;
    },
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}
