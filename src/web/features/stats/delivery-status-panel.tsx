// The shown campaigns' messages by delivery status (001 §3: Delivered, Other Failures, Initial
// Fail, Failed, Sent), each with its share; read from the campaigns' counters over their whole
// send (decision 33), so the card says so.
import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import type { DeliveryStatusCount } from '@domain/stats';
import { formatCount, formatPercent, ratePercent } from '@domain/stats-format';
import { useTranslation } from '@web/i18n';

export function DeliveryStatusPanel({ statuses }: { statuses: readonly DeliveryStatusCount[] }) {
  const { t } = useTranslation();
  const total = statuses.reduce((n, s) => n + s.count, 0);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('Delivery status')}
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          {t('The campaigns shown, over their whole send.')}
        </Text>
        <DataList.Root orientation="horizontal" size="sm">
          {statuses.map((s) => (
            <DataList.Item key={s.status}>
              <DataList.ItemLabel>{t(s.status)}</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatCount(s.count)}
                <Text as="span" color="fg.muted" ms="2">
                  {formatPercent(ratePercent(s.count, total))}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
