// The filter rows of the group-detail search (000 §3 "Search filters: tag, compareMethod, tagVals")
// as the form holds them, and the rules that turn them into the request: how many values each
// operator takes (none for EXISTS/NOT_EXISTS, a From-To pair for BETWEEN, one for GREATER/LESSER,
// one or more comma-separated for EQUAL/INEQUAL/CONTAINS), checked by the domain's
// contactFilterSchema, so a reversed range is refused here with the server's own words.
import { messages } from '@domain/messages';
import {
  contactFilterSchema,
  valuesNeeded,
  type CompareMethod,
  type ContactColumn,
  type ContactFilter,
} from '@domain/contacts';

export type FilterRow = {
  id: number;
  tag: ContactColumn;
  compareMethod: CompareMethod;
  /** The one value (GREATER, LESSER) or the comma-separated values (EQUAL, INEQUAL, CONTAINS). */
  value: string;
  /** BETWEEN's pair. */
  from: string;
  to: string;
};

let nextId = 1;

export function newFilterRow(tag: ContactColumn = 'fName'): FilterRow {
  return { id: nextId++, tag, compareMethod: 'EQUAL', value: '', from: '', to: '' };
}

/** The values a row sends for its operator. */
export function rowValues(row: FilterRow): string[] {
  switch (valuesNeeded(row.compareMethod)) {
    case 'none':
      return [];
    case 'pair':
      return [row.from.trim(), row.to.trim()];
    case 'one':
      return row.value.trim() === '' ? [] : [row.value.trim()];
    case 'some':
      return row.value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
  }
}

export type FilterCheck =
  | { ok: true; filters: ContactFilter[] }
  | { ok: false; errors: Record<number, string> };

/** Checks every row with the domain schema: the filters to send, or the message per row id. */
export function checkFilterRows(rows: readonly FilterRow[]): FilterCheck {
  const filters: ContactFilter[] = [];
  const errors: Record<number, string> = {};
  for (const row of rows) {
    const parsed = contactFilterSchema.safeParse({ tag: row.tag, compareMethod: row.compareMethod, tagVals: rowValues(row) });
    if (parsed.success) filters.push(parsed.data);
    else errors[row.id] = parsed.error.issues[0]?.message ?? messages.required('Values');
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}
