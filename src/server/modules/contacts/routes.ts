// /contact-groups/*: the user's contact groups, their contacts, uploads and imports, split and
// merge; /users/me/contact-group-layout. Every call is scoped to the signed-in user: another user's
// group answers 404 'Group contacts is not existed or deleted'.
import {
  contactGroupLayoutSchema,
  contactGroupListSchema,
  contactGroupQuerySchema,
  contactGroupSchema,
  contactPageSchema,
  contactSchema,
  contactSearchSchema,
  createContactGroupSchema,
  deleteContactsSchema,
  findPhoneQuerySchema,
  foundPhoneSchema,
  importRequestSchema,
  mergeGroupsSchema,
  phoneActionSchema,
  removeGroupsSchema,
  renameContactGroupSchema,
  splitGroupSchema,
  updateContactSchema,
  uploadAnswerSchema,
} from '@domain/contacts';
import { backgroundTaskSchema } from '@domain/background-tasks';
import { certifyGroupSchema, filterContactsSchema } from '@domain/contact-data-tasks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { deleteContacts, updateContact } from './contacts-service';
import { searchContacts } from './contacts-search';
import { startMerge, startSplit } from './group-actions';
import { createGroup, deleteGroup, getGroup, listGroups, ownGroupRow, renameGroup } from './groups-service';
import { startImport } from './import/start-import';
import { receiveUpload } from './import/uploads';
import { getLayout, saveLayout } from './layout';
import { startExport } from './export-task';
import { findPhone, optOutPhone, unblockPhone } from './find-phone';
import { startRemove } from './remove-groups';
import { startScrub } from './scrub-task';
import { ownLiveGroup, startGroupTask } from './data-tasks/start-group-task';
import { startFilter } from './data-tasks/filter-task';

