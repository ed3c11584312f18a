// OpenAPI generated from the same zod schemas that validate requests; the UI lives at /api/docs.
// Swagger UI runs under its own Content-Security-Policy (the app's is in security-headers.ts): its
// scripts and styles are files of its own; the only inline code allowed is what the installed
// version declares (fastify.swaggerCSP, read here from the same file before the plugin decorates
// it) plus, by hash, the one <style> it renders itself (inside the top bar's SVG logo). Its icons
// and logo are data: images; it fetches the spec, and "Try it out" calls the API, on this origin.
// No 'unsafe-inline', no 'unsafe-eval'. See docs/decisions/0009-security-headers.md.
import { createHash } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import swaggerUiInlineHashes from '@fastify/swagger-ui/static/csp.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_HEADER } from '@domain/api';
import { cspHeader, type CspDirectives } from './security-headers';

export const DOCS_PATH = '/api/docs';

/**
 * The text of the one inline <style> element Swagger UI renders (swagger-ui-standalone-preset.js,
 * the top bar's logo). tests/server/security-headers.test.ts checks the installed bundles still
 * render exactly this, and nothing else inline.
 */
export const SWAGGER_UI_INLINE_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/** A CSP hash source for an inline <style> or <script> with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function docsCspDirectives(inline: { script: readonly string[]; style: readonly string[] }): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.script],
    'style-src': ["'self'", ...inline.style, cspHash(SWAGGER_UI_INLINE_STYLE)],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Campaign platform API', version, description: 'See docs/api.md for the contract.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: SESSION_HEADER } },
      },
      security: [{ session: [] }],
    },
    // The public API (/api/public) has a document of its own (modules/public-api/public-docs.ts).
    transform: (input) => (input.url.startsWith('/api/public/') ? { schema: { ...input.schema, hide: true }, url: input.url } : jsonSchemaTransform(input)),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // Replaces the app's policy on every answer under /api/docs; the other headers stay.
    staticCSP: cspHeader(docsCspDirectives(swaggerUiInlineHashes)),
  });
}
