// A few example messages of one error (issue 11), loaded when its row opens and cancelled when it
// closes: the recipient partly hidden, the DID that sent it, the route, the campaign (to its
// monitoring row) and when the carrier reported it.
import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatWhen, useLoad } from '@web/ui';
import { getErrorExamples } from './error-tracker-api';

type Props = { code: number; from: string; to: string };

export function ErrorExamples({ code, from, to }: Props) {
  const { t } = useTranslation();
  const examples = useLoad((signal) => getErrorExamples({ code: String(code), from, to }, signal), [code, from, to]);
  if (examples.failed) return <EmptyState title="The examples could not be loaded" onRetry={examples.retry} />;
  if (!examples.data) return <LoadingSkeleton lines={3} />;
  if (examples.data.items.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('No example messages are left for this error.')}
      </Text>
    );
  }
  return (
    <Table.Root size="sm" variant="outline" aria-label={t('Example messages')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('Phone')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('DID')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Route')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Campaign')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Reported at')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {examples.data.items.map((e) => (
          <Table.Row key={e.id}>
            <Table.Cell fontFamily="mono">{e.phone}</Table.Cell>
            <Table.Cell>{e.did ?? '—'}</Table.Cell>
            <Table.Cell>{e.routeName ?? '—'}</Table.Cell>
            <Table.Cell>
              <ChakraLink asChild color="accent.fg">
                <Link to={`/monitoring?campaignId=${e.campaignId}`}>{e.campaignName}</Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatWhen(e.at)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
