// The one table every list page uses (000 §2 Shared data table): sortable headers, row selection,
// a trailing actions cell, skeleton rows while loading, 'data not found' when empty, and either a
// pager or infinite loading. The body is virtualised (fixed row height) so 1,000 rows on a page
// scroll smoothly; it stays a real <table>, with spacer rows above and below the rendered window,
// so columns line up and screen readers still get table semantics (aria-rowcount / aria-rowindex
// tell them where the window sits).
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '@web/i18n';
import { Box, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { rowSelection } from './row-selection';
import { SelectionCheckbox } from './selection-checkbox';
import { SkeletonRows } from './skeleton-rows';
import { TableHead } from './table-head';
import { TablePager } from './table-pager';
import { useRemInPixels } from './use-rem-in-pixels';
import type { DataTableProps } from './types';

/** Row height: the `12` size token (3rem); the virtualiser gets the same height in pixels. */
const ROW_HEIGHT_TOKEN = '12';
const ROW_HEIGHT_REM = 3;
/** The table's line variant draws a 1px bottom border under each row, on top of its height. */
const ROW_BORDER_PX = 1;
/** Start loading the next batch this many rows before the end. */
const LOAD_AHEAD_ROWS = 5;
const OVERSCAN_ROWS = 10;
const SKELETON_ROWS = 10;
const SKELETON_ROWS_APPENDED = 3;

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  label,
  pagination,
  loading = false,
  sort = null,
  onSortChange,
  selectedIds,
  onSelectionChange,
  rowActions,
  empty,
  maxHeight = '70vh',
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useRemInPixels(ROW_HEIGHT_REM) + ROW_BORDER_PX;
  const infinite = pagination?.mode === 'infinite' ? pagination : null;

  // Pages swap their rows for skeletons while loading; infinite loading keeps what it has.
  const shownRows = loading && !(infinite && rows.length > 0) ? [] : rows;
  const virtualizer = useVirtualizer({
    count: shownRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getRowId(shownRows[index]),
    overscan: OVERSCAN_ROWS,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const lastShown = items.length > 0 ? items[items.length - 1].index : -1;

  // Ask once per batch: a parent slow to flip `loading` must not get a second call.
  // A shrunk list (new filter, refresh) starts over.
  const requestedAt = useRef(-1);
  const hasMore = infinite?.hasMore ?? false;
  const loadMore = useEffectEvent(() => {
    if (rows.length < requestedAt.current) requestedAt.current = -1;
    if (!infinite || !hasMore || loading || requestedAt.current === rows.length) return;
    if (lastShown < rows.length - 1 - LOAD_AHEAD_ROWS) return;
    requestedAt.current = rows.length;
    infinite.onLoadMore();
  });
  useEffect(() => loadMore(), [lastShown, rows.length, loading, hasMore]);

  // A new page starts at its first row.
  const page = pagination?.mode === 'pages' ? pagination.page : null;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [page]);

  const selection = onSelectionChange ? rowSelection(rows.map(getRowId), selectedIds ?? [], onSelectionChange) : null;

  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const rowOffset = pagination?.mode === 'pages' ? (pagination.page - 1) * pagination.pageSize : 0;
  const rowCount =
    pagination?.mode === 'pages' ? (pagination.totalCapped ? -1 : pagination.total + 1) : hasMore ? -1 : rows.length + 1;
  const pageSize = pagination?.mode === 'pages' ? pagination.pageSize : SKELETON_ROWS;
  const skeletonRows = !loading ? 0 : shownRows.length > 0 ? SKELETON_ROWS_APPENDED : Math.min(pageSize, SKELETON_ROWS);

  return (
    <Box>
      <Table.ScrollArea
        ref={scrollRef}
        maxH={maxHeight}
        overflowY="auto"
        border="sm"
        borderColor="border"
        rounded="md"
        // Focusable so keyboard users can scroll the rows.
        tabIndex={0}
        focusVisibleRing="inside"
        // A container, so the empty state below can be as wide as what is visible (100cqi).
        css={{ containerType: 'inline-size' }}
        role={label ? 'region' : undefined}
        aria-label={label}
      >
        <Table.Root size="sm" stickyHeader interactive aria-label={label} aria-rowcount={rowCount} aria-busy={loading}>
          <TableHead
            columns={columns}
            sort={sort}
            onSortChange={onSortChange}
            withActions={rowActions !== undefined}
            selectAll={selection ? { checked: selection.allState, onChange: selection.toggleAll } : undefined}
          />
          <Table.Body>
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = shownRows[item.index];
              const id = getRowId(row);
              return (
                <Table.Row key={item.key} h={ROW_HEIGHT_TOKEN} aria-rowindex={rowOffset + item.index + 2} data-selected={selection?.isSelected(id) ? '' : undefined}>
                  {selection && (
                    <Table.Cell>
                      <SelectionCheckbox label={t('Select row')} checked={selection.isSelected(id)} onChange={(checked) => selection.toggleRow(id, checked)} />
                    </Table.Cell>
                  )}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align ?? 'start'} whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" maxW={column.width}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {rowActions && <Table.Cell textAlign="end">{rowActions(row)}</Table.Cell>}
                </Table.Row>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
              </tr>
            )}
            <SkeletonRows count={skeletonRows} columns={columnCount} height={ROW_HEIGHT_TOKEN} />
            {!loading && rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" color="fg.muted" py="10" px="0">
                  {/* Kept in view when the columns are wider than the table: centred on what is visible. */}
                  <Box position="sticky" left="0" width="100cqi" px="4">
                    {empty ?? t('data not found')}
                  </Box>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pagination?.mode === 'pages' && <TablePager {...pagination} />}
    </Box>
  );
}
