// /notifications: the bell (issue 11; 001 §6 "Notifications: POST one endpoint with action get
// (limit, offset, status), countUnread, update (notifications, status), markAllAsRead"), and
// /users/me/notification-settings: which events notify and the emails copies go to
// (000 §2 "/notification-setting"). Another user's notification answers 404.
import { notificationAnswerSchema, notificationCallSchema, notificationSettingsAnswerSchema, notificationSettingsSchema } from '@domain/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { getSettings, notificationCall, putSettings } from './service';

const tags = ['notifications'];
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.post('/notifications', { schema: { tags, body: notificationCallSchema, response: { 200: notificationAnswerSchema } } }, async (request) =>
    notificationCall(app.ctx, user(request), request.body),
  );
  app.get('/users/me/notification-settings', { schema: { tags, response: { 200: notificationSettingsAnswerSchema } } }, async (request) =>
    getSettings(app.ctx, user(request)),
  );
  app.put(
    '/users/me/notification-settings',
    { schema: { tags, body: notificationSettingsSchema, response: { 200: notificationSettingsAnswerSchema } } },
    async (request) => putSettings(app.ctx, user(request), request.body),
  );
};
