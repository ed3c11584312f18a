// One Vite config for the web build, the dev server and the unit/machine test runs.
// The server suite has its own config (vitest.server.config.ts) because it needs a database.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './scripts/aliases.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run bench` add up each route's JS from the real chunks.
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/r': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
