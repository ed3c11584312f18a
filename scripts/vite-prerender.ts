// Vite plugin: the first paint as static HTML, from the app's own components rendered in Node at
// build time (src/web/app/prerender.tsx). index.html gets the Chakra system's global CSS and
// preloads for the code its pages fetch first; a login.html beside it also holds /login itself,
// inert until the app takes over, and preloads the login route's code instead. The server sends login.html for /login (src/server/http/spa.ts).
// Nothing inline is a script: the page stays within `script-src 'self'`.
// See docs/decisions/0008-first-load.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { aliases } from './aliases.ts';

interface Prerendered {
  globalStyles: string;
  loginStyles: string;
  loginPage: string;
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const APP_PAGE = path.join(projectRoot, 'index.html');
const PRERENDER_MODULE = path.join(projectRoot, 'src/web/app/prerender.tsx');
const LOGIN_ROUTE_MODULE = path.join(projectRoot, 'src/web/features/auth/login-page.tsx');
/**
 * What the pages index.html serves load through import() as soon as the app starts, so their
 * download need not wait for the entry to have run: the api client (a stored session's user is
 * asked for at once; the public pages call the API too) and the signed-in shell (most of them are
 * signed-in pages).
 */
const APP_MODULE = path.join(projectRoot, 'src/web/app/app.tsx');
const INDEX_PRELOADS = [APP_MODULE, path.join(projectRoot, 'src/web/api/auth-api.ts'), path.join(projectRoot, 'src/web/app/shell/signed-in-layout.tsx')];

/** The chunks a chunk imports statically, itself included, depth first. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** `<link rel="modulepreload">` tags for the chunks of these modules and what they import, less those `html` has. */
function preloadTags(bundle: OutputBundle, modules: string[], html: string, base: string): string {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    // A module's chunk: its own, or (when a small chunk was merged into the code that imports it,
    // vite.config.ts) the one that holds it.
    if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => modules.includes(id))) staticClosure(bundle, chunk.fileName, files);
  }
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">\n  `)
    .join('');
}

function insertBefore(html: string, marker: string, insertion: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`prerender: index.html has no ${marker}`);
  return html.slice(0, at) + insertion + html.slice(at);
}

export function prerender(): Plugin {
  let base = '/';
  return {
    name: 'campaign:prerender',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') return;
        // Only the app's own page (the benchmarks build other pages with this config).
        if (!Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === APP_PAGE)) return;
        const { module } = await runnerImport<Prerendered>(PRERENDER_MODULE, {
          root: projectRoot,
          logLevel: 'error',
          resolve: { alias: aliases },
          plugins: [react()],
        });
        const html = insertBefore(index.source, '</head>', `  ${module.globalStyles}\n  `);
        index.source = insertBefore(html, '</head>', preloadTags(bundle, INDEX_PRELOADS, html, base));
        const login = insertBefore(html, '</head>', `${preloadTags(bundle, [APP_MODULE, LOGIN_ROUTE_MODULE], html, base)}  ${module.loginStyles}\n  `).replace(
          '<div id="root"></div>',
          // inert: nothing to click or type into yet; aria-hidden: nothing to read yet either (what
          // browsers make of inert, said for every tool that reads the page).
          `<div id="root" inert aria-hidden="true">${module.loginPage}</div>`,
        );
        this.emitFile({ type: 'asset', fileName: 'login.html', source: login });
      },
    },
  };
}
