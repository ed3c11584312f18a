// Media files (000 §2 "/media, /media/storage", §5 "Media file types", 001 §5): the types a user may
// upload, checked by content on the server; the voicemail limit of 60 s; the per-user storage quota;
// the schemas the list, the storage page, the pickers of other areas and the server's routes share.
import { z } from 'zod';
import { messages } from './messages';
import { queryInt } from './query';

/** The spec's file types, by name (000 §5). */
export const MEDIA_FILE_TYPES = ['mp3', 'jpg', 'jpeg', 'gif', 'png', 'wav'] as const;
/** The spec's audio types, as MIME subtypes of audio/ (000 §5, 001 §5). */
export const AUDIO_TYPES = ['wav', 'mpeg', 'aac', 'aacp', 'ogg', 'webm', 'x-caf', 'flac'] as const;

export const mediaKindSchema = z.enum(['image', 'audio']);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/**
 * What a file's content may be, by the extension file-type detects: its kind and the content type it
 * is served back with. The name must end in one of these extensions too.
 */
export const MEDIA_CONTENT_TYPES: Record<string, { kind: MediaKind; mime: string }> = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  gif: { kind: 'image', mime: 'image/gif' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  wav: { kind: 'audio', mime: 'audio/wav' },
  aac: { kind: 'audio', mime: 'audio/aac' },
  ogg: { kind: 'audio', mime: 'audio/ogg' },
  opus: { kind: 'audio', mime: 'audio/ogg' },
  webm: { kind: 'audio', mime: 'audio/webm' },
  caf: { kind: 'audio', mime: 'audio/x-caf' },
  flac: { kind: 'audio', mime: 'audio/flac' },
};

/** Name endings the file picker offers and the server accepts: the spec's types and audio types. */
export const MEDIA_EXTENSIONS = ['mp3', 'jpg', 'jpeg', 'gif', 'png', 'wav', 'aac', 'aacp', 'ogg', 'webm', 'caf', 'flac'] as const;

/** Audio for voicemail longer than this is flagged as too long (000 §5, 001 §5). */
export const VOICEMAIL_MAX_SECONDS = 60;
/** Each user's storage; the spec leaves it open, docs/decisions/0018 says why this size. */
export const MEDIA_QUOTA_BYTES = 500 * 1024 * 1024;
/** One file at most; an MMS or a voicemail never needs more. */
export const MEDIA_MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MEDIA_PAGE_SIZES = [20, 50, 100] as const;

const typesText = `${MEDIA_FILE_TYPES.join(', ')}; audio ${AUDIO_TYPES.join(', ')}`;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const mediaMessages = {
  typeByName: (name: string) => `${name}: only these types can be uploaded: ${typesText}`,
  typeByContent: (name: string, found: string | null) =>
    `${name} is not a real media file of these types: ${typesText}; ${found ? `its content is ${found}` : 'its content was not recognised'}`,
  unreadable: (name: string) => `${name} could not be read as audio or image; it may be damaged`,
  empty: (name: string) => `${name} is empty`,
  tooBig: (name: string) => `${name} is larger than ${mb(MEDIA_MAX_FILE_BYTES)}, the most one file may be`,
  quota: (name: string, leftBytes: number) =>
    `Not enough storage for ${name}: ${mb(Math.max(0, leftBytes))} of your ${mb(MEDIA_QUOTA_BYTES)} is left. Delete files on the Storage page to make room.`,
  interrupted: 'The upload was interrupted; try again',
  missing: 'Media is not existed',
  inUse: (name: string, by: string) => `${name} is used by ${by}; remove it there first`,
  tooLong: `Too long for voicemail (over ${VOICEMAIL_MAX_SECONDS} s)`,
} as const;

export const mediaFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  kind: mediaKindSchema,
  /** The content type found in the file's bytes, which it is served back with. */
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Seconds, measured on upload (audio only). */
  durationSeconds: z.number().nullable(),
  /** Audio over 60 s: too long for voicemail. */
  tooLongForVoicemail: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaListQuerySchema = z.object({
  kind: mediaKindSchema.optional(),
  search: z.string().trim().max(200, `Search ${messages.maxChars(200)}`).optional(),
  limit: queryInt({ min: 1, max: 100, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});
export const mediaListSchema = z.object({ items: z.array(mediaFileSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

export const uploadMediaQuerySchema = z.object({
  fileName: z.string({ error: messages.required('File name') }).trim().min(1, messages.required('File name')).max(255, `File name ${messages.maxChars(255)}`),
});

export const deleteMediaSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: messages.required('Ids') }).min(1, messages.required('Ids')).max(200, 'Ids: at most 200 at a time'),
});

export const mediaStorageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  files: z.number().int(),
  byKind: z.array(z.object({ kind: mediaKindSchema, files: z.number().int(), bytes: z.number().int() })),
  byType: z.array(z.object({ contentType: z.string(), files: z.number().int(), bytes: z.number().int() })),
});
export type MediaStorage = z.infer<typeof mediaStorageSchema>;

/** An allowed name ending, or null. */
export function mediaExtension(fileName: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

export const isTooLongForVoicemail = (seconds: number | null) => seconds !== null && seconds > VOICEMAIL_MAX_SECONDS;
