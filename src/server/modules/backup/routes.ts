// /settings backup calls (001 §7 Settings: backupNow, olderBKFiles, doRestore, restoreLocalFile,
// exportBackupFile&name; docs/api.md "Backups"; decision 41), plus deleting a file and the
// schedule. Every call works on the caller's own folder of backups: another user's file name
// answers 404, a name the server could not have made (a path) answers 400.
import {
  BACKUP_MAX_BYTES,
  backupFileSchema,
  backupListSchema,
  backupMessages,
  backupNameQuerySchema,
  backupScheduleSchema,
  doRestoreSchema,
  restoreFlagsSchema,
  restoreResultSchema,
} from '@domain/backups';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { deleteBackup, listBackups, readBackupBytes } from './backup-files';
import { getSchedule, scheduleBackups, setSchedule } from './backup-schedule';
import { backupNow, restoreListed, restoreUploaded } from './backup-service';

const tags = ['backups'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
const scheduleAnswer = z.object({ frequency: backupListSchema.shape.frequency, nextRunAt: z.string().nullable(), lastRunAt: z.string().nullable() });

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  scheduleBackups(app);
  const ctx = app.ctx;

  app.post('/settings/backupNow', { schema: { tags, response: { 200: backupFileSchema.extend({ message: z.string() }) } } }, async (request) => ({
    ...(await backupNow(ctx, user(request))),
    message: backupMessages.backedUp,
  }));
  app.get('/settings/olderBKFiles', { schema: { tags, response: { 200: backupListSchema } } }, async (request) => ({
    items: await listBackups(ctx, user(request)),
    ...(await getSchedule(ctx, user(request))),
  }));
  app.put('/settings/backupSchedule', { schema: { tags, body: backupScheduleSchema, response: { 200: scheduleAnswer } } }, async (request) =>
    setSchedule(ctx, user(request), request.body.frequency),
  );
  app.get('/settings/exportBackupFile', { schema: { tags, querystring: backupNameQuerySchema } }, async (request, reply) => {
    const bytes = await readBackupBytes(ctx, user(request), request.query.name);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${request.query.name}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });
  app.delete('/settings/backupFile', { schema: { tags, querystring: backupNameQuerySchema, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteBackup(ctx, user(request), request.query.name);
    return { message: 'Deleted' };
  });
  app.post('/settings/doRestore', { schema: { tags, body: doRestoreSchema, response: { 200: restoreResultSchema } } }, async (request) => {
    const { fileName, ...flags } = request.body;
    return restoreListed(ctx, user(request), fileName, flags);
  });
  app.post(
    '/settings/restoreLocalFile',
    {
      bodyLimit: BACKUP_MAX_BYTES + 1024 * 1024,
      // Refused by its declared size before a byte is read, naming the file.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > BACKUP_MAX_BYTES + 1024 * 1024) throw badRequest('file', backupMessages.tooBig);
      },
      schema: { tags, consumes: ['multipart/form-data'], querystring: restoreFlagsSchema, response: { 200: restoreResultSchema } },
    },
    async (request) => {
      const files = multipartFiles(request);
      const file = files.find((f) => f.field === 'files[]') ?? files.find((f) => f.field === 'files') ?? files[0];
      return restoreUploaded(ctx, user(request), file, request.query);
    },
  );
};
