// The filter rules of group detail: how many values each operator sends, and the rows the domain
// schema refuses (no values, half a range, a range from > to) with the message the user reads.
import { describe, expect, it } from 'vitest';
import { COMPARE_METHODS, contactMessages, type CompareMethod } from '@domain/contacts';
import { messages } from '@domain/messages';
import { checkFilterRows, newFilterRow, rowValues, type FilterRow } from '@web/features/contacts/contact-filter-rows';

const row = (compareMethod: CompareMethod, values: Partial<Pick<FilterRow, 'value' | 'from' | 'to' | 'tag'>> = {}): FilterRow => ({
  ...newFilterRow(),
  compareMethod,
  ...values,
});

describe('values per operator', () => {
  it('sends no values for EXISTS and NOT_EXISTS, whatever was typed', () => {
    expect(rowValues(row('EXISTS', { value: 'x', from: '1', to: '2' }))).toEqual([]);
    expect(rowValues(row('NOT_EXISTS', { value: 'x' }))).toEqual([]);
  });

  it('sends the From and To pair for BETWEEN', () => {
    expect(rowValues(row('BETWEEN', { from: ' 10 ', to: '20', value: 'ignored' }))).toEqual(['10', '20']);
  });

  it('sends one value for GREATER and LESSER', () => {
    expect(rowValues(row('GREATER', { value: ' 5 ' }))).toEqual(['5']);
    expect(rowValues(row('LESSER', { value: '' }))).toEqual([]);
  });

  it('sends each comma-separated value for EQUAL, INEQUAL and CONTAINS, dropping empties', () => {
    for (const method of ['EQUAL', 'INEQUAL', 'CONTAINS'] as const) {
      expect(rowValues(row(method, { value: 'Austin, Dallas,, Houston ' }))).toEqual(['Austin', 'Dallas', 'Houston']);
    }
  });

  it('builds a filter for every one of the eight operators', () => {
    const rows = COMPARE_METHODS.map((m) => row(m, { value: '3', from: '1', to: '9' }));
    const check = checkFilterRows(rows);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.filters.map((f) => [f.compareMethod, f.tagVals])).toEqual([
      ['EQUAL', ['3']],
      ['INEQUAL', ['3']],
      ['GREATER', ['3']],
      ['LESSER', ['3']],
      ['BETWEEN', ['1', '9']],
      ['CONTAINS', ['3']],
      ['EXISTS', []],
      ['NOT_EXISTS', []],
    ]);
  });
});

describe('rows the schema refuses', () => {
  it("refuses a reversed range with 'From value must not be greater than To value'", () => {
    const reversed = row('BETWEEN', { tag: 'vehicleYear', from: '2020', to: '2010' });
    expect(checkFilterRows([reversed])).toEqual({ ok: false, errors: { [reversed.id]: contactMessages.rangeReversed } });
  });

  it('compares numbers as numbers (9 < 10) and text as text', () => {
    expect(checkFilterRows([row('BETWEEN', { from: '9', to: '10' })]).ok).toBe(true);
    expect(checkFilterRows([row('BETWEEN', { tag: 'city', from: 'Dallas', to: 'Austin' })]).ok).toBe(false);
  });

  it('asks for both ends of a range', () => {
    const half = row('BETWEEN', { from: '1' });
    const check = checkFilterRows([half]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors[half.id]).toBe('Values must be a From and a To value');
  });

  it('asks for values where the operator needs them, and names only the rows at fault', () => {
    const empty = row('CONTAINS', { value: ' , ' });
    const fine = row('EXISTS');
    const check = checkFilterRows([fine, empty]);
    expect(check).toEqual({ ok: false, errors: { [empty.id]: messages.required('Values') } });
  });
});
