// The DataTable's header row: optional select-all, the column headers (a sortable one is a button
// that cycles descending -> ascending -> default and announces it with aria-sort), and Actions.
import { useTranslation } from '@web/i18n';
import { Button, Table } from '@chakra-ui/react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '../icons';
import { SelectionCheckbox } from './selection-checkbox';
import { ariaSort, nextSort, type DataTableSort } from './sort-cycle';
import type { DataTableColumn } from './types';

type Props<Row> = {
  columns: DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Present when rows can be selected. */
  selectAll?: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void };
  withActions: boolean;
};

const justify = { start: 'flex-start', end: 'flex-end', center: 'center' } as const;

export function TableHead<Row>({ columns, sort, onSortChange, selectAll, withActions }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row aria-rowindex={1}>
        {selectAll && (
          <Table.ColumnHeader w="10">
            <SelectionCheckbox label={t('Select all rows')} checked={selectAll.checked} onChange={selectAll.onChange} />
          </Table.ColumnHeader>
        )}
        {columns.map((column) => {
          const direction = ariaSort(sort, column.key);
          const sortable = column.sortable === true && onSortChange !== undefined;
          return (
            <Table.ColumnHeader
              key={column.key}
              w={column.width}
              textAlign={column.align ?? 'start'}
              aria-sort={sortable ? direction : undefined}
              whiteSpace="nowrap"
            >
              {sortable ? (
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  h="auto"
                  minW="0"
                  fontWeight="inherit"
                  justifyContent={justify[column.align ?? 'start']}
                  onClick={() => onSortChange(nextSort(sort, column.key))}
                >
                  {t(column.header)}
                  {direction === 'descending' && <ArrowDownIcon />}
                  {direction === 'ascending' && <ArrowUpIcon />}
                  {direction === 'none' && <ArrowUpDownIcon color="fg.subtle" />}
                </Button>
              ) : (
                t(column.header)
              )}
            </Table.ColumnHeader>
          );
        })}
        {withActions && <Table.ColumnHeader textAlign="end">{t('Actions')}</Table.ColumnHeader>}
      </Table.Row>
    </Table.Header>
  );
}
