// /users: the signed-in user's own record.
import { currentUserSchema } from '@domain/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { currentUser } from './service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { onRequest: requireAuth, schema: { tags: ['users'], response: { 200: currentUserSchema } } },
    async (request) => {
      const auth = getAuth(request);
      return currentUser(app.ctx, auth.user.id, auth.rootUserId);
    },
  );
};
