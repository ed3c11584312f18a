// The /users search written to the address and read back (reload, Back, a shared link): the same
// filters, AND/OR, statuses, sort and page come back; defaults leave the address plain; a hand-edited
// address with unknown fields, operators, statuses or sizes reads as a wider search, never a broken one.
import { describe, expect, it } from 'vitest';
import { readUserSearch, writeUserSearch, type UserSearchState } from '@web/features/users/user-search-query';

const full: UserSearchState = {
  criteria: {
    searchFilters: [
      { field: 'email', operator: 'CONTAINS', value: 'a&b=c@example.com', valueTo: '' },
      { field: 'balance', operator: 'BETWEEN', value: '10', valueTo: '99.5' },
      { field: 'phone', operator: 'NOT_EXISTS', value: '', valueTo: '' },
    ],
    operator: 'OR',
    statuses: ['Active', 'Suspended'],
  },
  page: 3,
  pageSize: 50,
  sort: { key: 'balance', direction: 'ASC' },
};

describe('the users search in the address', () => {
  it('reads back exactly what was written', () => {
    const query = writeUserSearch(full).toString();
    expect(readUserSearch(new URLSearchParams(query))).toEqual(full);
  });

  it('leaves the defaults out, so the plain list is plain /users', () => {
    const plain: UserSearchState = { criteria: { searchFilters: [], operator: 'AND', statuses: [] }, page: 1, pageSize: 20, sort: null };
    expect(writeUserSearch(plain).toString()).toBe('');
    expect(readUserSearch(new URLSearchParams(''))).toEqual(plain);
  });

  it('names the parts readably', () => {
    const query = writeUserSearch(full);
    expect(Object.fromEntries(query)).toMatchObject({ field1: 'email', op1: 'CONTAINS', match: 'OR', statuses: 'Active,Suspended', sort: 'balance.ASC', page: '3', size: '50' });
  });

  it('drops what does not read back as valid', () => {
    const read = readUserSearch(
      new URLSearchParams('field1=password&op1=EQUAL&value1=x&field2=email&op2=LIKE&field3=role&op3=EQUAL&value3=Farm-Worker&statuses=Active,Nope&sort=password.ASC&page=-2&size=7&match=XOR'),
    );
    expect(read).toEqual({
      criteria: { searchFilters: [{ field: 'role', operator: 'EQUAL', value: 'Farm-Worker', valueTo: '' }], operator: 'AND', statuses: ['Active'] },
      page: 1,
      pageSize: 20,
      sort: null,
    });
  });
});
