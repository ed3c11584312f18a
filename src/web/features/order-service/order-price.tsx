// The price of the order being typed, shown before it is made (check-credit): the volume at the
// price table's price for the message type, against the balance; a warning when it is short.
import { Alert, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { checkCreditSchema, type CreateVolumeOrder, type CreditCheck } from '@domain/volume-orders';
import { useTranslation } from '@web/i18n';
import { formatCents, useDebouncedValue, useLoad } from '@web/ui';
import { checkCredit } from './order-service-api';

export function OrderPrice({ onChecked }: { onChecked: (check: CreditCheck | null) => void }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<CreateVolumeOrder>();
  const asked = useDebouncedValue(checkCreditSchema.safeParse(values), 300);
  const key = asked.success ? JSON.stringify(asked.data) : '';
  const check = useLoad(async (signal) => (asked.success ? checkCredit(asked.data, signal) : null), [key]);
  const data = check.failed ? null : check.data;
  useEffect(() => onChecked(data), [data, onChecked]);

  if (data === null) return <Text color="fg.muted">{t('Type a volume and a duration to see the price.')}</Text>;
  return data.enough ? (
    <Text data-testid="order-price">
      {t('Price: {{price}} (balance {{balance}})', { price: formatCents(data.priceCents), balance: formatCents(data.balanceCents) })}
    </Text>
  ) : (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title data-testid="order-price">
        {t('Price: {{price}}. Your balance of {{balance}} does not cover it: please add credit first.', { price: formatCents(data.priceCents), balance: formatCents(data.balanceCents) })}
      </Alert.Title>
    </Alert.Root>
  );
}
