// /background-tasks: the signed-in user's background processes (the /process page and the panel
// the background-task machine polls).
import {
  backgroundTaskListSchema,
  backgroundTaskQuerySchema,
  backgroundTaskSchema,
  taskMessages,
} from '@domain/background-tasks';
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { cancelTask, deleteTask, getTask, listTasks, resumeTask, taskFile } from './service';

const params = z.object({ taskId: idParam });
const tags = ['background tasks'];

export const backgroundTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/background-tasks',
    { schema: { tags, querystring: backgroundTaskQuerySchema, response: { 200: backgroundTaskListSchema } } },
    async (request) => listTasks(app.ctx, getAuth(request).user.id, request.query),
  );
  app.get(
    '/background-tasks/:taskId',
    { schema: { tags, params, response: { 200: backgroundTaskSchema } } },
    async (request) => getTask(app.ctx, getAuth(request).user.id, request.params.taskId),
  );
  app.post(
    '/background-tasks/:taskId/cancel',
    { schema: { tags, params, response: { 200: backgroundTaskSchema } } },
    async (request) => cancelTask(app.ctx, getAuth(request).user.id, request.params.taskId),
  );
  app.post(
    '/background-tasks/:taskId/resume',
    { schema: { tags, params, response: { 200: backgroundTaskSchema } } },
    async (request) => resumeTask(app.ctx, getAuth(request).user.id, request.params.taskId),
  );
  app.get(
    '/background-tasks/:taskId/file',
    { schema: { tags, params, produces: ['text/csv'] } },
    async (request, reply) => {
      const { file, name } = await taskFile(app.ctx, getAuth(request).user.id, request.params.taskId);
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject)).catch(() => {
        throw notFound(taskMessages.notFound);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(stream);
    },
  );
  app.delete(
    '/background-tasks/:taskId',
    { schema: { tags, params, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteTask(app.ctx, getAuth(request).user.id, request.params.taskId);
      return { ok: true as const };
    },
  );
};
