// A sortable header cycles descending -> ascending -> default (000 §2 Shared data table). Pure, so
// list pages can apply the same cycle to a sort kept in the URL.
export type SortDirection = 'DESC' | 'ASC';
export type DataTableSort = { key: string; direction: SortDirection };

export function nextSort(current: DataTableSort | null, key: string): DataTableSort | null {
  if (!current || current.key !== key) return { key, direction: 'DESC' };
  if (current.direction === 'DESC') return { key, direction: 'ASC' };
  return null;
}

/** The aria-sort value a column header announces. */
export function ariaSort(current: DataTableSort | null, key: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.direction === 'ASC' ? 'ascending' : 'descending';
}
