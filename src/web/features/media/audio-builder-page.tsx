// /media/audio-builder: the configs campaigns and responders play (their tags in order, each with
// what it plays) and the media groups tags can play from. Each list has its create button; a card
// edits or deletes (after a confirmation) its config or group.
import { useState } from 'react';
import { Badge, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AudioBuilderConfig, AudioTag, MediaGroup } from '@domain/audio-builder';
import type { MediaFile } from '@domain/media';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, PageHeader, notify, useLoad } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { AudioConfigDialog } from './audio-config-dialog';
import { deleteAudioBuilderConfig, deleteMediaGroup, listAudioBuilderConfigs, listMedia, listMediaGroups } from './media-api';
import { formatDuration } from './media-formats';
import { MediaGroupDialog } from './media-group-dialog';
import { MediaTabs } from './media-tabs';

type Editing<T> = { item: T | null } | null;
type Deleting = { kind: 'config'; item: AudioBuilderConfig } | { kind: 'group'; item: MediaGroup } | null;

async function loadAll(signal: AbortSignal) {
  const [configs, groups, audio] = await Promise.all([listAudioBuilderConfigs(signal), listMediaGroups(signal), listMedia({ kind: 'audio', limit: 100, offset: 0 }, signal)]);
  return { configs: configs.items, groups: groups.items, audio: audio.items };
}

function bindingText(tag: AudioTag, audio: readonly MediaFile[], groups: readonly MediaGroup[], t: (key: string, p?: Record<string, string>) => string) {
  if (tag.mediaId !== null) return audio.find((m) => m.id === tag.mediaId)?.fileName ?? `#${tag.mediaId}`;
  if (tag.mediaGroupId !== null) return t('group {{name}}', { name: groups.find((g) => g.id === tag.mediaGroupId)?.name ?? `#${tag.mediaGroupId}` });
  return t('text-to-speech');
}

function SectionHeader({ title, action, onAction }: { title: string; action: string; onAction: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between">
      <Heading as="h2" size="md">
        {t(title)}
      </Heading>
      <Button size="sm" colorPalette="accent" onClick={onAction}>
        <PlusIcon />
        {t(action)}
      </Button>
    </HStack>
  );
}

function CardActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Footer gap="2" justifyContent="flex-end">
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('Edit {{name}}', { name })}>
        {t('Edit')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={t('Delete {{name}}', { name })}>
        {t('Delete')}
      </Button>
    </Card.Footer>
  );
}

export function AudioBuilderPage() {
  const { t } = useTranslation();
  const { data, failed, retry } = useLoad(loadAll, []);
  const [editConfig, setEditConfig] = useState<Editing<AudioBuilderConfig>>(null);
  const [editGroup, setEditGroup] = useState<Editing<MediaGroup>>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const audio = data?.audio ?? [];
  const groups = data?.groups ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    // A group a config plays from is refused (409): the api client's toast says which config.
    if (deleting.kind === 'config') await deleteAudioBuilderConfig(deleting.item.id);
    else await deleteMediaGroup(deleting.item.id);
    notify({ type: 'success', description: 'Deleted' });
    retry();
  };

  return (
    <Stack gap="4">
      <PageHeader title="Audio builder" description="Voice messages built from tags: [Greeting], [First Name] and [Main Audio], which is always last." />
      <MediaTabs />
      {failed ? (
        <EmptyState title="The audio builder could not be loaded" onRetry={retry} />
      ) : !data ? (
        <LoadingSkeleton />
      ) : (
        <Stack gap="8">
          <Stack gap="3" as="section" aria-label={t('Audio configs')}>
            <SectionHeader title="Audio configs" action="Create audio config" onAction={() => setEditConfig({ item: null })} />
            {data.configs.length === 0 ? (
              <EmptyState title="No audio configs yet" description="A config sets what a voice message plays, tag by tag." />
            ) : (
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
                {data.configs.map((config) => (
                  <Card.Root key={config.id} size="sm" aria-label={config.name}>
                    <Card.Body gap="2">
                      <Text fontWeight="semibold">{config.name}</Text>
                      <Stack gap="1">
                        {config.tags.map((tag) => (
                          <HStack key={tag.tag} gap="2">
                            <Badge variant="subtle" colorPalette={tag.tag === '[Main Audio]' ? 'accent' : 'gray'}>
                              {tag.tag}
                            </Badge>
                            <Text textStyle="sm" color="fg.muted" truncate>
                              {bindingText(tag, audio, groups, t)}
                            </Text>
                          </HStack>
                        ))}
                      </Stack>
                    </Card.Body>
                    <CardActions name={config.name} onEdit={() => setEditConfig({ item: config })} onDelete={() => setDeleting({ kind: 'config', item: config })} />
                  </Card.Root>
                ))}
              </SimpleGrid>
            )}
          </Stack>

          <Stack gap="3" as="section" aria-label={t('Media groups')}>
            <SectionHeader title="Media groups" action="Create media group" onAction={() => setEditGroup({ item: null })} />
            {groups.length === 0 ? (
              <EmptyState title="No media groups yet" description="A media group is a named list of audio files; a tag can play one of them." />
            ) : (
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
                {groups.map((group) => (
                  <Card.Root key={group.id} size="sm" aria-label={group.name}>
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{group.name}</Text>
                      {group.items.map((m) => (
                        <Text key={m.id} textStyle="sm" color="fg.muted" truncate>
                          {m.fileName} · {formatDuration(m.durationSeconds ?? 0)}
                        </Text>
                      ))}
                    </Card.Body>
                    <CardActions name={group.name} onEdit={() => setEditGroup({ item: group })} onDelete={() => setDeleting({ kind: 'group', item: group })} />
                  </Card.Root>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      )}

      <AudioConfigDialog
        open={editConfig !== null}
        config={editConfig?.item ?? null}
        audio={audio}
        groups={groups}
        onClose={() => setEditConfig(null)}
        onSaved={() => {
          setEditConfig(null);
          retry();
        }}
      />
      <MediaGroupDialog
        open={editGroup !== null}
        group={editGroup?.item ?? null}
        audio={audio}
        onClose={() => setEditGroup(null)}
        onSaved={() => {
          setEditGroup(null);
          retry();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'group' ? 'Delete media group' : 'Delete audio config'}
        message={t('Delete {{name}}? This cannot be undone.', { name: deleting?.item.name ?? '' })}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
