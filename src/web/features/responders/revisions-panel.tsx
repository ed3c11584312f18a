// Revisions (issue 8): every publish keeps one. The panel lists them, newest first; opening one
// shows it read-only on the canvas with what changed against the document being edited (nodes
// added, removed and changed since), and restore brings it back as an undoable edit.
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Revision, RevisionSummary } from '@domain/responder-api';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatWhen, showRefusal, useLoad } from '@web/ui';
import { getRevision, listRevisions } from './editor-api';
import { placedForViewing } from './lay-out';

export interface RevisionsPanelProps {
  responderId: number;
  /** The latest revision number the responder holds: a new publish reloads the list. */
  latest: number | null;
  opened: Revision | null;
  onOpen: (revision: Revision | null) => void;
  onClose: () => void;
}

export function RevisionsPanel({ responderId, latest, opened, onOpen, onClose }: RevisionsPanelProps) {
  const { t } = useTranslation();
  const { data: revisions, loading, failed, retry } = useLoad((signal) => listRevisions(responderId, signal), [responderId, latest]);
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (summary: RevisionSummary) => {
    setOpening(summary.id);
    try {
      const revision = await getRevision(responderId, summary.id);
      onOpen({ ...revision, document: await placedForViewing(revision.document) });
    } catch (error) {
      showRefusal(error);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack as="section" aria-label={t('Revisions')} gap="3" h="full" minH="0">
      <Flex align="center" justify="space-between">
        <Heading as="h2" size="sm">
          {t('Revisions')}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>
          {t('Close')}
        </Button>
      </Flex>
      <Text textStyle="xs" color="fg.muted">
        {t('Every publish keeps a revision. Open one to see it and what changed since.')}
      </Text>
      <Box flex="1" minH="0" overflowY="auto">
        {failed ? (
          <EmptyState title="The revisions could not be loaded" onRetry={retry} />
        ) : loading && !revisions ? (
          <LoadingSkeleton lines={3} />
        ) : revisions && revisions.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('No revisions yet: publish the responder to keep one.')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {(revisions ?? []).map((revision) => {
              const current = opened?.id === revision.id;
              return (
                <Flex as="li" key={revision.id} align="center" gap="2" px="2" py="1.5" rounded="md" bg={current ? 'accent.subtle' : undefined}>
                  <Box flex="1" minW="0">
                    <Text textStyle="sm" fontWeight="medium">
                      {t('Revision {{n}}', { n: revision.number })}
                      {revision.number === latest && (
                        <Badge ms="2" colorPalette="green" variant="subtle">
                          {t('Live')}
                        </Badge>
                      )}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {formatWhen(revision.createdAt)} · {t('{{count}} nodes', { count: revision.nodeCount })}
                    </Text>
                  </Box>
                  <Button
                    size="xs"
                    variant={current ? 'subtle' : 'outline'}
                    loading={opening === revision.id}
                    onClick={() => (current ? onOpen(null) : void open(revision))}
                    aria-label={current ? t('Close revision {{n}}', { n: revision.number }) : t('Open revision {{n}}', { n: revision.number })}
                  >
                    {t(current ? 'Close' : 'Open')}
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
