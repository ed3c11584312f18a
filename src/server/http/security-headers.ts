// Security headers on every answer (pages, assets, API JSON, errors, 404s, 429s), set by
// @fastify/helmet in an onRequest hook so even a request that fails later carries them:
// - a Content-Security-Policy that allows only this origin's scripts, no inline script and no eval
//   (styles may be inline because Chakra/emotion insert <style> tags at run time). /api/docs swaps
//   in its own policy (src/server/http/docs.ts);
// - nosniff, frame-ancestors 'none' + X-Frame-Options DENY, Referrer-Policy no-referrer;
// - HSTS only when the request came over TLS (request.protocol honours X-Forwarded-Proto only with
//   TRUST_PROXY): browsers ignore it over plain http, and it would pin a local http host to https;
// - Cache-Control: no-store by default on every /api answer (tokens, personal data), unless a route
//   sets its own; pages and assets keep what src/server/http/spa.ts gives them.
// See docs/decisions/0009-security-headers.md.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiUrl } from './api-path';

/** A CSP as directive -> sources, in the order it is written out. */
export type CspDirectives = Record<string, readonly string[]>;

export const appCspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: for media files: the app fetches them with the session header and shows them through
  // object URLs (docs/decisions/0018-media-files.md).
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** 'default-src \'self\'; script-src \'self\'; ...' */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';
export const API_CACHE_CONTROL = 'no-store';

/** Under /api by the route that answered, or by the URL as sent or percent-decoded. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route === '/api' || route.startsWith('/api/') || isApiUrl(request.url);
}

async function transportSecurity(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

async function apiNoStore(request: FastifyRequest, reply: FastifyReply) {
  if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      // Exactly the directives above: helmet's defaults would add upgrade-insecure-requests, which
      // breaks plain-http use on a LAN address.
      useDefaults: false,
      directives: appCspDirectives,
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
    // Set per request below, only over TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', transportSecurity);
  // onSend, not onRequest: the route (or the error handler) has had its say by then.
  app.addHook('onSend', apiNoStore);
}
