// Delivered and failed per recipient carrier: a read of one campaign's messages (the series have no
// carrier), so it is offered once a campaign is chosen, never over all of them.
import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { formatCount, formatPercent, ratePercent } from '@domain/stats-format';
import { useTranslation } from '@web/i18n';
import { LoadingSkeleton, useLoad } from '@web/ui';
import { getCarrierStats } from './stats-api';

export function CarrierPanel({ cpId, from, to }: { cpId: number | null; from: string; to: string }) {
  const { t } = useTranslation();
  const carriers = useLoad((signal) => (cpId === null ? Promise.resolve(null) : getCarrierStats({ cpId, from, to }, signal)), [cpId, from, to]);
  const items = carriers.data?.items ?? [];
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('Carriers')}
        </Heading>
        {cpId === null ? (
          <Text textStyle="sm" color="fg.muted">
            {t('Choose a campaign to see delivered and failed messages by carrier.')}
          </Text>
        ) : carriers.loading ? (
          <LoadingSkeleton lines={3} />
        ) : items.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('No messages of this campaign in the range.')}
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t('Carriers')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Carrier')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Sent')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Delivered')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Failed')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Delivery rate')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((c) => (
                <Table.Row key={c.carrier ?? ''}>
                  <Table.Cell>{c.carrier ?? t('Unknown carrier')}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(c.sent)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(c.delivered)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(c.failed)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPercent(ratePercent(c.delivered, c.sent))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
