// Serves the built web app from dist/web when it exists: real files as they are, any other GET
// outside /api answered with index.html so client-side routes survive a reload. Unknown /api paths
// get a JSON 404 like every other API answer.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiErrorTexts, errorCodes } from '@domain/api-errors';

export async function registerSpa(app: FastifyInstance, webDir: string | undefined) {
  const root = webDir ? path.resolve(webDir) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root, wildcard: true, index: ['index.html'] });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, message: apiErrorTexts.notFound, errorCode: errorCodes.notFound });
  });
}
