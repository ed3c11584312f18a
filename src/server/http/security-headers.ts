// Security headers on every answer (pages, assets, API JSON, errors, 404s, 429s), set in one
// onRequest hook so even a request that fails later carries them:
// - a Content-Security-Policy that allows only this origin's scripts, no inline script and no eval
//   (styles may be inline because Chakra/emotion insert <style> tags at run time). /api/docs swaps
//   in its own policy (src/server/http/docs.ts);
// - nosniff, frame-ancestors 'none' + X-Frame-Options DENY, Referrer-Policy no-referrer, and the
//   cross-origin/legacy headers helmet sends by default (the app used @fastify/helmet until its
//   per-request work showed up in the redirect benchmark; the values are the same byte for byte);
// - HSTS only when the request came over TLS (request.protocol honours X-Forwarded-Proto only with
//   TRUST_PROXY): browsers ignore it over plain http, and it would pin a local http host to https;
// - Cache-Control: no-store by default on every /api answer (tokens, personal data), unless a route
//   sets its own; pages and assets keep what src/server/http/spa.ts gives them.
// Every value is built once when the app starts; a request only copies one of four frozen objects
// (app or /api, plain http or TLS).
// See docs/decisions/0009-security-headers.md.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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

/** 'default-src \'self\'; script-src \'self\'; ...' (separator: helmet wrote the app's with none after ';'). */
export function cspHeader(directives: CspDirectives, separator = '; '): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(separator);
}

export const HSTS = 'max-age=31536000; includeSubDomains';
export const API_CACHE_CONTROL = 'no-store';

/** What every answer carries, over plain http; docs/api.md lists each with its reason. */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': cspHeader(appCspDirectives, ';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** The same plus HSTS, for a request that came over TLS. */
const tlsSecurityHeaders = Object.freeze({ ...securityHeaders, 'strict-transport-security': HSTS });

/**
 * An /api answer starts with no-store among them; a route (or the error handler) that sets its own
 * Cache-Control later replaces it, as reply.header() always does.
 */
const apiHeaders = Object.freeze({ ...securityHeaders, 'cache-control': API_CACHE_CONTROL });
const tlsApiHeaders = Object.freeze({ ...tlsSecurityHeaders, 'cache-control': API_CACHE_CONTROL });

/** Under /api by the route that answered, or by the URL as sent or percent-decoded. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route === '/api' || route.startsWith('/api/') || isApiUrl(request.url);
}

// Callback style: an async hook costs a promise and its resolution on every request.
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const tls = request.protocol === 'https';
  if (isApiRequest(request)) reply.headers(tls ? tlsApiHeaders : apiHeaders);
  else reply.headers(tls ? tlsSecurityHeaders : securityHeaders);
  done();
}

export function registerSecurityHeaders(app: FastifyInstance) {
  // Routing has run before onRequest, so the route that will answer is known here.
  app.addHook('onRequest', setSecurityHeaders);
}
