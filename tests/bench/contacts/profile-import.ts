// Where an import's time goes, stage by stage, without HTTP or the task runner: reading the CSV
// (openCsvReader), then mapping each row (row mapper + phone normaliser), then writing the tuples
// (openContactWriter on a fresh migrated SQLite database). For profiling:
//   node --import tsx tests/bench/contacts/profile-import.ts [FILE.csv] [ROWS]
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx tests/bench/contacts/profile-import.ts ...
// Without FILE it generates the benchmark's file (ROWS rows, 1,000,000 by default) in a temp dir.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openContactWriter, type ContactTuple } from '@server/modules/contacts/import/contact-writer';
import { openCsvReader } from '@server/modules/contacts/import/csv-rows';
import { IMPORT_BATCH_ROWS } from '@server/modules/contacts/import/import-task';
import { compileRowMapper } from '@server/modules/contacts/import/row-mapper';
import { createPhoneNormalizer } from '@server/modules/contacts/phones/phone-normalizer';
import { openBenchGroup } from './bench-group';
import { CSV_MAPPING, writeContactsCsv } from './contacts-csv';

const dir = await mkdtemp(path.join(tmpdir(), 'contacts-profile-'));
const only = process.env.STAGES?.split(',') ?? ['read', 'map', 'write'];
const rss = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;
try {
  let file = process.argv[2];
  if (!file) {
    file = path.join(dir, 'contacts.csv');
    await writeContactsCsv(file, Number(process.argv[3] ?? 1_000_000));
  }

  if (only.includes('read')) {
    const started = performance.now();
    let rows = 0;
    const reader = openCsvReader(file, ',');
    for (let chunk = reader.next(); chunk; chunk = reader.next()) rows += chunk.length;
    reader.close();
    console.log(`read:  ${rows} rows in ${(performance.now() - started).toFixed(0)} ms (rss ${rss()})`);
  }

  const normalise = createPhoneNormalizer('US');
  const batches: ContactTuple[][] = [];
  if (only.includes('map') || only.includes('write')) {
    const started = performance.now();
    let mapper: ReturnType<typeof compileRowMapper> | null = null;
    let mapped = 0;
    const reader = openCsvReader(file, ',');
    let tuples: ContactTuple[] = [];
    for (let chunk = reader.next(); chunk; chunk = reader.next()) {
      for (const cells of chunk) {
        if (!mapper) {
          mapper = compileRowMapper(CSV_MAPPING, normalise, cells);
          continue;
        }
        const t = mapper.map(cells);
        if (t) tuples.push(t);
      }
      if (tuples.length >= IMPORT_BATCH_ROWS) {
        mapped += tuples.length;
        if (only.includes('write')) batches.push(tuples);
        tuples = [];
      }
    }
    mapped += tuples.length;
    if (only.includes('write')) batches.push(tuples);
    reader.close();
    console.log(`read+map: ${mapped} tuples in ${(performance.now() - started).toFixed(0)} ms (rss ${rss()})`);
  }

  if (only.includes('write')) {
    const { db, groupId, createdAt } = await openBenchGroup(dir, 'p');
    const writer = await openContactWriter(db, { groupId, taskId: 1, createdAt });
    // The writer takes rows flat, as the import's reader hands them over.
    const flat = batches.map((b) => b.flat());
    const started = performance.now();
    let inserted = 0;
    for (const [i, b] of batches.entries()) inserted += await writer.insert((add) => add(flat[i]!, b.length));
    await writer.close();
    console.log(`write: ${inserted} inserted in ${(performance.now() - started).toFixed(0)} ms (rss ${rss()})`);
    await db.destroy();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
