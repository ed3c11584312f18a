// The monitoring table. Not the shared DataTable, which has one header row and scrolls no column
// sideways: this one draws the spec's grouped headers (Routes, Speed, Statistic, Cost) over their
// columns, keeps the frozen columns stuck to the left edge (each at the sum of the widths before
// it) and the actions to the right while the rest scrolls, and sorts by a header click (descending,
// ascending, then none), and takes a new width from the grip on a header's right edge. A page holds at most 100 campaigns, so nothing is virtualised. The columns,
// their order, widths and what is frozen are the user's layout.
import { Fragment, type ReactNode } from 'react';
import { Box, Button, Skeleton, Table } from '@chakra-ui/react';
import { MONITORING_COLUMNS, isMonitoringSortKey, type MonitoringColumnGroup, type MonitoringColumnKey } from '@domain/monitoring-columns';
import type { MonitoringLayout, MonitoringSort } from '@domain/monitoring-layout';
import type { MonitoringRow } from '@domain/monitoring';
import { useTranslation } from '@web/i18n';
import { nextSort } from '@web/ui';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '@web/ui/icons';
import { ColumnResizer } from './column-resizer';

const ACTIONS_WIDTH = 56;
const SKELETON_ROWS = 5;
/** The first header row's height: the second row sticks under it. */
const GROUP_ROW_HEIGHT = '8';

interface Shown {
  key: MonitoringColumnKey;
  label: string;
  group: MonitoringColumnGroup | null;
  width: number;
  /** Pixels from the left edge for a frozen column; null when it scrolls. */
  left: number | null;
  lastFrozen: boolean;
  align: 'start' | 'end';
}

function shownColumns(layout: MonitoringLayout): Shown[] {
  const visible = layout.columns.filter((c) => c.visible);
  let left = 0;
  const lastFrozen = visible.filter((c) => c.frozen).at(-1)?.key;
  return visible.map((c) => {
    const spec = MONITORING_COLUMNS[c.key];
    const width = c.width ?? spec.width;
    const shown = { key: c.key, label: spec.label, group: spec.group, width, left: c.frozen ? left : null, lastFrozen: c.key === lastFrozen, align: spec.align };
    if (c.frozen) left += width;
    return shown;
  });
}

/** Runs of neighbouring columns of one group: one header cell spans each run. */
function groupRuns(columns: Shown[]): { group: MonitoringColumnGroup | null; columns: Shown[] }[] {
  const runs: { group: MonitoringColumnGroup | null; columns: Shown[] }[] = [];
  for (const c of columns) {
    const last = runs.at(-1);
    // A run never mixes frozen and scrolling columns: its header cell would have to do both.
    const sameSide = last !== undefined && (last.columns.at(-1)!.left === null) === (c.left === null);
    if (last && sameSide && c.group !== null && last.group === c.group) last.columns.push(c);
    else runs.push({ group: c.group, columns: [c] });
  }
  return runs;
}

/** Where a cell sticks: frozen columns on the left, above the scrolling ones; the rest in the flow. */
const frozenStyle = (c: Shown, z: number) =>
  c.left === null
    ? {}
    : { position: 'sticky' as const, left: `${c.left}px`, zIndex: z, borderRightWidth: c.lastFrozen ? '1px' : undefined, borderRightColor: 'border' };

type Props = {
  label: string;
  layout: MonitoringLayout;
  rows: readonly MonitoringRow[];
  loading: boolean;
  cells: Record<MonitoringColumnKey, (row: MonitoringRow) => ReactNode>;
  onSortChange: (sort: MonitoringSort | null) => void;
  onWidthChange: (key: MonitoringColumnKey, width: number) => void;
  highlightId: number | null;
  rowActions: (row: MonitoringRow) => ReactNode;
  empty: ReactNode;
};

