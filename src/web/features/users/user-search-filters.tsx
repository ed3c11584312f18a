// The search above the user table (001 §7 searchBySelectedField): rows of field, operator and value
// (two values for BETWEEN, none for EXISTS / NOT_EXISTS), joined by AND or OR, and the statuses to
// include. Applied with Search, so a half-typed filter never queries.
import { Box, Button, Checkbox, Fieldset, HStack, IconButton, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { SEARCH_LOGIC, SEARCH_OPERATORS, USER_SEARCH_FIELDS, type SearchFilter, type SearchOperator, type UserSearchField } from '@domain/user-admin';
import { USER_STATUSES, type UserStatus } from '@domain/user';
import { useTranslation } from '@web/i18n';
import { CloseIcon } from '@web/ui/icons';
import { useState, type FormEvent } from 'react';

export const FIELD_LABELS: Record<UserSearchField, string> = {
  username: 'Username',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'Email',
  role: 'Role',
  statusName: 'Status',
  agentAcc: 'Agent account',
  phone: 'Phone',
  country: 'Country',
  createDate: 'Create date',
  balance: 'Balance ($)',
};

const OPERATOR_LABELS: Record<SearchOperator, string> = {
  EQUAL: 'equals',
  INEQUAL: 'does not equal',
  GREATER: 'greater than',
  LESSER: 'less than',
  BETWEEN: 'between',
  CONTAINS: 'contains',
  EXISTS: 'is set',
  NOT_EXISTS: 'is not set',
};

export interface SearchCriteria {
  searchFilters: SearchFilter[];
  operator: (typeof SEARCH_LOGIC)[number];
  statuses: UserStatus[];
}

export const EMPTY_CRITERIA: SearchCriteria = { searchFilters: [], operator: 'AND', statuses: [] };

const blank = (): SearchFilter => ({ field: 'email', operator: 'CONTAINS', value: '', valueTo: '' });

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" w="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {t(text)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** `initial`: the search in the address, shown when the page opens (a blank filter row when it has none). */
export function UserSearchFilters({ initial = EMPTY_CRITERIA, onSearch }: { initial?: SearchCriteria; onSearch: (criteria: SearchCriteria) => void }) {
  const { t } = useTranslation();
  const [criteria, setCriteria] = useState<SearchCriteria>(() => ({ ...initial, searchFilters: initial.searchFilters.length > 0 ? initial.searchFilters : [blank()] }));
  const setFilter = (i: number, patch: Partial<SearchFilter>) =>
    setCriteria((c) => ({ ...c, searchFilters: c.searchFilters.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));
  const toggleStatus = (s: UserStatus, on: boolean) =>
    setCriteria((c) => ({ ...c, statuses: on ? [...c.statuses, s] : c.statuses.filter((x) => x !== s) }));
  const apply = () => onSearch({ ...criteria, searchFilters: criteria.searchFilters.filter((f) => f.operator === 'EXISTS' || f.operator === 'NOT_EXISTS' || (f.value ?? '').trim() !== '') });
  const reset = () => {
    setCriteria({ ...EMPTY_CRITERIA, searchFilters: [blank()] });
    onSearch(EMPTY_CRITERIA);
  };

  return (
    <Box as="form" borderWidth="1px" borderRadius="l2" p="4" onSubmit={(e: FormEvent) => {
      e.preventDefault();
      apply();
    }}>
      <Stack gap="3">
        {criteria.searchFilters.map((f, i) => {
          const n = i + 1;
          const noValue = f.operator === 'EXISTS' || f.operator === 'NOT_EXISTS';
          return (
            <HStack key={i} gap="2" wrap="wrap">
              <Select label={t('Filter {{n}} field', { n })} value={f.field} onChange={(v) => setFilter(i, { field: v })} options={USER_SEARCH_FIELDS.map((k) => [k, FIELD_LABELS[k]])} />
              <Select label={t('Filter {{n}} operator', { n })} value={f.operator} onChange={(v) => setFilter(i, { operator: v as SearchOperator })} options={SEARCH_OPERATORS.map((o) => [o, OPERATOR_LABELS[o]])} />
              {!noValue && (
                <Input size="sm" w="56" aria-label={t('Filter {{n}} value', { n })} value={f.value ?? ''} onChange={(e) => setFilter(i, { value: e.currentTarget.value })} />
              )}
              {f.operator === 'BETWEEN' && (
                <Input size="sm" w="40" aria-label={t('Filter {{n}} upper value', { n })} value={f.valueTo ?? ''} onChange={(e) => setFilter(i, { valueTo: e.currentTarget.value })} />
              )}
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('Remove filter {{n}}', { n })}
                onClick={() => setCriteria((c) => ({ ...c, searchFilters: c.searchFilters.filter((_, j) => j !== i) }))}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
          );
        })}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setCriteria((c) => ({ ...c, searchFilters: [...c.searchFilters, blank()] }))}>
            {t('Add filter')}
          </Button>
          <Select label={t('Match')} value={criteria.operator} onChange={(v) => setCriteria((c) => ({ ...c, operator: v === 'OR' ? 'OR' : 'AND' }))} options={[['AND', 'All filters (AND)'], ['OR', 'Any filter (OR)']]} />
        </HStack>
        <Fieldset.Root>
          <Fieldset.Legend textStyle="sm">{t('User statuses')}</Fieldset.Legend>
          <Wrap gap="4">
            {USER_STATUSES.map((s) => (
              <Checkbox.Root key={s} size="sm" checked={criteria.statuses.includes(s)} onCheckedChange={(e) => toggleStatus(s, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(s)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Fieldset.Root>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="outline" onClick={reset}>
            {t('Reset')}
          </Button>
          <Button size="sm" type="submit" colorPalette="accent">
            {t('Search')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
