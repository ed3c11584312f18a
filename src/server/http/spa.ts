// Serves the built web app from dist/web when it exists: real files as they are (the brotli or gzip
// copy the build wrote beside each one when the browser accepts it), any other GET outside /api
// answered with index.html so client-side routes survive a reload (login.html, the page rendered at
// build time, for /login). Unknown /api paths get a JSON 404 like every other API answer, however
// odd the path ('//', '/../', '%00').
//
// Caching: hashed files under /assets never change, so browsers keep them a year without asking;
// index.html (and the fallback) is revalidated every time, so a deploy is seen at the next load.
// Vite's manifest (.vite/) and source maps are build by-products and never served.
// See docs/decisions/0008-first-load.md.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiErrorTexts, errorCodes } from '@domain/api-errors';
import { decodedPathname, isApiUrl } from './api-path';

const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  publicFile: 'public, max-age=3600',
} as const;

/** Client routes whose first paint was rendered at build time, and the file that holds it. */
const PRERENDERED_PAGES = new Map([['/login', 'login.html']]);

/**
 * A build by-product or a hashed asset: a request for one that does not resolve to a servable file
 * is a 404, never the app's index.html (a missing chunk answered with HTML fails in confusing ways).
 */
function isFileRequest(pathname: string): boolean {
  return pathname.startsWith('/assets/') || pathname.split('/').some((s) => s.startsWith('.')) || pathname.endsWith('.map');
}

/**
 * The file under the web root a GET asks for, as a relative path, or null when the path is not a
 * plain canonical one (no '//', '.' or '..' segments, NUL or backslash), names a hidden file or
 * folder, a source map or a precompressed copy, or no file exists there.
 */
async function servableFile(root: string, url: string): Promise<string | null> {
  const pathname = decodedPathname(url);
  if (pathname === null || !pathname.startsWith('/') || /[\0\\]/.test(pathname)) return null;
  if (path.posix.normalize(pathname) !== pathname) return null;
  const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
  if (relative.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return null;
  if (/\.(map|br|gz)$/.test(relative)) return null;
  try {
    return (await stat(path.join(root, relative))).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * The HTML for a client route: index.html, or the page's build-time render when there is one
 * (login.html for /login, scripts/vite-prerender.ts).
 */
async function pageFor(root: string, pathname: string): Promise<string> {
  const prerendered = PRERENDERED_PAGES.get(pathname);
  if (prerendered && (await servableFile(root, `/${prerendered}`))) return prerendered;
  return 'index.html';
}

function cacheControlFor(relative: string): string {
  if (relative.endsWith('.html')) return cacheControl.html;
  if (relative.startsWith('assets/')) return cacheControl.hashedAsset;
  return cacheControl.publicFile;
}

export async function registerSpa(app: FastifyInstance, webDir: string | undefined) {
  const root = webDir ? path.resolve(webDir) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));

  if (hasWeb) {
    // serve: false: @fastify/static only lends reply.sendFile (with the .br/.gz negotiation and
    // Vary: Accept-Encoding); the route below decides which paths are files, so an odd path under
    // /api reaches the JSON 404 instead of the plugin's 403.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const file = isApiUrl(request.url) ? null : await servableFile(root, request.url);
      if (file === null) return reply.callNotFound();
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPathname(request.url);
    const isPage = pathname !== null && !isFileRequest(pathname);
    if (hasWeb && !isApiUrl(request.url) && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', cacheControl.html).type('text/html').sendFile(await pageFor(root, pathname));
    }
    return reply.code(404).send({ code: 404, message: apiErrorTexts.notFound, errorCode: errorCodes.notFound });
  });
}
