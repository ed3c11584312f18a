// The preview of a contact file the mapping screen is built from. The browser reads only the file's
// head (PREVIEW_BYTES, through Blob.slice), never the whole file: a 300 MB upload must not be loaded
// into the tab. The head is parsed with papaparse, loaded on demand so it ships in the import's
// chunk only. The server parses the full file again with the sender's choices.
import type { ParseResult } from 'papaparse';
import type { PreviewColumn } from './mapping-guess';

export const PREVIEW_BYTES = 64 * 1024;
/** Data rows parsed for the preview; the samples and the phone guess come from these. */
export const PREVIEW_ROWS = 20;

export type FilePreview = {
  /** The parsed rows, the header row first when the file has one. */
  rows: string[][];
  /** One entry per column of the widest row: its header ('' without one) and its values in the data rows. */
  columns: PreviewColumn[];
};

/** Why a file cannot be previewed: it is empty, or it is not text. */
export type HeadProblem = 'empty' | 'binary';

export type FileHead = { text: string; problem: HeadProblem | null };

type PapaModule = typeof import('papaparse');

async function loadPapa(): Promise<PapaModule> {
  // papaparse is a CommonJS bundle: depending on the loader its functions sit on the namespace or on default.
  const mod: PapaModule & { default?: PapaModule } = await import('papaparse');
  return mod.default ?? mod;
}

/** The first line of a text (without its line break), for the separator guess. */
export function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

/**
 * The head of a file as text: the BOM taken off and, when the file goes on past the head, the
 * last incomplete line dropped (it may also end in a cut multi-byte character).
 */
export function headText(raw: string, truncated: boolean): FileHead {
  if (raw.includes('\u0000')) return { text: '', problem: 'binary' };
  let text = raw.replace(/^\uFEFF/, '');
  if (truncated) {
    const lastBreak = text.lastIndexOf('\n');
    if (lastBreak > 0) text = text.slice(0, lastBreak + 1);
  }
  return { text, problem: text.trim() === '' ? 'empty' : null };
}

export async function readFileHead(file: Blob): Promise<FileHead> {
  const raw = await file.slice(0, PREVIEW_BYTES).text();
  return headText(raw, file.size > PREVIEW_BYTES);
}

export function previewFromRows(rows: string[][], hasHeader: boolean): FilePreview {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const header = hasHeader ? (rows[0] ?? []) : [];
  const data = hasHeader ? rows.slice(1) : rows;
  const columns = Array.from({ length: width }, (_, i) => ({
    header: (header[i] ?? '').trim(),
    samples: data.map((row) => (row[i] ?? '').trim()),
  }));
  return { rows, columns };
}

export async function parsePreview(text: string, delimiter: string, hasHeader: boolean): Promise<FilePreview> {
  const Papa = await loadPapa();
  const result: ParseResult<string[]> = Papa.parse<string[]>(text, {
    delimiter,
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
  });
  return previewFromRows(result.data, hasHeader);
}
