// Turns a file's row of cells into a contact tuple by the user's column mapping: Phone is
// normalised to E.164 for the group's country, the columns every screen reads go to their own
// columns, every other mapped field and each custom column into the JSON data. Compiled once per
// file, so the per-row work is a few array reads.
import type { ColumnMapping } from '@domain/contacts';
import type { ContactTuple } from './contact-writer';

/** Tuple positions of the fields stored as columns (see ContactTuple). */
const TUPLE_INDEX: Record<string, number> = {
  carrier: 1, fName: 2, lName: 3, email: 4, city: 5, stateCode: 6, zipCode: 7,
};
const MAX_VALUE_LENGTH = 500;

export interface RowMapper {
  phoneIndex: number;
  /** The tuple for a row, or null when its phone is missing or not a valid number. */
  map(cells: string[]): ContactTuple | null;
}

/** A cell as stored: trimmed, cut to MAX_VALUE_LENGTH, null when empty. */
function cellValue(cells: string[], index: number): string | null {
  const value = cells[index]?.trim();
  return value ? value.slice(0, MAX_VALUE_LENGTH) : null;
}

/**
 * The JSON `data` of a row, built as text: `{"key":"value",...}` for the non-empty cells, in column
 * order, exactly what JSON.stringify of the object would give, without building the object. Only
 * for keys JSON.stringify keeps in insertion order and once each (no array-index keys such as
 * "2024", which objects put first, no duplicates, no __proto__); other mappings use the object.
 */
function dataWriter(dataCols: Array<[cell: number, key: string]>): (cells: string[]) => string | null {
  const keys = dataCols.map(([, key]) => key);
  const plain = new Set(keys).size === keys.length && keys.every((k) => k !== '__proto__' && !/^(0|[1-9]\d*)$/.test(k));
  if (!plain) {
    return (cells) => {
      let data: Record<string, string> | null = null;
      for (const [cell, key] of dataCols) {
        const value = cellValue(cells, cell);
        if (value !== null) (data ??= {})[key] = value;
      }
      return data ? JSON.stringify(data) : null;
    };
  }
  const cellIndexes = dataCols.map(([cell]) => cell);
  const quotedKeys = keys.map((k) => JSON.stringify(k) + ':');
  return (cells) => {
    let json = '';
    for (let i = 0; i < cellIndexes.length; i++) {
      const value = cellValue(cells, cellIndexes[i]!);
      if (value !== null) json += (json === '' ? '{' : ',') + quotedKeys[i]! + JSON.stringify(value);
    }
    return json === '' ? null : json + '}';
  };
}

export function compileRowMapper(columns: ColumnMapping[], normalise: (raw: string) => string | null, header: string[] | null): RowMapper {
  const phoneIndex = columns.findIndex((c) => 'field' in c && c.field === 'phone');
  // Per tuple slot 1..7 the cells it reads: a field mapped twice takes the later non-empty cell.
  const slotCells: number[][] = [[], [], [], [], [], [], [], []];
  const dataCols: Array<[cell: number, key: string]> = [];
  columns.forEach((c, i) => {
    if ('field' in c) {
      if (c.field === 'phone') return;
      if (c.field in TUPLE_INDEX) slotCells[TUPLE_INDEX[c.field]!]!.push(i);
      else dataCols.push([i, c.field]);
    } else if ('custom' in c) {
      dataCols.push([i, c.custom || header?.[i]?.trim() || `column${i + 1}`]);
    }
  });
  const [, carrier, fName, lName, email, city, stateCode, zipCode] = slotCells as [number[], number[], number[], number[], number[], number[], number[], number[]];
  const slot = (cells: string[], from: number[]) => {
    let value: string | null = null;
    for (let i = 0; i < from.length; i++) value = cellValue(cells, from[i]!) ?? value;
    return value;
  };
  const data = dataWriter(dataCols);

  return {
    phoneIndex,
    map(cells) {
      const raw = cells[phoneIndex];
      if (raw === undefined) return null;
      const phone = normalise(raw);
      if (phone === null) return null;
      return [
        phone,
        slot(cells, carrier),
        slot(cells, fName),
        slot(cells, lName),
        slot(cells, email),
        slot(cells, city),
        slot(cells, stateCode),
        slot(cells, zipCode),
        data(cells),
      ];
    },
  };
}