export function MonitoringTable({ label, layout, rows, loading, cells, onSortChange, onWidthChange, highlightId, rowActions, empty }: Props) {
  const { t } = useTranslation();
  const columns = shownColumns(layout);
  const grouped = columns.some((c) => c.group !== null);
  const width = columns.reduce((sum, c) => sum + c.width, ACTIONS_WIDTH);
  const frozenWidth = columns.reduce((sum, c) => sum + (c.left === null ? 0 : c.width), 0);

  const header = (c: Shown, rowSpan: number, top: string) => {
    const direction = layout.sort?.key === c.key ? layout.sort.direction : null;
    const sortable = isMonitoringSortKey(c.key);
    return (
      <Table.ColumnHeader
        key={c.key}
        rowSpan={rowSpan}
        // Named by its label alone: the width grip inside has a name of its own.
        aria-label={t(c.label)}
        w={`${c.width}px`}
        textAlign={c.align}
        whiteSpace="nowrap"
        bg="bg.subtle"
        position="sticky"
        top={top}
        zIndex={c.left === null ? 2 : 3}
        aria-sort={sortable ? (direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none') : undefined}
        {...frozenStyle(c, 3)}
      >
        {sortable ? (
          <Button
            variant="plain"
            size="sm"
            px="0"
            h="auto"
            minW="0"
            fontWeight="inherit"
            onClick={() => {
              const next = nextSort(layout.sort, c.key);
              onSortChange(next && isMonitoringSortKey(next.key) ? { key: next.key, direction: next.direction } : null);
            }}
          >
            {t(c.label)}
            {direction === 'DESC' && <ArrowDownIcon />}
            {direction === 'ASC' && <ArrowUpIcon />}
            {direction === null && <ArrowUpDownIcon color="fg.subtle" />}
          </Button>
        ) : (
          t(c.label)
        )}
        <ColumnResizer label={t('Width of {{column}}', { column: t(c.label) })} width={c.width} onResize={(width) => onWidthChange(c.key, width)} />
      </Table.ColumnHeader>
    );
  };
  const actionsHeader = (rowSpan: number) => (
    <Table.ColumnHeader rowSpan={rowSpan} w={`${ACTIONS_WIDTH}px`} textAlign="end" bg="bg.subtle" position="sticky" top="0" right="0" zIndex={3}>
      <Box srOnly>{t('Actions')}</Box>
    </Table.ColumnHeader>
  );

  return (
    <Box
      maxH="70vh"
      overflow="auto"
      border="sm"
      borderColor="border"
      rounded="md"
      tabIndex={0}
      focusVisibleRing="inside"
      role="region"
      aria-label={label}
      // A container, so the empty state can be as wide as what is visible (100cqi).
      css={{ containerType: 'inline-size' }}
    >
      <Table.Root size="sm" aria-label={label} aria-busy={loading} css={{ tableLayout: 'fixed', width: `${width}px`, borderCollapse: 'separate', borderSpacing: 0 }}>
        <Table.Header>
          {grouped ? (
            <>
              <Table.Row h={GROUP_ROW_HEIGHT}>
                {groupRuns(columns).map((run) =>
                  run.group === null ? (
                    <Fragment key={run.columns[0]!.key}>{run.columns.map((c) => header(c, 2, '0'))}</Fragment>
                  ) : (
                    <Table.ColumnHeader
                      key={`group-${run.columns[0]!.key}`}
                      colSpan={run.columns.length}
                      bg="bg.muted"
                      position="sticky"
                      top="0"
                      zIndex={run.columns[0]!.left === null ? 2 : 3}
                      borderInlineStartWidth="1px"
                      borderInlineStartColor="border"
                      {...frozenStyle(run.columns[0]!, 3)}
                    >
                      {/* The name stays in view beside the frozen columns while a long group scrolls under it. */}
                      <Box as="span" position="sticky" left={`${frozenWidth + 12}px`} display="inline-block">
                        {t(run.group)}
                      </Box>
                    </Table.ColumnHeader>
                  ),
                )}
                {actionsHeader(2)}
              </Table.Row>
              <Table.Row>{columns.filter((c) => c.group !== null).map((c) => header(c, 1, GROUP_ROW_HEIGHT))}</Table.Row>
            </>
          ) : (
            <Table.Row>
              {columns.map((c) => header(c, 1, '0'))}
              {actionsHeader(1)}
            </Table.Row>
          )}
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const highlighted = row.id === highlightId;
            const bg = highlighted ? 'accent.subtle' : 'bg';
            return (
              <Table.Row key={row.id} data-highlighted={highlighted ? '' : undefined} aria-selected={highlighted || undefined}>
                {columns.map((c) => (
                  <Table.Cell key={c.key} textAlign={c.align} whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" bg={bg} fontVariantNumeric="tabular-nums" {...frozenStyle(c, 1)}>
                    {cells[c.key](row)}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" position="sticky" right="0" zIndex={1} bg={bg}>
                  {rowActions(row)}
                </Table.Cell>
              </Table.Row>
            );
          })}
          {loading &&
            rows.length === 0 &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Table.Row key={`skeleton-${i}`} aria-hidden="true">
                {[...columns.map((c) => c.key), 'actions'].map((key) => (
                  <Table.Cell key={key}>
                    <Skeleton h="4" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} py="10" px="0">
                {/* Centred on what is visible, however wide the columns. */}
                <Box position="sticky" left="0" w="100cqi" px="4">
                  {empty}
                </Box>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
