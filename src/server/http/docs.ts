// OpenAPI generated from the same zod schemas that validate requests; the UI lives at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_HEADER } from '@domain/api';

export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Campaign platform API', version, description: 'See docs/api.md for the contract.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: SESSION_HEADER } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
