// The preview cell of a media row: an image's thumbnail, scaled to fit the row, or an audio player.
// The player loads the file only when asked (Play), so a page of long recordings costs nothing
// until one is played.
import { useState } from 'react';
import { Box, IconButton, Image, Skeleton } from '@chakra-ui/react';
import type { MediaFile } from '@domain/media';
import { useTranslation } from '@web/i18n';
import { PlayIcon } from './media-icons';
import { useMediaUrl } from './use-media-url';

function Thumbnail({ file }: { file: MediaFile }) {
  const { t } = useTranslation();
  const { url, failed } = useMediaUrl(file.id);
  if (failed) return <Box boxSize="9" borderWidth="1px" rounded="sm" title={t('The preview could not be loaded')} />;
  if (!url) return <Skeleton boxSize="9" rounded="sm" />;
  return <Image src={url} alt={t('Thumbnail of {{name}}', { name: file.fileName })} boxSize="9" objectFit="cover" rounded="sm" borderWidth="1px" />;
}

function AudioPlayer({ file }: { file: MediaFile }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const { url, failed } = useMediaUrl(file.id, wanted);
  if (!wanted || failed) {
    return (
      <IconButton size="sm" variant="outline" aria-label={t('Play {{name}}', { name: file.fileName })} onClick={() => setWanted(true)} colorPalette={failed ? 'red' : undefined}>
        <PlayIcon />
      </IconButton>
    );
  }
  if (!url) return <Skeleton h="8" w="48" rounded="full" />;
  // A voicemail recording has no caption track to offer.
  return <audio src={url} controls autoPlay aria-label={t('Player of {{name}}', { name: file.fileName })} style={{ height: '2.25rem', width: '14rem' }} />;
}

export function MediaPreview({ file }: { file: MediaFile }) {
  return file.kind === 'image' ? <Thumbnail file={file} /> : <AudioPlayer file={file} />;
}
