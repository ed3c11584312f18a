// The Transactions tab's filters (000 §2 Payment, §4 Transaction list): type, created date range,
// statuses; Refresh, Search and Reset. Changing the type clears the statuses (they differ by type);
// Reset sets the type back to bank transfer.
import { Button, Checkbox, Field, HStack, NativeSelect, Wrap } from '@chakra-ui/react';
import { CHARGE_STATUSES, ORDER_STATUSES, TRANSACTION_TYPES, type TransactionType } from '@domain/orders';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, statusText, type DateRange } from '@web/ui';

export interface TransactionsQuery {
  type: TransactionType;
  range: DateRange | null;
  statuses: string[];
}

export const DEFAULT_QUERY: TransactionsQuery = { type: 'bank transfer', range: null, statuses: [] };

export const TYPE_LABELS: Record<TransactionType, string> = { 'bank transfer': 'Bank transfer', 'credit card': 'Credit card', referral: 'Referral' };

export const statusesOf = (type: TransactionType): readonly string[] => (type === 'credit card' ? CHARGE_STATUSES : ORDER_STATUSES);

type Props = {
  value: TransactionsQuery;
  onChange: (value: TransactionsQuery) => void;
  onSearch: () => void;
  onRefresh: () => void;
  onReset: () => void;
  loading: boolean;
};

export function TransactionsFilters({ value, onChange, onSearch, onRefresh, onReset, loading }: Props) {
  const { t } = useTranslation();
  const toggle = (status: string, on: boolean) =>
    onChange({ ...value, statuses: statusesOf(value.type).filter((s) => (s === status ? on : value.statuses.includes(s))) });
  return (
    <Wrap gap="4" align="end">
      <Field.Root w="44">
        <Field.Label textStyle="xs" color="fg.muted">
          {t('Type')}
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('Type')}
            value={value.type}
            onChange={(e) => onChange({ ...value, type: e.currentTarget.value as TransactionType, statuses: [] })}
          >
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DateRangePicker label="Created date" showLabel value={value.range} onChange={(range) => onChange({ ...value, range })} clearable />
      <HStack gap="3" wrap="wrap" role="group" aria-label={t('Statuses')} pb="1">
        {statusesOf(value.type).map((status) => (
          <Checkbox.Root key={status} size="sm" colorPalette="accent" checked={value.statuses.includes(status)} onCheckedChange={(e) => toggle(status, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(statusText(status))}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onRefresh} loading={loading}>
          {t('Refresh')}
        </Button>
        <Button size="sm" variant="outline" onClick={onReset}>
          {t('Reset')}
        </Button>
        <Button size="sm" colorPalette="accent" onClick={onSearch}>
          {t('Search')}
        </Button>
      </HStack>
    </Wrap>
  );
}
