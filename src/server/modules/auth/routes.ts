// /authentication/*: the calls of 001 §7 Authentication, wired to the shared zod schemas.
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  mfaStatusBodySchema,
  mfaStatusQuerySchema,
  resetPasswordSchema,
  authMessages,
} from '@domain/auth';
import {
  activeSessionsSchema,
  loginResponseSchema,
  messageResponseSchema,
  mfaStatusAnswerSchema,
  mfaStatusSchema,
  okResponseSchema,
  signOutOthersSchema,
} from '@domain/auth-api';
import { apiErrorSchema } from '@domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth, sessionToken } from '../../http/guards';
import { authRateLimit } from '../../http/rate-limits';
import { listActiveSessions, signOutOtherSessions } from './active-sessions';
import { getMfaStatus, setMfaStatus } from './mfa';
import { changePassword, forgotPassword, login, logout, resetPassword } from './service';

const tags = ['authentication'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit: limit, loginRateLimitPerAddress: perAddress } = app.ctx.config;

  app.post(
    '/authentication/login',
    {
      preValidation: authRateLimit('login', limit, perAddress),
      schema: { tags, security: [], body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request) => login(app.ctx, request.body),
  );

  app.post(
    '/authentication/logout',
    { schema: { tags, response: { 200: okResponseSchema } } },
    async (request) => {
      await logout(app.ctx, sessionToken(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/authentication/forgot-password',
    {
      preValidation: authRateLimit('forgot', limit, perAddress),
      schema: { tags, security: [], body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await forgotPassword(app.ctx, request.body.email);
      return { message: authMessages.forgotSuccess };
    },
  );

  app.post(
    '/authentication/reset-password',
    {
      preValidation: authRateLimit('reset', limit, perAddress),
      schema: { tags, security: [], body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body.token, request.body.password);
      return { message: authMessages.resetSuccess };
    },
  );

  app.post(
    '/authentication/change-password',
    {
      onRequest: requireAuth,
      schema: { tags, body: changePasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await changePassword(app.ctx, getAuth(request), request.body);
      return { message: 'Password has been changed successfully!' };
    },
  );

  app.get(
    '/authentication/mfa-status',
    { onRequest: requireAuth, schema: { tags, response: { 200: mfaStatusSchema } } },
    async (request) => getMfaStatus(app.ctx, getAuth(request).user.id),
  );

  app.post(
    '/authentication/mfa-status',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        querystring: mfaStatusQuerySchema,
        body: mfaStatusBodySchema,
        response: { 200: mfaStatusAnswerSchema, ...errors },
      },
    },
    async (request) =>
      setMfaStatus(app.ctx, getAuth(request).user.id, request.query.isEnableMfa, request.body.otp),
  );

  app.get(
    '/authentication/sessions',
    { onRequest: requireAuth, schema: { tags, response: { 200: activeSessionsSchema, ...errors } } },
    async (request) => listActiveSessions(app.ctx, getAuth(request)),
  );

  app.post(
    '/authentication/sessions/sign-out-others',
    { onRequest: requireAuth, schema: { tags, response: { 200: signOutOthersSchema, ...errors } } },
    async (request) => signOutOtherSessions(app.ctx, getAuth(request)),
  );
};
