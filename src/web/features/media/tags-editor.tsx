// The tag list of an audio-builder config (000 §3 "Audio config"): the tags in play order, each
// with what it plays. [Greeting] and [Main Audio] play an audio file or a media group (one select
// offers both); [First Name] is spoken by text-to-speech when sending, so it has nothing to pick.
// [Main Audio] is fixed and kept last: it cannot move or be removed, and added tags go before it.
import { Badge, Box, Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { AUDIO_TAGS, FIRST_NAME_TAG, MAIN_AUDIO_TAG, type AudioTag, type AudioTagName, type MediaGroup } from '@domain/audio-builder';
import type { MediaFile } from '@domain/media';
import { tMessage, useTranslation } from '@web/i18n';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '@web/ui/icons';
import { formatDuration } from './media-formats';

export type ConfigValues = { name: string; useConfigAudio: boolean; tags: AudioTag[] };

const sourceValue = (tag: AudioTag) => (tag.mediaId !== null ? `m:${tag.mediaId}` : tag.mediaGroupId !== null ? `g:${tag.mediaGroupId}` : '');

function bind(tag: AudioTag, value: string): AudioTag {
  const id = Number(value.slice(2));
  if (value.startsWith('m:')) return { ...tag, mediaId: id, mediaGroupId: null };
  if (value.startsWith('g:')) return { ...tag, mediaId: null, mediaGroupId: id };
  return { ...tag, mediaId: null, mediaGroupId: null };
}

export function TagsEditor({ audio, groups }: { audio: readonly MediaFile[]; groups: readonly MediaGroup[] }) {
  const { t } = useTranslation();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ConfigValues>();
  const tags = values.tags;
  const setTags = (next: AudioTag[]) => void setFieldValue('tags', next);
  const move = (from: number, to: number) => {
    const next = [...tags];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setTags(next);
  };
  const add = (tag: AudioTagName) => {
    const at = tags.findIndex((x) => x.tag === MAIN_AUDIO_TAG);
    const next = [...tags];
    next.splice(at < 0 ? next.length : at, 0, { tag, mediaId: null, mediaGroupId: null });
    setTags(next);
  };
  const missing = AUDIO_TAGS.filter((tag) => tag !== MAIN_AUDIO_TAG && !tags.some((x) => x.tag === tag));
  const listError = submitCount > 0 && typeof errors.tags === 'string' ? errors.tags : null;

  return (
    <Stack gap="3">
      <Text fontWeight="medium" textStyle="sm">
        {t('Tags, in play order')}
      </Text>
      {tags.map((tag, index) => {
        const fixed = tag.tag === MAIN_AUDIO_TAG;
        const error = submitCount > 0 ? getIn(errors, `tags.${index}`) : undefined;
        const label = t('Audio for {{tag}}', { tag: tag.tag });
        return (
          <Box key={tag.tag} borderWidth="1px" rounded="md" p="3">
            <HStack gap="3" wrap="wrap">
              <Badge colorPalette={fixed ? 'accent' : 'gray'} variant="subtle" minW="28" justifyContent="center">
                {tag.tag}
              </Badge>
              {tag.tag === FIRST_NAME_TAG ? (
                <Text flex="1" textStyle="sm" color="fg.muted">
                  {t('Spoken by text-to-speech when sending')}
                </Text>
              ) : (
                <NativeSelect.Root flex="1" minW="48" size="sm">
                  <NativeSelect.Field aria-label={label} value={sourceValue(tag)} onChange={(e) => setTags(tags.map((x, i) => (i === index ? bind(x, e.currentTarget.value) : x)))}>
                    <option value="">{t('Choose an audio file or a media group')}</option>
                    <optgroup label={t('Audio files')}>
                      {audio.map((m) => (
                        <option key={m.id} value={`m:${m.id}`}>
                          {m.fileName} ({formatDuration(m.durationSeconds ?? 0)})
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label={t('Media groups')}>
                      {groups.map((g) => (
                        <option key={g.id} value={`g:${g.id}`}>
                          {g.name}
                        </option>
                      ))}
                    </optgroup>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
              {fixed ? (
                <Text textStyle="xs" color="fg.muted">
                  {t('Fixed, always last')}
                </Text>
              ) : (
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={t('Move {{tag}} up', { tag: tag.tag })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('Move {{tag}} down', { tag: tag.tag })}
                    disabled={tags[index + 1]?.tag === MAIN_AUDIO_TAG || index === tags.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" aria-label={t('Remove {{tag}}', { tag: tag.tag })} onClick={() => setTags(tags.filter((_, i) => i !== index))}>
                    <CloseIcon />
                  </IconButton>
                </HStack>
              )}
            </HStack>
            {typeof error === 'string' && (
              <Text color="fg.error" textStyle="sm" mt="2">
                {tMessage(error)}
              </Text>
            )}
          </Box>
        );
      })}
      {listError && (
        <Text color="fg.error" textStyle="sm">
          {tMessage(listError)}
        </Text>
      )}
      {missing.length > 0 && (
        <HStack gap="2">
          {missing.map((tag) => (
            <Button key={tag} size="xs" variant="outline" onClick={() => add(tag)}>
              {t('Add {{tag}}', { tag })}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
