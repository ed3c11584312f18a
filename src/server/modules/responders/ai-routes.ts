// /responder-v2/aiAssistantSetting*: the AI assistant settings and their demo (001 §7). Both
// posts take multipart (the request's JSON in the part `setting`, knowledge-base files in parts
// `knowledgeBaseFiles`) or plain JSON; src/server/http/multipart.ts says how.
import {
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILES_MAX,
  aiAssistantSettingInputSchema,
  aiAssistantSettingListSchema,
  aiAssistantSettingSchema,
  aiDemoAnswerSchema,
  aiDemoRequestSchema,
  aiSettingQuerySchema,
} from '@domain/responder-ai';
import { okSchema } from '@domain/responder-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { multipartFiles, registerMultipart } from '../../http/multipart';
import { deleteAiSetting, demoAiSetting, getAiSetting, listAiSettings, saveAiSetting } from './ai-assistant-service';

const tags = ['responders'];
const consumes = ['application/json', 'multipart/form-data'];
const user = (request: FastifyRequest) => getAuth(request).user.id;
/** Every knowledge file at its limit, and room for the form's own parts. */
const bodyLimit = KNOWLEDGE_FILES_MAX * KNOWLEDGE_FILE_MAX_BYTES + 1024 * 1024;

export const aiAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  registerMultipart(app);
  const { ctx } = app;

  app.post(
    '/responder-v2/aiAssistantSetting',
    { bodyLimit, schema: { tags, consumes, body: aiAssistantSettingInputSchema, response: { 200: aiAssistantSettingSchema } } },
    async (request) => saveAiSetting(ctx, user(request), request.body, multipartFiles(request)),
  );
  app.get('/responder-v2/aiAssistantSettings', { schema: { tags, response: { 200: aiAssistantSettingListSchema } } }, async (request) => listAiSettings(ctx, user(request)));
  app.get('/responder-v2/aiAssistantSetting', { schema: { tags, querystring: aiSettingQuerySchema, response: { 200: aiAssistantSettingSchema } } }, async (request) =>
    getAiSetting(ctx, user(request), request.query.id),
  );
  app.delete('/responder-v2/aiAssistantSetting', { schema: { tags, querystring: aiSettingQuerySchema, response: { 200: okSchema } } }, async (request) => {
    await deleteAiSetting(ctx, user(request), request.query.id);
    return { message: 'ok' };
  });
  app.post(
    '/responder-v2/aiAssistantSetting/demo',
    { bodyLimit, schema: { tags, consumes, body: aiDemoRequestSchema, response: { 200: aiDemoAnswerSchema } } },
    async (request) => demoAiSetting(ctx, user(request), request.body, multipartFiles(request)),
  );
};
