// Vite plugin: after the build is written, puts a brotli (.br, quality 11) and a gzip (.gz, level 9)
// copy beside every text file of the output (hashed chunks, index.html, public files), so the server
// sends them as they are (@fastify/static `preCompressed`, src/server/http/spa.ts) instead of
// compressing on every request, or not at all. Files under 1 KB gain too little to be worth it; a
// copy that would not be smaller is not written. See docs/decisions/0008-first-load.md.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

/** Every file below dir, as paths relative to it; dot folders (Vite's .vite/manifest.json) are skipped. */
async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .map((e) => (e.isDirectory() ? filesBelow(dir, path.join(prefix, e.name)) : Promise.resolve([path.join(prefix, e.name)]))),
  );
  return nested.flat();
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesBelow(dir)).filter((f) => TEXT_EXTENSIONS.has(path.extname(f)));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const raw = await readFile(full);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) {
        await writeFile(`${full}.br`, br);
        written++;
      }
      if (gz.length < raw.length) {
        await writeFile(`${full}.gz`, gz);
        written++;
      }
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'campaign:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs once the chunks are on disk; Vite copied public/ into outDir before that.
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
