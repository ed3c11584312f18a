// The DataTable's public types: columns, the two ways of paging, and the props.
import type { ReactNode } from 'react';
import type { DataTableSort } from './sort-cycle';

export type DataTableColumn<Row> = {
  /** Identifies the column; also the sort key sent back through onSortChange. */
  key: string;
  /** Header text: an English catalogue key (the table translates it) or text already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** A Chakra size token or CSS length, e.g. '40' or '12rem'. */
  width?: string;
  align?: 'start' | 'end' | 'center';
};

/** Classic pages: the page owns page, size and total (usually in the URL query). */
export type PagesPagination = {
  mode: 'pages';
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /**
   * There are more rows than total (the server stopped counting): the pager says "1000+" and lets
   * the user go on past the last counted page.
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** The page should also go back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
};

/** Infinite loading: onLoadMore is called when the user scrolls near the last loaded row. */
export type InfinitePagination = {
  mode: 'infinite';
  onLoadMore: () => void;
  hasMore: boolean;
};

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Accessible name of the table, e.g. the page title. */
  label?: string;
  pagination?: PagesPagination | InfinitePagination;
  /** Shows skeleton rows: in place of the rows for pages, after them for infinite loading. */
  loading?: boolean;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Row selection is on when onSelectionChange is given. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Trailing actions cell of each row (a menu or a few buttons). */
  rowActions?: (row: Row) => ReactNode;
  /** Replaces the default 'data not found' (e.g. a hint linking to where to create one). */
  empty?: ReactNode;
  /** Height limit of the scrolling body; a Chakra size token or CSS length. */
  maxHeight?: string;
};
