// Above the canvas while a revision is open: which revision it is (read-only), what changed
// against the document being edited (nodes added, removed and changed since it was published, by
// label), and the way to restore it or go back to editing.
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Revision } from '@domain/responder-api';
import { useTranslation } from '@web/i18n';
import { formatWhen } from '@web/ui';
import { hasChanges, type NodeChange, type RevisionDiff } from './revision-diff';

function ChangeLine({ label, changes }: { label: string; changes: readonly NodeChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Text textStyle="sm">
      <Text as="span" fontWeight="semibold">
        {t(label, { count: changes.length })}
      </Text>{' '}
      {changes.map((c) => c.label).join(', ')}
    </Text>
  );
}

export function RevisionBanner({ revision, diff, onRestore, onBack }: { revision: Revision; diff: RevisionDiff; onRestore: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" alignItems="flex-start" role="region" aria-label={t('Revision {{n}}', { n: revision.number })}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t('Revision {{n}}, published {{when}}: read-only', { n: revision.number, when: formatWhen(revision.createdAt) })}
        </Alert.Title>
        <Stack gap="0.5" mt="1">
          {hasChanges(diff) ? (
            <>
              <Text textStyle="sm">{t('Since this revision, the responder being edited has:')}</Text>
              <ChangeLine label="{{count}} added:" changes={diff.added} />
              <ChangeLine label="{{count}} removed:" changes={diff.removed} />
              <ChangeLine label="{{count}} changed:" changes={diff.changed} />
            </>
          ) : (
            <Text textStyle="sm">{t('The responder being edited is the same as this revision.')}</Text>
          )}
        </Stack>
      </Alert.Content>
      <Flex gap="2" flexShrink={0}>
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('Back to editing')}
        </Button>
        <Button size="sm" colorPalette="accent" onClick={onRestore} disabled={!hasChanges(diff)}>
          {t('Restore this revision')}
        </Button>
      </Flex>
    </Alert.Root>
  );
}
