// /media-groups/* and /audio-builder/configs/* (issue 7): the audio builder's media groups and the
// configs campaigns and responders play. Every call is scoped to the signed-in user; another
// user's group or config answers 404.
import {
  audioBuilderConfigInputSchema,
  audioBuilderConfigListSchema,
  audioBuilderConfigSchema,
  mediaGroupInputSchema,
  mediaGroupListSchema,
  mediaGroupSchema,
  pageQuerySchema,
} from '@domain/audio-builder';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireAuth } from '../../http/guards';
import { idParam } from '../../http/id-param';
import {
  createAudioBuilderConfig,
  deleteAudioBuilderConfig,
  getAudioBuilderConfig,
  listAudioBuilderConfigs,
  updateAudioBuilderConfig,
} from './configs-service';
import { createMediaGroup, deleteMediaGroup, getMediaGroup, listMediaGroups, updateMediaGroup } from './media-groups-service';

const tags = ['media'];
const group = z.object({ groupId: idParam });
const config = z.object({ configId: idParam });
const ok = z.object({ ok: z.literal(true) });
const user = (request: FastifyRequest) => getAuth(request).user.id;

export const audioBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/media-groups', { schema: { tags, querystring: pageQuerySchema, response: { 200: mediaGroupListSchema } } }, async (request) =>
    listMediaGroups(app.ctx, user(request), request.query),
  );
  app.post('/media-groups', { schema: { tags, body: mediaGroupInputSchema, response: { 200: mediaGroupSchema } } }, async (request) =>
    createMediaGroup(app.ctx, user(request), request.body),
  );
  app.get('/media-groups/:groupId', { schema: { tags, params: group, response: { 200: mediaGroupSchema } } }, async (request) =>
    getMediaGroup(app.ctx, user(request), request.params.groupId),
  );
  app.put('/media-groups/:groupId', { schema: { tags, params: group, body: mediaGroupInputSchema, response: { 200: mediaGroupSchema } } }, async (request) =>
    updateMediaGroup(app.ctx, user(request), request.params.groupId, request.body),
  );
  app.delete('/media-groups/:groupId', { schema: { tags, params: group, response: { 200: ok } } }, async (request) => {
    await deleteMediaGroup(app.ctx, user(request), request.params.groupId);
    return { ok: true as const };
  });

  app.get('/audio-builder/configs', { schema: { tags, querystring: pageQuerySchema, response: { 200: audioBuilderConfigListSchema } } }, async (request) =>
    listAudioBuilderConfigs(app.ctx, user(request), request.query),
  );
  app.post('/audio-builder/configs', { schema: { tags, body: audioBuilderConfigInputSchema, response: { 200: audioBuilderConfigSchema } } }, async (request) =>
    createAudioBuilderConfig(app.ctx, user(request), request.body),
  );
  app.get('/audio-builder/configs/:configId', { schema: { tags, params: config, response: { 200: audioBuilderConfigSchema } } }, async (request) =>
    getAudioBuilderConfig(app.ctx, user(request), request.params.configId),
  );
  app.put(
    '/audio-builder/configs/:configId',
    { schema: { tags, params: config, body: audioBuilderConfigInputSchema, response: { 200: audioBuilderConfigSchema } } },
    async (request) => updateAudioBuilderConfig(app.ctx, user(request), request.params.configId, request.body),
  );
  app.delete('/audio-builder/configs/:configId', { schema: { tags, params: config, response: { 200: ok } } }, async (request) => {
    await deleteAudioBuilderConfig(app.ctx, user(request), request.params.configId);
    return { ok: true as const };
  });
};
