// The /users search kept in the address (UI.md "filters live in the URL"), so a reload, Back or a
// shared link shows the same list: each filter as numbered keys (field1, op1, value1, to1 ...),
// match (AND/OR), statuses (a comma list), sort (column.ASC|DESC), page and size. Pure both ways;
// whatever does not read back as valid is dropped rather than sent to the server (a hand-edited
// link then shows a wider list, never an error).
import { SEARCH_OPERATORS, USER_PAGE_SIZES, USER_SEARCH_FIELDS, USER_SEARCH_PAGE_SIZE, type SearchFilter } from '@domain/user-admin';
import { userStatusSchema, type UserStatus } from '@domain/user';
import type { DataTableSort, SortDirection } from '@web/ui';
import type { SearchCriteria } from './user-search-filters';

export interface UserSearchState {
  criteria: SearchCriteria;
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
}

/** The user table's sortable columns: what the URL's sort may name. */
export const SORTABLE_COLUMNS = ['username', 'firstname', 'lastname', 'email', 'balance', 'role'] as const;
const DIRECTIONS: readonly SortDirection[] = ['ASC', 'DESC'];
const MAX_FILTERS = 20;
const MAX_VALUE = 200;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readUserSearch(params: URLSearchParams): UserSearchState {
  const searchFilters: SearchFilter[] = [];
  for (let i = 1; i <= MAX_FILTERS; i += 1) {
    const field = params.get(`field${i}`);
    const operator = params.get(`op${i}`);
    if (field === null) break;
    if (!isOneOf(USER_SEARCH_FIELDS, field) || !isOneOf(SEARCH_OPERATORS, operator)) continue;
    searchFilters.push({ field, operator, value: (params.get(`value${i}`) ?? '').slice(0, MAX_VALUE), valueTo: (params.get(`to${i}`) ?? '').slice(0, MAX_VALUE) });
  }
  const statuses = (params.get('statuses') ?? '')
    .split(',')
    .map((s) => userStatusSchema.safeParse(s.trim()))
    .flatMap((r): UserStatus[] => (r.success ? [r.data] : []));
  const [key = '', direction = ''] = (params.get('sort') ?? '').split('.');
  const sort: DataTableSort | null = isOneOf(SORTABLE_COLUMNS, key) && isOneOf(DIRECTIONS, direction) ? { key, direction } : null;
  const size = positive(params.get('size'), USER_SEARCH_PAGE_SIZE);
  return {
    criteria: { searchFilters, operator: params.get('match') === 'OR' ? 'OR' : 'AND', statuses: [...new Set(statuses)] },
    page: positive(params.get('page'), 1),
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : USER_SEARCH_PAGE_SIZE,
    sort,
  };
}

/** The address query of a search; defaults are left out, so the plain list is plain /users. */
export function writeUserSearch(state: UserSearchState): URLSearchParams {
  const out = new URLSearchParams();
  state.criteria.searchFilters.slice(0, MAX_FILTERS).forEach((f, i) => {
    const n = i + 1;
    out.set(`field${n}`, f.field);
    out.set(`op${n}`, f.operator);
    if (f.value) out.set(`value${n}`, f.value);
    if (f.valueTo) out.set(`to${n}`, f.valueTo);
  });
  if (state.criteria.operator === 'OR') out.set('match', 'OR');
  if (state.criteria.statuses.length > 0) out.set('statuses', state.criteria.statuses.join(','));
  if (state.sort) out.set('sort', `${state.sort.key}.${state.sort.direction}`);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.pageSize !== USER_SEARCH_PAGE_SIZE) out.set('size', String(state.pageSize));
  return out;
}
