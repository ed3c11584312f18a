// One Vite config for the web build, the dev server and the unit/machine test runs.
// The server suite has its own config (vitest.server.config.ts) because it needs a database.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './scripts/aliases.ts';
import { chakraLazyGlobal } from './scripts/vite-chakra-lazy-global.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  // prerender: the first paint as static HTML (index.html's global CSS, login.html); precompress:
  // .br and .gz beside each built text file. src/server/http/spa.ts serves both. chakraLazyGlobal:
  // Chakra builds its global CSS only when asked, and the browser need not ask (it is in the page).
  plugins: [react(), chakraLazyGlobal(), prerender(), precompress()],
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
      // Automatic splitting left ~110 chunks, dozens of them under 1 KB (one Chakra component, one
      // anatomy): /login fetched 46 files and / 49. Over HTTP/1.1 a browser opens 6 connections
      // to a host, so on a phone's network each batch of 6 waits its own round trip (Lighthouse
      // mobile: ~0.6 s of first paint). Small shared chunks are copied into the chunks that import
      // them instead (a few KB more in all; 18 and 19 files). Rolldown requires the two settings
      // that come with it (no entry exports to keep; strict execution order, which it turns on).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
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
