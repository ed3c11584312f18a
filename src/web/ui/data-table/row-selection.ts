// Row selection of the DataTable, kept by the page as a list of row ids: the select-all box acts
// on the rows shown (this page, or what infinite loading has brought), and keeps the ids of
// other pages as they were.
export type RowSelection = {
  isSelected: (id: string) => boolean;
  /** The select-all box: ticked, half (some rows), or empty. */
  allState: boolean | 'indeterminate';
  toggleAll: (checked: boolean) => void;
  toggleRow: (id: string, checked: boolean) => void;
};

export function rowSelection(rowIds: readonly string[], selectedIds: readonly string[], onChange: (ids: string[]) => void): RowSelection {
  const selected = new Set(selectedIds);
  const selectedHere = rowIds.filter((id) => selected.has(id)).length;
  return {
    isSelected: (id) => selected.has(id),
    allState: rowIds.length > 0 && selectedHere === rowIds.length ? true : selectedHere > 0 ? 'indeterminate' : false,
    toggleAll: (checked) => {
      const next = new Set(selected);
      for (const id of rowIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      onChange([...next]);
    },
    toggleRow: (id, checked) => onChange(checked ? [...selected, id] : [...selected].filter((s) => s !== id)),
  };
}
