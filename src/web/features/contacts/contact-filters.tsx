// The filter editor above the contacts table: rows of field, operator and values, joined by AND or
// OR. The values a row asks for follow its operator (contact-filter-rows.ts); Apply checks every
// row with the domain schema and shows each row's message under it instead of sending. 'Save as new
// group' beside it acts on what was applied (the filters the table shows), not on rows being edited,
// so it is enabled only while at least one filter is applied.
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { COMPARE_METHODS, CONTACT_COLUMNS, LOGIC_OPERATORS, valuesNeeded, type CompareMethod, type ContactFilter } from '@domain/contacts';
import { tMessage, useTranslation } from '@web/i18n';
import { CloseIcon, PlusIcon } from '@web/ui/icons';
import { isContactColumn } from './contact-columns';
import { COMPARE_METHOD_LABELS, CONTACT_COLUMN_LABELS } from './contact-labels';
import { checkFilterRows, newFilterRow, type FilterRow } from './contact-filter-rows';

export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

type Props = {
  onApply: (filters: ContactFilter[], operator: LogicOperator) => void;
  /** At least one filter is applied: the table shows filtered contacts. */
  canSaveAsGroup: boolean;
  onSaveAsGroup: () => void;
};

const isMethod = (v: string): v is CompareMethod => (COMPARE_METHODS as readonly string[]).includes(v);
const isOperator = (v: string): v is LogicOperator => (LOGIC_OPERATORS as readonly string[]).includes(v);

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function FilterRowEditor({ row, index, error, onChange, onRemove }: {
  row: FilterRow;
  index: number;
  error: string | undefined;
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const need = valuesNeeded(row.compareMethod);
  const text = (label: string, field: 'value' | 'from' | 'to', placeholder?: string) => (
    <Input
      size="sm"
      maxW="xs"
      aria-label={t(label, { n })}
      placeholder={placeholder}
      value={row[field]}
      aria-invalid={error !== undefined}
      onChange={(e) => onChange({ ...row, [field]: e.currentTarget.value })}
    />
  );
  return (
    <Stack gap="1" role="group" aria-label={t('Filter {{n}}', { n })}>
      <HStack gap="2" wrap="wrap">
        <Select label={t('Field of filter {{n}}', { n })} value={row.tag} onChange={(v) => isContactColumn(v) && onChange({ ...row, tag: v })}>
          {CONTACT_COLUMNS.map((c) => (
            <option key={c} value={c}>
              {t(CONTACT_COLUMN_LABELS[c])}
            </option>
          ))}
        </Select>
        <Select label={t('Operator of filter {{n}}', { n })} value={row.compareMethod} onChange={(v) => isMethod(v) && onChange({ ...row, compareMethod: v })}>
          {COMPARE_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(COMPARE_METHOD_LABELS[m])}
            </option>
          ))}
        </Select>
        {need === 'pair' && (
          <>
            {text('From value of filter {{n}}', 'from', t('From'))}
            {text('To value of filter {{n}}', 'to', t('To'))}
          </>
        )}
        {need === 'one' && text('Value of filter {{n}}', 'value', t('Value'))}
        {need === 'some' && text('Values of filter {{n}}', 'value', t('Values, separated by commas'))}
        <IconButton size="sm" variant="ghost" aria-label={t('Remove filter {{n}}', { n })} onClick={onRemove}>
          <CloseIcon />
        </IconButton>
      </HStack>
      {error && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {tMessage(error)}
        </Text>
      )}
    </Stack>
  );
}

export function ContactFilters({ onApply, canSaveAsGroup, onSaveAsGroup }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FilterRow[]>(() => [newFilterRow()]);
  const [operator, setOperator] = useState<LogicOperator>('AND');
  const [errors, setErrors] = useState<Record<number, string>>({});

  const change = (next: FilterRow) => {
    setRows((all) => all.map((r) => (r.id === next.id ? next : r)));
    setErrors(({ [next.id]: _dropped, ...rest }) => rest);
  };
  const apply = () => {
    const check = checkFilterRows(rows);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    onApply(check.filters, operator);
  };
  const clear = () => {
    setRows([newFilterRow()]);
    setErrors({});
    onApply([], 'AND');
  };

  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Stack gap="3">
        {rows.map((row, index) => (
          <FilterRowEditor
            key={row.id}
            row={row}
            index={index}
            error={errors[row.id]}
            onChange={change}
            onRemove={() => setRows((all) => all.filter((r) => r.id !== row.id))}
          />
        ))}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setRows((all) => [...all, newFilterRow()])}>
            <PlusIcon />
            {t('Add filter')}
          </Button>
          {rows.length > 1 && (
            <Select label={t('Match')} value={operator} onChange={(v) => isOperator(v) && setOperator(v)}>
              <option value="AND">{t('All filters (AND)')}</option>
              <option value="OR">{t('Any filter (OR)')}</option>
            </Select>
          )}
          <HStack gap="2" ms="auto">
            <Button size="sm" variant="ghost" onClick={clear}>
              {t('Clear filters')}
            </Button>
            <Button size="sm" variant="outline" disabled={!canSaveAsGroup} onClick={onSaveAsGroup}>
              {t('Save as new group')}
            </Button>
            <Button size="sm" colorPalette="accent" onClick={apply}>
              {t('Apply filters')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
