// /media/*: the user's media files (issue 7). Upload one file per call (the bytes as
// application/octet-stream, ?fileName=; the web sends several files as several calls), list them by
// kind with paging (the pickers of other areas use it too), storage use, delete one or several, and
// stream a file back with the content type its bytes proved. Another user's id answers 404.
import { createReadStream } from 'node:fs';
import {
  deleteMediaSchema,
  mediaFileSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaStorageSchema,
  uploadMediaQuerySchema,
} from '@domain/media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { mediaMissing, mediaPath, ownMedia } from './media-files';
import { deleteMedia, getMedia, listMedia, mediaStorage } from './media-service';
import { uploadMedia } from './upload-media';

const tags = ['media'];
const media = z.object({ mediaId: idParam });
const user = (request: FastifyRequest) => getAuth(request).user.id;
const isStream = (body: unknown): body is Readable => typeof body === 'object' && body !== null && 'pipe' in body && typeof body.pipe === 'function';

/** inline for the list's thumbnails and player; attachment when the user downloads. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  // Uploads are streamed to disk by the route, never buffered: the parser hands over the raw stream.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.get('/media', { schema: { tags, querystring: mediaListQuerySchema, response: { 200: mediaListSchema } } }, async (request) =>
    listMedia(app.ctx, user(request), request.query),
  );
  app.post(
    '/media/uploads',
    { schema: { tags, querystring: uploadMediaQuerySchema, consumes: ['application/octet-stream'], response: { 200: mediaFileSchema } } },
    async (request) => {
      const body: unknown = request.body;
      if (!isStream(body)) throw new HttpError(415, 'Send the file as application/octet-stream', { field: 'file' });
      const length = request.headers['content-length'];
      return uploadMedia(app.ctx, user(request), request.query.fileName, body, length ? Number(length) : undefined);
    },
  );
  app.get('/media/storage', { schema: { tags, response: { 200: mediaStorageSchema } } }, async (request) => mediaStorage(app.ctx, user(request)));
  app.post('/media/delete', { schema: { tags, body: deleteMediaSchema, response: { 200: z.object({ deleted: z.number().int() }) } } }, async (request) => ({
    deleted: await deleteMedia(app.ctx, user(request), request.body.ids),
  }));
  app.get('/media/:mediaId', { schema: { tags, params: media, response: { 200: mediaFileSchema } } }, async (request) =>
    getMedia(app.ctx, user(request), request.params.mediaId),
  );
  app.get(
    '/media/:mediaId/file',
    { schema: { tags, params: media, querystring: z.object({ download: z.enum(['true', 'false']).optional() }), produces: ['image/*', 'audio/*'] } },
    async (request, reply) => {
      const row = await ownMedia(app.ctx.db, user(request), request.params.mediaId);
      const stream = createReadStream(mediaPath(app.ctx, row));
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject)).catch(() => {
        throw mediaMissing();
      });
      return reply
        .type(row.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(row.size_bytes))
        .header('content-disposition', disposition(request.query.download === 'true' ? 'attachment' : 'inline', row.file_name))
        .send(stream);
    },
  );
  app.delete('/media/:mediaId', { schema: { tags, params: media, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    await deleteMedia(app.ctx, user(request), [request.params.mediaId]);
    return { ok: true as const };
  });
};
