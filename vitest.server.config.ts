// Server suite: the API built in-process on a real temporary database (SQLite per file, and
// PostgreSQL when DATABASE_URL_TEST is set). Files run one at a time so PostgreSQL schemas do not race.
import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 30000,
    fileParallelism: false,
  },
});
