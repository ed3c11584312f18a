// The contact import's reader and row mapper were rewritten for speed (chunked papaparse instead of
// its row-by-row Node stream; the JSON data written as text instead of through an object). They must
// give exactly what the straightforward versions gave, so both are kept here as references and the
// fast ones are compared with them on messy generated files, cut into chunks everywhere: inside
// quotes, between \r and \n, inside multi-byte characters.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnMapping } from '@domain/contacts';
import { openCsvReader } from '@server/modules/contacts/import/csv-rows';
import { compileRowMapper } from '@server/modules/contacts/import/row-mapper';

/** The reader as it was: papaparse's Node stream over a 1 MB-chunk file stream, BOM dropped. */
async function papaparseStreamRows(file: string, delimiter: string): Promise<string[][]> {
  const decoder = new StringDecoder('utf8');
  let first = true;
  const text = new Transform({
    decodeStrings: true,
    encoding: 'utf8',
    transform(chunk: Buffer, _enc, done) {
      let t = decoder.write(chunk);
      if (first && t.length > 0) {
        first = false;
        if (t.charCodeAt(0) === 0xfeff) t = t.slice(1);
      }
      done(null, t);
    },
    flush(done) {
      done(null, decoder.end());
    },
  });
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: 'greedy', dynamicTyping: false }) as unknown as NodeJS.ReadWriteStream;
  createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(text).pipe(parser);
  const rows: string[][] = [];
  for await (const row of parser as AsyncIterable<string[]>) rows.push(row);
  return rows;
}

function readAll(file: string, delimiter: string, chunkBytes?: number): string[][] {
  const reader = openCsvReader(file, delimiter, chunkBytes);
  const rows: string[][] = [];
  try {
    for (let chunk = reader.next(); chunk; chunk = reader.next()) rows.push(...chunk);
  } finally {
    reader.close();
  }
  return rows;
}

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A messy file of about `bytes` bytes: quoted separators, newlines and quotes, blank and whitespace lines, multi-byte text, stray quotes. */
function messyCsv(seed: number, bytes: number, delimiter: string, newline: string, bom: boolean): string {
  const r = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const cells = [
    () => '(415) 555-0101', () => '+1 415 555 0102', () => '0044 20 7946 0958', () => '02134', () => 'Ann',
    () => 'Nguyễn Thị Minh Khai', () => 'Zoë 😀 emoji', () => 'Müller', () => '', () => '   ', () => '\t',
    () => `"quoted${delimiter} with separator"`, () => '"multi\nline"', () => '"with ""escaped"" quotes"', () => `"crlf\r\ninside"`,
    () => 'stray"quote', () => `x${Math.floor(r() * 1e6)}`,
  ];
  const lines = [() => '', () => '   ', () => delimiter.repeat(3), () => ` ${delimiter} ${delimiter}\t`];
  let out = bom ? '\uFEFFphone' + delimiter + 'name' + delimiter + 'note' : 'phone' + delimiter + 'name' + delimiter + 'note';
  while (out.length < bytes) {
    out += newline;
    if (r() < 0.05) out += pick(lines)();
    else out += Array.from({ length: 1 + Math.floor(r() * 5) }, () => pick(cells)()).join(delimiter);
  }
  // An unterminated quote at the very end, which papaparse reads to the end of the file.
  return out + newline + '4155550199' + delimiter + '"never closed';
}

