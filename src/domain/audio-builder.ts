// The audio builder (000 §3 "Audio config", §2 "/media/audio-builder"): media groups (named lists of
// audio files) and configs, the ordered tags a voice message is built from. The default tags are
// [Greeting], [First Name], [Main Audio]; [Main Audio] is fixed and kept last. [Greeting] and
// [Main Audio] play an audio file or one of a media group; [First Name] is spoken by text-to-speech
// at send time, so it binds nothing. Campaigns and responders read a config by id (docs/api.md).
import { z } from 'zod';
import { mediaFileSchema } from './media';
import { messages } from './messages';
import { queryInt } from './query';

export const AUDIO_TAGS = ['[Greeting]', '[First Name]', '[Main Audio]'] as const;
export const audioTagNameSchema = z.enum(AUDIO_TAGS);
export type AudioTagName = z.infer<typeof audioTagNameSchema>;
export const MAIN_AUDIO_TAG: AudioTagName = '[Main Audio]';
export const FIRST_NAME_TAG: AudioTagName = '[First Name]';

/** A media group's name: 3-200 characters, unique per user (000 §5 group names). */
export const MEDIA_GROUP_NAME_MIN = 3;
export const NAME_MAX = 200;
export const MEDIA_GROUP_MAX_FILES = 100;

export const audioBuilderMessages = {
  mainAudioLast: 'Tags: [Main Audio] is fixed and kept last',
  tagTwice: (tag: string) => `Tags: ${tag} is used twice`,
  needsAudio: (tag: string) => `Tags: choose an audio file or a media group for ${tag}`,
  notBoth: (tag: string) => `Tags: choose an audio file or a media group for ${tag}, not both`,
  firstNameNoAudio: 'Tags: [First Name] is spoken by text-to-speech when sending; it takes no audio',
  audioMissing: (tag: string) => `Tags: the audio file for ${tag} is not one of your audio files`,
  groupMissingFor: (tag: string) => `Tags: the media group for ${tag} is not existed`,
  nameExists: 'Name already existed, use another name',
  groupMissing: 'Media group is not existed',
  configMissing: 'Audio builder config is not existed',
  onlyAudio: 'Media ids: only audio files can be in a media group',
  mediaTwice: 'Media ids: each audio file can be in the group once',
  groupInUse: (group: string, config: string) => `${group} is used by the audio builder config ${config}; remove it there first`,
} as const;

const name = (min: number) =>
  z
    .string({ error: messages.required('Name') })
    .trim()
    .min(1, messages.required('Name'))
    .min(min, `Name ${messages.minChars(min)}`)
    .max(NAME_MAX, `Name ${messages.maxChars(NAME_MAX)}`);
const id = z.number().int().positive().max(2_147_483_647);

export const pageQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: 50 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});

// ---- media groups ------------------------------------------------------------------------------

export const mediaGroupInputSchema = z.object({
  name: name(MEDIA_GROUP_NAME_MIN),
  /** The group's audio files, in play order. */
  mediaIds: z
    .array(id, { error: messages.required('Media ids') })
    .min(1, 'Media ids: choose at least one audio file')
    .max(MEDIA_GROUP_MAX_FILES, `Media ids: at most ${MEDIA_GROUP_MAX_FILES} audio files`),
});
export type MediaGroupInput = z.input<typeof mediaGroupInputSchema>;

export const mediaGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(mediaFileSchema),
  createdAt: z.string(),
});
export type MediaGroup = z.infer<typeof mediaGroupSchema>;
export const mediaGroupListSchema = z.object({ items: z.array(mediaGroupSchema), total: z.number().int() });
export type MediaGroupList = z.infer<typeof mediaGroupListSchema>;

// ---- configs -----------------------------------------------------------------------------------

export const audioTagSchema = z.object({
  tag: audioTagNameSchema,
  /** An audio file of the user's, or null. */
  mediaId: id.nullable().default(null),
  /** A media group of the user's (one of its files plays), or null. */
  mediaGroupId: id.nullable().default(null),
});
export type AudioTag = z.output<typeof audioTagSchema>;

/** The spec's default tags, unbound. */
export const defaultAudioTags = (): AudioTag[] => AUDIO_TAGS.map((tag) => ({ tag, mediaId: null, mediaGroupId: null }));

export const audioBuilderConfigInputSchema = z
  .object({
    name: name(1),
    /** The spec's useConfigAudio: a send plays this config rather than a single media file. */
    useConfigAudio: z.boolean().default(true),
    tags: z.array(audioTagSchema, { error: messages.required('Tags') }).min(1, audioBuilderMessages.mainAudioLast).max(AUDIO_TAGS.length, `Tags: at most ${AUDIO_TAGS.length}, each once`),
  })
  .superRefine((config, ctx) => {
    const at = (i?: number) => (i === undefined ? ['tags'] : ['tags', i]);
    const last = config.tags[config.tags.length - 1];
    if (last && last.tag !== MAIN_AUDIO_TAG) ctx.addIssue({ code: 'custom', path: at(), message: audioBuilderMessages.mainAudioLast });
    const seen = new Set<string>();
    config.tags.forEach((t, i) => {
      if (seen.has(t.tag)) ctx.addIssue({ code: 'custom', path: at(i), message: audioBuilderMessages.tagTwice(t.tag) });
      seen.add(t.tag);
      const bound = [t.mediaId, t.mediaGroupId].filter((v) => v !== null).length;
      if (t.tag === FIRST_NAME_TAG) {
        if (bound > 0) ctx.addIssue({ code: 'custom', path: at(i), message: audioBuilderMessages.firstNameNoAudio });
      } else if (bound === 0) {
        ctx.addIssue({ code: 'custom', path: at(i), message: audioBuilderMessages.needsAudio(t.tag) });
      } else if (bound === 2) {
        ctx.addIssue({ code: 'custom', path: at(i), message: audioBuilderMessages.notBoth(t.tag) });
      }
    });
  });
export type AudioBuilderConfigInput = z.input<typeof audioBuilderConfigInputSchema>;

export const audioBuilderConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  useConfigAudio: z.boolean(),
  tags: z.array(z.object({ tag: audioTagNameSchema, mediaId: z.number().int().nullable(), mediaGroupId: z.number().int().nullable() })),
  /** The spec's fields, read off the tags: '[Greeting] [First Name] [Main Audio]'. */
  tagsString: z.string(),
  /** [Main Audio]'s file, or null when it plays from a media group. */
  mainAudioId: z.number().int().nullable(),
  enableMediaGroup: z.boolean(),
  /** [Main Audio]'s media group, or null. */
  mediaGroupId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AudioBuilderConfig = z.infer<typeof audioBuilderConfigSchema>;
export const audioBuilderConfigListSchema = z.object({ items: z.array(audioBuilderConfigSchema), total: z.number().int() });
export type AudioBuilderConfigList = z.infer<typeof audioBuilderConfigListSchema>;

/** The spec's fields derived from the tags (tagsString, mainAudioId, enableMediaGroup, mediaGroupId). */
export function specAudioFields(tags: readonly AudioTag[]) {
  const main = tags.find((t) => t.tag === MAIN_AUDIO_TAG);
  return {
    tagsString: tags.map((t) => t.tag).join(' '),
    mainAudioId: main?.mediaId ?? null,
    enableMediaGroup: (main?.mediaGroupId ?? null) !== null,
    mediaGroupId: main?.mediaGroupId ?? null,
  };
}
