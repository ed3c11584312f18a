// How one attached file looks in the compose form and the library picker: an image's thumbnail
// (fetched with the session header as a blob, decision 18) or, for audio, a note;
// AttachmentSummary adds the name, size and duration beside it.
import { Box, Center, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CreativeAttachment } from '@domain/creatives';
import { useTranslation } from '@web/i18n';
import { formatBytes, formatDuration, useObjectUrl } from '@web/ui';
import { fetchAttachmentBlob } from './content-api';

type Shown = Pick<CreativeAttachment, 'id' | 'fileName' | 'kind' | 'durationMs' | 'sizeBytes'>;

function ImageThumb({ file }: { file: Shown }) {
  const { t } = useTranslation();
  const { url, failed } = useObjectUrl((signal) => fetchAttachmentBlob(file.id, signal), file.id);
  if (failed) return <Box boxSize="12" borderWidth="1px" rounded="sm" title={t('The preview could not be loaded')} />;
  if (!url) return <Skeleton boxSize="12" rounded="sm" />;
  return <Image src={url} alt={t('Thumbnail of {{name}}', { name: file.fileName })} boxSize="12" objectFit="cover" rounded="sm" borderWidth="1px" />;
}

export function AttachmentThumb({ file }: { file: Shown }) {
  const { t } = useTranslation();
  if (file.kind === 'image') return <ImageThumb file={file} />;
  return (
    <Center boxSize="12" rounded="sm" borderWidth="1px" bg="bg.muted" role="img" aria-label={t('Audio')}>
      <Text aria-hidden textStyle="xl">
        ♪
      </Text>
    </Center>
  );
}

/** The thumbnail with the file's name, size and duration, filling the row's free width. */
export function AttachmentSummary({ file }: { file: Shown }) {
  return (
    <>
      <AttachmentThumb file={file} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {file.fileName}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {formatBytes(file.sizeBytes)}
          {file.durationMs === null ? '' : ` · ${formatDuration(file.durationMs / 1000)}`}
        </Text>
      </Stack>
    </>
  );
}
