// The billing fields a request changes, the value it replaces beside the value asked for: shown
// while a request is verified ("requested changes shown") and in 'See reason' (000 §4).
import { Table, Text } from '@chakra-ui/react';
import { BILLING_FIELD_LABELS, BILLING_FIELDS, type StoredBilling } from '@domain/billing-profile';
import { useTranslation } from '@web/i18n';

export function BillingChanges({ original, requested }: { original: StoredBilling | null; requested: StoredBilling }) {
  const { t } = useTranslation();
  const changed = BILLING_FIELDS.filter((f) => (original?.[f] ?? '') !== requested[f]);
  if (changed.length === 0) return <Text color="fg.muted">{t('No billing field changes')}</Text>;
  return (
    <Table.Root size="sm" variant="outline" aria-label={t('Requested changes')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('Field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Original')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Requested')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changed.map((f) => (
          <Table.Row key={f}>
            <Table.Cell fontWeight="medium">{t(BILLING_FIELD_LABELS[f])}</Table.Cell>
            <Table.Cell color="fg.muted">{original?.[f] || '-'}</Table.Cell>
            <Table.Cell>{requested[f] || '-'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
