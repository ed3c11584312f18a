// The public API's own OpenAPI document, apart from the app's (/api/docs, http/docs.ts): a second
// @fastify/swagger under its own decorator, registered in the public API's encapsulated context, so
// its onRoute hook sees only the public calls (the app's document leaves /api/public out).
// /api/public/openapi.json serves the document; /api/public/docs a plain reference page rendered
// from it on the server: no script and no inline style, so the app's Content-Security-Policy
// holds as it is (Swagger UI's plugin can be registered only once per app).
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC_API_BASE, PUBLIC_DOCS_PATH, PUBLIC_OPENAPI_PATH, WEBHOOK_SIGNATURE_HEADER } from '@domain/public-api';
import { escapeHtml } from '../../lib/escape-html';

const DECORATOR = 'publicApiSwagger';
const STYLESHEET_PATH = '/api/public/docs.css';
/** A file of its own, so the app's CSP (style-src 'self', no inline styles) applies unchanged. */
const STYLESHEET = [
  'body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a202c;background:#fff}',
  'main{max-width:56rem;margin:0 auto;padding:2rem 1.5rem}',
  'h1{font-size:1.75rem}h2{font-size:1.2rem;font-family:ui-monospace,monospace;border-top:1px solid #e2e8f0;padding-top:1.5rem;margin-top:2rem}h3{font-size:1rem}',
  'pre{background:#f7fafc;border:1px solid #e2e8f0;border-radius:6px;padding:.75rem;overflow-x:auto}a{color:#0f5f55}',
  '@media (prefers-color-scheme:dark){body{background:#171923;color:#e2e8f0}pre{background:#1a202c;border-color:#2d3748}a{color:#81e6d9}h2{border-color:#2d3748}}',
].join('\n');

interface Operation {
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, { schema?: { example?: unknown } }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { example?: unknown } }> }>;
}
interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const INTRO = [
  `Base URL: ${PUBLIC_API_BASE}. Authenticate every call with the header Authorization: Bearer <token>; tokens are made in Settings > API and shown once.`,
  'When the IP allowlist in Settings > API holds entries, only those addresses (or ranges) may call; an empty list allows any address.',
  'Each token may make 60 calls a minute; past that the answer is 429 with Retry-After.',
  `Webhooks: set a delivery URL and a reply URL in Settings > API. We POST JSON there ({ event: "message.result", message } or { event: "message.reply", reply }) with ${WEBHOOK_SIGNATURE_HEADER}: the hex HMAC-SHA256 of the body keyed with your API request key. A non-2xx answer is retried with a doubling delay, up to eight times.`,
];

function example(value: unknown): string {
  return value === undefined ? '' : `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

export function renderDocsPage(doc: OpenApiDoc): string {
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody?.content?.['application/json']?.schema?.example;
      const ok = op.responses?.['200']?.content?.['application/json']?.schema?.example;
      const codes = Object.keys(op.responses ?? {}).join(', ');
      return [
        `<section><h2>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</h2>`,
        op.summary ? `<p><strong>${escapeHtml(op.summary)}</strong></p>` : '',
        op.description ? `<p>${escapeHtml(op.description)}</p>` : '',
        body === undefined ? '' : `<h3>Request example</h3>${example(body)}`,
        ok === undefined ? '' : `<h3>Answer example (200)</h3>${example(ok)}`,
        codes ? `<p>Answers: ${escapeHtml(codes)}</p>` : '',
        '</section>',
      ].join('');
    }),
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.info.title)}</title><link rel="stylesheet" href="${STYLESHEET_PATH}"></head><body><main>`,
    `<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>`,
    ...INTRO.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${PUBLIC_OPENAPI_PATH}">OpenAPI document (JSON)</a></p>`,
    ...sections,
    '</main></body></html>',
  ].join('\n');
}

export async function registerPublicDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    decorator: DECORATOR,
    openapi: {
      info: { title: 'Campaign platform public API', version: '1', description: INTRO.join('\n\n') },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  const document = () => app.getDecorator<() => OpenApiDoc>(DECORATOR)();
  app.get(PUBLIC_OPENAPI_PATH, { schema: { hide: true } }, async () => document());
  app.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET));
  app.get(PUBLIC_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderDocsPage(document())),
  );
}
