// The columns of the media list (000 §2 "/media"): the preview (thumbnail or player), the name, the
// type its bytes proved, size, duration with the voicemail flag (over 60 s, 000 §5), an image's
// width x height, and when it was uploaded.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { mediaMessages, type MediaFile } from '@domain/media';
import type { Translate } from '@web/i18n';
import type { DataTableColumn } from '@web/ui';
import { formatWhen } from '@web/ui';
import { formatBytes, formatDuration } from './media-formats';
import { MediaPreview } from './media-preview';

export function mediaColumns(t: Translate): DataTableColumn<MediaFile>[] {
  return [
    { key: 'preview', header: 'Preview', width: '60', cell: (m) => <MediaPreview file={m} /> },
    {
      key: 'fileName',
      header: 'Name',
      cell: (m) => (
        <Text truncate maxW="xs" title={m.fileName}>
          {m.fileName}
        </Text>
      ),
    },
    { key: 'contentType', header: 'Type', cell: (m) => m.contentType },
    { key: 'size', header: 'Size', align: 'end', cell: (m) => formatBytes(m.sizeBytes) },
    {
      key: 'duration',
      header: 'Duration',
      cell: (m) =>
        m.durationSeconds === null ? (
          '—'
        ) : (
          <HStack gap="2">
            <Text>{formatDuration(m.durationSeconds)}</Text>
            {m.tooLongForVoicemail && (
              <Badge colorPalette="orange" variant="subtle">
                {t(mediaMessages.tooLong)}
              </Badge>
            )}
          </HStack>
        ),
    },
    { key: 'dimensions', header: 'Dimensions', cell: (m) => (m.width !== null && m.height !== null ? `${m.width} × ${m.height}` : '—') },
    { key: 'createdAt', header: 'Uploaded on', cell: (m) => formatWhen(m.createdAt) },
  ];
}