describe('openCsvReader: the rows papaparse\'s stream reader gave', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'csv-rows-test-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const cases: Array<[string, string, string, boolean, number]> = [
    ['comma, LF, BOM', ',', '\n', true, 1],
    ['semicolon, CRLF', ';', '\r\n', false, 2],
    ['tab, CR', '\t', '\r', false, 3],
    ['pipe, LF', '|', '\n', false, 4],
  ];
  it.each(cases)('%s, cut in chunks of every size', async (_name, delimiter, newline, bom, seed) => {
    const file = path.join(dir, `messy-${seed}.csv`);
    // Past the 1 MB first chunk, so the small chunks after it cut rows everywhere.
    await writeFile(file, messyCsv(seed, 1024 * 1024 + 200_000, delimiter, newline, bom), 'utf8');
    const expected = await papaparseStreamRows(file, delimiter);
    expect(expected.length).toBeGreaterThan(10_000);
    expect(readAll(file, delimiter)).toEqual(expected);
    for (const chunkBytes of [61, 997, 4096]) expect(readAll(file, delimiter, chunkBytes)).toEqual(expected);
  });

  it('reads a small file, an empty file and a file of blank lines', async () => {
    for (const [name, text] of [['small', '\uFEFFphone,name\r\n4155550101,Ann\r\n\r\n'], ['empty', ''], ['blank', '\n  \n\t\n,,\n']] as const) {
      const file = path.join(dir, `${name}.csv`);
      await writeFile(file, text, 'utf8');
      expect(readAll(file, ',', 3)).toEqual(await papaparseStreamRows(file, ','));
    }
  });
});

/** The mapper's JSON data as it was: an object of the non-empty cells, then JSON.stringify. */
function referenceData(columns: ColumnMapping[], header: string[] | null, cells: string[]): string | null {
  let data: Record<string, string> | null = null;
  columns.forEach((c, i) => {
    let key: string | null = null;
    if ('field' in c && c.field !== 'phone' && !['carrier', 'fName', 'lName', 'email', 'city', 'stateCode', 'zipCode'].includes(c.field)) key = c.field;
    else if ('custom' in c) key = c.custom || header?.[i]?.trim() || `column${i + 1}`;
    const value = cells[i]?.trim();
    if (key !== null && value) (data ??= {})[key] = value.slice(0, 500);
  });
  return data ? JSON.stringify(data) : null;
}

describe('compileRowMapper: the tuple the object-built mapper gave', () => {
  const mappings: ColumnMapping[][] = [
    [{ field: 'phone' }, { field: 'fName' }, { custom: 'customer_id' }, { custom: 'segment' }, { field: 'language' }],
    // Keys an object reorders or drops: array indexes, __proto__, a key twice; a field mapped twice.
    [{ field: 'phone' }, { custom: 'b' }, { custom: '2024' }, { custom: 'a' }, { custom: '__proto__' }, { custom: 'b' }],
    [{ field: 'phone' }, { custom: 'z' }, { custom: '7' }],
    [{ field: 'phone' }, { custom: 'z' }, { custom: '__proto__' }],
    [{ field: 'phone' }, { custom: 'z' }, { field: 'language' }, { custom: 'language' }],
    [{ field: 'phone' }, { field: 'fName' }, { field: 'fName' }, { field: 'city' }, { skip: true }, { custom: 'quote "and" \\ back' }],
  ];
  const r = prng(9);
  const values = ['', '  ', 'x', ' padded ', 'é ễ 😀', '"quoted"', 'back\\slash', 'line\nbreak', 'a'.repeat(600), '\u2028sep'];

  it.each(mappings.map((m, i) => [i, m] as const))('mapping %i', (_i, columns) => {
    const header = columns.map((_, i) => `h${i}`);
    const mapper = compileRowMapper(columns, (raw) => (raw === 'bad' ? null : `+1${raw}`), header);
    for (let n = 0; n < 2000; n++) {
      const cells = ['4155550101', ...columns.slice(1).map(() => values[Math.floor(r() * values.length)]!)];
      const tuple = mapper.map(cells);
      expect(tuple?.[8] ?? null).toBe(referenceData(columns, header, cells));
      const fNames = columns.flatMap((c, i) => ('field' in c && c.field === 'fName' ? [cells[i]!.trim()] : [])).filter((v) => v);
      expect(tuple?.[2]).toBe(fNames.length ? fNames[fNames.length - 1]!.slice(0, 500) : null);
    }
    expect(mapper.map(['bad'])).toBeNull();
  });
});