const tags = ['contacts'];
const group = z.object({ groupId: idParam });
const ok = z.object({ ok: z.literal(true) });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  // Uploads are streamed to disk by the route, never buffered: the parser hands over the raw stream.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.get('/contact-groups', { schema: { tags, querystring: contactGroupQuerySchema, response: { 200: contactGroupListSchema } } }, async (request) =>
    listGroups(app.ctx, user(request), request.query),
  );
  app.post('/contact-groups', { schema: { tags, body: createContactGroupSchema, response: { 200: contactGroupSchema } } }, async (request) =>
    createGroup(app.ctx, user(request), request.body),
  );
  app.post('/contact-groups/merge', { schema: { tags, body: mergeGroupsSchema, response: { 200: backgroundTaskSchema } } }, async (request) =>
    startMerge(app.ctx, user(request), request.body),
  );
  app.get('/contact-groups/:groupId', { schema: { tags, params: group, response: { 200: contactGroupSchema } } }, async (request) =>
    getGroup(app.ctx, user(request), request.params.groupId),
  );
  app.put(
    '/contact-groups/:groupId',
    { schema: { tags, params: group, body: renameContactGroupSchema, response: { 200: contactGroupSchema } } },
    async (request) => renameGroup(app.ctx, user(request), request.params.groupId, request.body.groupName),
  );
  app.delete('/contact-groups/:groupId', { schema: { tags, params: group, response: { 200: ok } } }, async (request) => {
    await deleteGroup(app.ctx, user(request), request.params.groupId);
    return { ok: true as const };
  });
  app.post(
    '/contact-groups/:groupId/contacts/search',
    { schema: { tags, params: group, body: contactSearchSchema, response: { 200: contactPageSchema } } },
    async (request) => searchContacts(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.put(
    '/contact-groups/:groupId/contacts/:contactId',
    {
      schema: {
        tags,
        params: z.object({ groupId: idParam, contactId: idParam }),
        body: updateContactSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) =>
      updateContact(app.ctx, user(request), request.params.groupId, request.params.contactId, request.body.fields as Record<string, string>),
  );
  app.post(
    '/contact-groups/:groupId/contacts/delete',
    { schema: { tags, params: group, body: deleteContactsSchema, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (request) => ({ deleted: await deleteContacts(app.ctx, user(request), request.params.groupId, request.body.ids) }),
  );
  app.post(
    '/contact-groups/:groupId/uploads',
    {
      schema: {
        tags,
        params: group,
        querystring: z.object({ fileName: z.string().trim().min(1).max(255) }),
        consumes: ['application/octet-stream'],
        response: { 200: uploadAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body as Readable | undefined;
      const userId = user(request);
      if (!body || typeof (body as Readable).pipe !== 'function') {
        await ownGroupRow(app.ctx.db, userId, request.params.groupId);
        throw new HttpError(415, 'Send the file as application/octet-stream', { field: 'file' });
      }
      await ownLiveGroup(app.ctx, userId, request.params.groupId).catch((err: unknown) => {
        body.resume();
        throw err;
      });
      const length = request.headers['content-length'];
      return receiveUpload(app.ctx, userId, request.params.groupId, request.query.fileName, body, length ? Number(length) : undefined);
    },
  );
  app.post(
    '/contact-groups/:groupId/imports',
    { schema: { tags, params: group, body: importRequestSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startImport(app.ctx, user(request), request.params.groupId, request.body.files),
  );
  app.post(
    '/contact-groups/:groupId/split',
    { schema: { tags, params: group, body: splitGroupSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startSplit(app.ctx, user(request), request.params.groupId, request.body.size),
  );

  app.post('/contact-groups/remove', { schema: { tags, body: removeGroupsSchema, response: { 200: backgroundTaskSchema } } }, async (request) =>
    startRemove(app.ctx, user(request), request.body.groupIds),
  );
  app.post('/contact-groups/:groupId/scrub', { schema: { tags, params: group, response: { 200: backgroundTaskSchema } } }, async (request) =>
    startScrub(app.ctx, user(request), request.params.groupId),
  );
  app.post('/contact-groups/:groupId/export', { schema: { tags, params: group, response: { 200: backgroundTaskSchema } } }, async (request) =>
    startExport(app.ctx, user(request), request.params.groupId),
  );
  // The data tasks (docs/decisions/0013-contact-data-tasks.md): each answers the queued task.
  app.post(
    '/contact-groups/:groupId/certify',
    { schema: { tags, params: group, body: certifyGroupSchema, response: { 200: backgroundTaskSchema } } },
    async (request) =>
      startGroupTask(app.ctx, user(request), request.params.groupId, 'DATA_CERTING_CONTACT_GROUP', { payload: request.body }),
  );
  app.post(
    '/contact-groups/:groupId/filter',
    { schema: { tags, params: group, body: filterContactsSchema, response: { 200: backgroundTaskSchema } } },
    async (request) => startFilter(app.ctx, user(request), request.params.groupId, request.body),
  );
  const groupTasks = [
    ['enrich', 'DATA_ENRICHING', 'live'],
    ['refresh', 'DATA_REFRESHING', 'live'],
    ['consume', 'DATA_CONSUMING', 'live'],
    ['archive', 'ARCHIVE_CONTACT_GROUP', 'live'],
    ['unarchive', 'UNARCHIVE_CONTACT_GROUP', 'archived'],
  ] as const;
  for (const [action, kind, needs] of groupTasks) {
    app.post(`/contact-groups/:groupId/${action}`, { schema: { tags, params: group, response: { 200: backgroundTaskSchema } } }, async (request) =>
      startGroupTask(app.ctx, user(request), request.params.groupId, kind, { needs }),
    );
  }
  app.get('/contacts/find', { schema: { tags, querystring: findPhoneQuerySchema, response: { 200: foundPhoneSchema } } }, async (request) =>
    findPhone(app.ctx, user(request), request.query.phone, request.query.country),
  );
  app.post('/contacts/opt-out', { schema: { tags, body: phoneActionSchema, response: { 200: foundPhoneSchema } } }, async (request) =>
    optOutPhone(app.ctx, user(request), request.body.phone, request.body.country),
  );
  app.post('/contacts/unblock', { schema: { tags, body: phoneActionSchema, response: { 200: foundPhoneSchema } } }, async (request) =>
    unblockPhone(app.ctx, user(request), request.body.phone, request.body.country),
  );

  app.get('/users/me/contact-group-layout', { schema: { tags, response: { 200: contactGroupLayoutSchema } } }, async (request) =>
    getLayout(app.ctx, user(request)),
  );
  app.put(
    '/users/me/contact-group-layout',
    { schema: { tags, body: contactGroupLayoutSchema, response: { 200: contactGroupLayoutSchema } } },
    async (request) => saveLayout(app.ctx, user(request), request.body),
  );
};
