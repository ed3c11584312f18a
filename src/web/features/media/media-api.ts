// The media calls (base /api/v1), typed by the zod schemas of src/domain/media.ts and
// src/domain/audio-builder.ts that the server validates with. Files are fetched as blobs through the
// one axios instance (it adds the session header) and shown through object URLs: see
// docs/decisions/0018-media-files.md for why not a plain <img src>.
import { z } from 'zod';
import {
  audioBuilderConfigListSchema,
  audioBuilderConfigSchema,
  mediaGroupListSchema,
  mediaGroupSchema,
  type AudioBuilderConfig,
  type AudioBuilderConfigInput,
  type AudioBuilderConfigList,
  type MediaGroup,
  type MediaGroupInput,
  type MediaGroupList,
} from '@domain/audio-builder';
import { mediaFileSchema, mediaListSchema, mediaStorageSchema, type MediaFile, type MediaKind, type MediaList, type MediaStorage } from '@domain/media';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';
import { postFile } from '@web/api/post-file';

const quiet = { ignoreShowMessage: true } as const;

export type MediaListQuery = { limit: number; offset: number; kind?: MediaKind; search?: string };

export async function listMedia(query: MediaListQuery, signal?: AbortSignal): Promise<MediaList> {
  const params = { limit: query.limit, offset: query.offset, kind: query.kind || undefined, search: query.search || undefined };
  const { data } = await api.get<unknown>('/media', { params, signal });
  return parseAnswer(mediaListSchema, data);
}

/** One file as the body; the dialog shows a refusal under the file (no toast). */
export async function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<MediaFile> {
  return parseAnswer(mediaFileSchema, await postFile('/media/uploads', file, {}, onProgress, signal));
}

export async function deleteMedia(ids: readonly number[]): Promise<number> {
  const { data } = await api.post<unknown>('/media/delete', { ids });
  return parseAnswer(z.object({ deleted: z.number().int() }), data).deleted;
}

export async function getMediaStorage(signal?: AbortSignal): Promise<MediaStorage> {
  const { data } = await api.get<unknown>('/media/storage', { signal });
  return parseAnswer(mediaStorageSchema, data);
}

/** The file's bytes, with the session header; a failure shows nothing (the preview says so itself). */
export async function fetchMediaBlob(mediaId: number, signal?: AbortSignal): Promise<Blob> {
  const { data } = await api.get<Blob>(`/media/${mediaId}/file`, { responseType: 'blob', signal, ...quiet });
  return data;
}

export async function listMediaGroups(signal?: AbortSignal): Promise<MediaGroupList> {
  const { data } = await api.get<unknown>('/media-groups', { params: { limit: 100 }, signal });
  return parseAnswer(mediaGroupListSchema, data);
}

export async function saveMediaGroup(groupId: number | null, body: MediaGroupInput): Promise<MediaGroup> {
  const { data } = groupId === null ? await api.post<unknown>('/media-groups', body, quiet) : await api.put<unknown>(`/media-groups/${groupId}`, body, quiet);
  return parseAnswer(mediaGroupSchema, data);
}

export async function deleteMediaGroup(groupId: number): Promise<void> {
  await api.delete(`/media-groups/${groupId}`);
}

export async function listAudioBuilderConfigs(signal?: AbortSignal): Promise<AudioBuilderConfigList> {
  const { data } = await api.get<unknown>('/audio-builder/configs', { params: { limit: 100 }, signal });
  return parseAnswer(audioBuilderConfigListSchema, data);
}

export async function saveAudioBuilderConfig(configId: number | null, body: AudioBuilderConfigInput): Promise<AudioBuilderConfig> {
  const { data } =
    configId === null ? await api.post<unknown>('/audio-builder/configs', body, quiet) : await api.put<unknown>(`/audio-builder/configs/${configId}`, body, quiet);
  return parseAnswer(audioBuilderConfigSchema, data);
}

export async function deleteAudioBuilderConfig(configId: number): Promise<void> {
  await api.delete(`/audio-builder/configs/${configId}`);
}
