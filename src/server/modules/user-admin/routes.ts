// /admin/users/*: user administration (issue 13; 001 §7 "Users and admin"; decision 39). The spec's
// action names are the paths. A Super-Admin acts on every user, a Management-Agency on its own
// agents (others answer 404); any other role gets 403 before its body is read.
import {
  addVirtualPhoneSchema,
  adminUserSchema,
  creditAnswerSchema,
  createUserSchema,
  deletePhoneSchema,
  deleteUsersSchema,
  fetchPhoneNumbersSchema,
  messageAnswerSchema,
  migrateVirtualPhoneSchema,
  moveCreditSchema,
  sendUserBonusTextsSchema,
  updateUserInfoSchema,
  userAdminMessages,
  userPhonesSchema,
  userSearchPageSchema,
  userSearchSchema,
} from '@domain/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireRole } from '../../http/guards';
import { idParam } from '../../http/id-param';
import { notFound } from '../../http/errors';
import { readAdminUser } from './admin-fields';
import { moveCredit, sendUserBonusTexts } from './admin-credit';
import { addVirtualPhone, deletePhone, fetchPhoneNumbers, migrateVirtualPhone } from './admin-phones';
import { ADMIN_ROLES, reachOf, userInReach } from './reach';
import { countUsers, searchUsers } from './search';
import { createUser, deleteUsers, updateUserInfo } from './user-admin-service';

const tags = ['user-admin'];

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole(...ADMIN_ROLES));
  const ctx = app.ctx;
  const reach = (request: Parameters<typeof getAuth>[0]) => reachOf(getAuth(request).user);

  app.post('/admin/users/searchBySelectedField', { schema: { tags, body: userSearchSchema, response: { 200: userSearchPageSchema } } }, async (request) => {
    const r = reach(request);
    const [items, total] = await Promise.all([searchUsers(ctx.db, request.body, r), countUsers(ctx.db, request.body, r)]);
    return { items, total };
  });
  app.post('/admin/users/totalBySelectedField', { schema: { tags, body: userSearchSchema, response: { 200: z.object({ total: z.number().int() }) } } }, async (request) => ({
    total: await countUsers(ctx.db, request.body, reach(request)),
  }));
  app.get('/admin/users/:id', { schema: { tags, params: z.object({ id: idParam }), response: { 200: adminUserSchema } } }, async (request) => {
    const user = await userInReach(ctx.db, reach(request), { id: request.params.id });
    const view = await readAdminUser(ctx.db, Number(user.id));
    if (!view) throw notFound();
    return view;
  });
  app.post('/admin/users/createUser', { schema: { tags, body: createUserSchema, response: { 200: adminUserSchema } } }, async (request) =>
    createUser(ctx, reach(request), request.body),
  );
  app.post('/admin/users/updateUserInfo', { schema: { tags, body: updateUserInfoSchema, response: { 200: adminUserSchema } } }, async (request) =>
    updateUserInfo(ctx, reach(request), request.body),
  );
  app.post(
    '/admin/users/deleteUsers',
    { schema: { tags, body: deleteUsersSchema, response: { 200: z.object({ message: z.string(), deleted: z.number().int() }) } } },
    async (request) => ({ message: userAdminMessages.deleted, deleted: await deleteUsers(ctx, reach(request), request.body.emails) }),
  );
  app.post('/admin/users/sendUserBonusTexts', { schema: { tags, body: sendUserBonusTextsSchema, response: { 200: creditAnswerSchema } } }, async (request) =>
    sendUserBonusTexts(ctx, reach(request), request.body),
  );
  app.post('/admin/users/move-credit', { schema: { tags, body: moveCreditSchema, response: { 200: creditAnswerSchema } } }, async (request) =>
    moveCredit(ctx, reach(request), request.body),
  );
  app.post('/admin/users/fetchPhoneNumbers', { schema: { tags, body: fetchPhoneNumbersSchema, response: { 200: userPhonesSchema } } }, async (request) =>
    fetchPhoneNumbers(ctx, reach(request), request.body.useremail, request.body.offset),
  );
  app.post('/admin/users/addVirtualPhone', { schema: { tags, body: addVirtualPhoneSchema, response: { 200: messageAnswerSchema } } }, async (request) =>
    addVirtualPhone(ctx, reach(request), request.body),
  );
  app.post('/admin/users/migrateVirtualPhone', { schema: { tags, body: migrateVirtualPhoneSchema, response: { 200: messageAnswerSchema } } }, async (request) =>
    migrateVirtualPhone(ctx, reach(request), request.body),
  );
  app.post('/admin/users/delete-phone', { schema: { tags, body: deletePhoneSchema, response: { 200: messageAnswerSchema } } }, async (request) =>
    deletePhone(ctx, reach(request), request.body.phone),
  );
};
