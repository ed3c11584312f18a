// One Vite config for the web build, the dev server and the unit/machine test runs.
// The server suite has its own config (vitest.server.config.ts) because it needs a database.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './scripts/aliases.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  // prerender: the first paint as static HTML (index.html's global CSS, login.html); precompress:
  // .br and .gz beside each built text file. src/server/http/spa.ts serves both.
  plugins: [react(), prerender(), precompress()],
  resolve: { alias: aliases },
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run bench` add up each route's JS from the real chunks. It stays in
    // dist/web/.vite, which the server never serves (no dot folders, no source maps).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        // Chakra's define* helpers return their argument. Said so, the unused `defaultThemeConfig`
        // of '@chakra-ui/react/theme' drops out, and with it every recipe the app does not
        // register (src/web/app/theme-recipes.ts); otherwise all ~60 of them ship with the entry.
        manualPureFunctions: [
          'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle', 'defineKeyframes', 'defineGlobalStyles',
          'defineTextStyles', 'defineAnimationStyles', 'defineLayerStyles', 'defineConditions',
        ],
      },
    },
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
