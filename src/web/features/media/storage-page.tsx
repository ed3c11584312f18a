// /media/storage: how much of the user's storage quota the media files use, in a bar with its
// percent, and the files counted by kind (images, audio) and by the type their bytes proved. A full
// store refuses uploads; the page says where to make room.
import { Box, Card, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { EmptyState, Figure, LoadingSkeleton, PageHeader, ProgressBar, formatCount, useLoad } from '@web/ui';
import { getMediaStorage } from './media-api';
import { formatBytes } from './media-formats';
import { MediaTabs } from './media-tabs';

export function StoragePage() {
  const { t } = useTranslation();
  const { data: storage, failed, retry } = useLoad((signal) => getMediaStorage(signal), []);
  const used = storage ? (storage.usedBytes / storage.quotaBytes) * 100 : 0;

  return (
    <Stack gap="4">
      <PageHeader title="Storage" description="The space your media files take, out of your storage quota." />
      <MediaTabs />
      {failed ? (
        <EmptyState title="The storage use could not be loaded" onRetry={retry} />
      ) : !storage ? (
        <LoadingSkeleton />
      ) : (
        <Stack gap="5">
          <Card.Root>
            <Card.Body gap="3">
              <Heading as="h2" size="md">
                {t('{{used}} of {{quota}} used', { used: formatBytes(storage.usedBytes), quota: formatBytes(storage.quotaBytes) })}
              </Heading>
              <ProgressBar value={used} label={t('Storage used')} colorPalette={used >= 90 ? 'red' : 'accent'} />
              <HStack gap="8" wrap="wrap">
                <Figure label="Files" value={formatCount(storage.files)} />
                {storage.byKind.map((k) => (
                  <Figure key={k.kind} label={k.kind === 'image' ? 'Images' : 'Audio'} value={`${formatCount(k.files)} · ${formatBytes(k.bytes)}`} />
                ))}
                <Figure label="Free" value={formatBytes(Math.max(0, storage.quotaBytes - storage.usedBytes))} />
              </HStack>
              {used >= 90 && (
                <Text color="fg.error" textStyle="sm">
                  {t('Your storage is nearly full: delete files you no longer use on the Media page.')}{' '}
                  <Link to="/media">{t('Go to Media')}</Link>
                </Text>
              )}
            </Card.Body>
          </Card.Root>
          {storage.byType.length > 0 && (
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={t('Files by type')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('Type')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Files')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('Size')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {storage.byType.map((row) => (
                    <Table.Row key={row.contentType}>
                      <Table.Cell>{row.contentType}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(row.files)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatBytes(row.bytes)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
