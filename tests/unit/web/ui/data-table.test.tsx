// @vitest-environment jsdom
// The shared table as a user meets it: paging, rows per page, sorting, selection, the empty state,
// a virtualised body for 1,000 rows and infinite loading.
import { useState } from 'react';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, PAGE_SIZES, type DataTableColumn, type DataTableSort } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

type Contact = { id: string; name: string; phone: string };

const contacts = (n: number, from = 0): Contact[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${from + i}`, name: `Contact ${from + i}`, phone: `+1555000${from + i}` }));

const columns: DataTableColumn<Contact>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name, sortable: true },
  { key: 'phone', header: 'Phone', cell: (c) => c.phone },
];

afterEach(cleanup);

function bodyRows(): HTMLElement[] {
  // Body rows carry aria-rowindex > 1; spacer and skeleton rows are hidden from assistive tech.
  return screen.getAllByRole('row').filter((r) => Number(r.getAttribute('aria-rowindex')) > 1);
}

describe('DataTable pager', () => {
  function Paged({ total = 95, capped = false, onPage = vi.fn(), onSize = vi.fn() }) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(20);
    const rows = contacts(capped ? pageSize : Math.min(pageSize, total - (page - 1) * pageSize), (page - 1) * pageSize);
    return (
      <DataTable
        label="Contacts"
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        pagination={{
          mode: 'pages',
          page,
          pageSize,
          total,
          totalCapped: capped,
          onPageChange: (p) => {
            onPage(p);
            setPage(p);
          },
          onPageSizeChange: (s) => {
            onSize(s);
            setPageSize(s);
            setPage(1);
          },
        }}
      />
    );
  }

  it('moves with first, previous, next and last, disabling what leads nowhere', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Paged onPage={onPage} />);
    const first = screen.getByRole('button', { name: 'First page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    const last = screen.getByRole('button', { name: 'Last page' });
    expect(first.hasAttribute('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();

    await user.click(next);
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('21-40 of 95')).toBeTruthy();
    await user.click(last);
    expect(onPage).toHaveBeenLastCalledWith(5);
    expect(screen.getByText('Page 5 of 5')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(bodyRows()).toHaveLength(15);
    await user.click(previous);
    expect(onPage).toHaveBeenLastCalledWith(4);
    await user.click(first);
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('says "100+" when the total was capped, and goes on past the last counted page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Paged onPage={onPage} total={100} capped />);
    expect(screen.getByText('1-20 of 100+')).toBeTruthy();
    expect(screen.getByText('Page 1 of 5+')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('-1');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenLastCalledWith(5);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.hasAttribute('disabled')).toBe(false);
    await user.click(next);
    expect(onPage).toHaveBeenLastCalledWith(6);
  });

  it('goes to the page typed in the go-to-page box, clamped to the last page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderWithProviders(<Paged onPage={onPage} />);
    const box = screen.getByLabelText('Go to page');
    await user.type(box, '3{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('Page 3 of 5')).toBeTruthy();
    await user.type(box, '99{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(5);
  });

  it('offers the spec rows-per-page choices, 20 by default', async () => {
    const user = userEvent.setup();
    const onSize = vi.fn();
    renderWithProviders(<Paged onSize={onSize} total={2000} />);
    const select = screen.getByLabelText('Rows per page');
    if (!(select instanceof HTMLSelectElement)) throw new Error('rows per page is not a select');
    expect([...select.options].map((o) => Number(o.value))).toEqual([...PAGE_SIZES]);
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50, 100, 500, 1000]);
    expect(select.value).toBe('20');
    await user.selectOptions(select, '50');
    expect(onSize).toHaveBeenCalledWith(50);
    expect(screen.getByText('1-50 of 2000')).toBeTruthy();
  });
});

describe('DataTable sorting', () => {
  it('cycles a sortable header descending, ascending, default and announces it', async () => {
    const user = userEvent.setup();
    const seen: (DataTableSort | null)[] = [];
    function Sorted() {
      const [sort, setSort] = useState<DataTableSort | null>(null);
      return (
        <DataTable
          columns={columns}
          rows={contacts(3)}
          getRowId={(c) => c.id}
          sort={sort}
          onSortChange={(s) => {
            seen.push(s);
            setSort(s);
          }}
        />
      );
    }
    renderWithProviders(<Sorted />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Phone' }).hasAttribute('aria-sort')).toBe(false);
    const button = within(header).getByRole('button');
    await user.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(seen).toEqual([{ key: 'name', direction: 'DESC' }, { key: 'name', direction: 'ASC' }, null]);
  });
});

describe('DataTable selection', () => {
  it('selects one row, then all, then none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(ids: string[]) => void>();
    function Selectable() {
      const [ids, setIds] = useState<string[]>([]);
      return (
        <DataTable
          columns={columns}
          rows={contacts(3)}
          getRowId={(c) => c.id}
          selectedIds={ids}
          onSelectionChange={(next) => {
            onChange(next);
            setIds(next);
          }}
        />
      );
    }
    renderWithProviders(<Selectable />);
    const rowBoxes = screen.getAllByLabelText('Select row');
    expect(rowBoxes).toHaveLength(3);
    await user.click(rowBoxes[1]);
    expect(onChange).toHaveBeenLastCalledWith(['c1']);
    const all = screen.getByLabelText('Select all rows');
    await user.click(all);
    expect([...(onChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['c0', 'c1', 'c2']);
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('DataTable states', () => {
  it("says 'data not found' when there are no rows", () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} getRowId={(c: Contact) => c.id} />);
    expect(screen.getByText('data not found')).toBeTruthy();
  });

  it('shows skeleton rows while loading, not the empty text', () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} getRowId={(c: Contact) => c.id} loading />);
    expect(screen.queryByText('data not found')).toBeNull();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });

  it('renders a window of a 1,000-row page and moves it on scroll', async () => {
    renderWithProviders(<DataTable label="Contacts" columns={columns} rows={contacts(1000)} getRowId={(c) => c.id} />);
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('Contact 0')).toBeTruthy();
    expect(screen.queryByText('Contact 999')).toBeNull();

    const region = screen.getByRole('region', { name: 'Contacts' });
    region.scrollTop = 49 * 990;
    fireEvent.scroll(region);
    await waitFor(() => expect(screen.getByText('Contact 999')).toBeTruthy());
    expect(screen.queryByText('Contact 0')).toBeNull();
    expect(bodyRows().length).toBeLessThan(60);
  });

  it('asks for more rows when the end is in view, once per batch', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable columns={columns} rows={contacts(5)} getRowId={(c) => c.id} pagination={{ mode: 'infinite', hasMore: true, onLoadMore }} />,
    );
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
    rerender(
      <DataTable columns={columns} rows={contacts(5)} getRowId={(c) => c.id} loading pagination={{ mode: 'infinite', hasMore: true, onLoadMore }} />,
    );
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByText('Contact 4')).toBeTruthy();
    rerender(
      <DataTable columns={columns} rows={contacts(10)} getRowId={(c) => c.id} pagination={{ mode: 'infinite', hasMore: false, onLoadMore }} />,
    );
    expect(screen.getByText('Contact 9')).toBeTruthy();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks for more only when a long list is scrolled near its end', async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(
      <DataTable label="Contacts" columns={columns} rows={contacts(200)} getRowId={(c) => c.id} pagination={{ mode: 'infinite', hasMore: true, onLoadMore }} />,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(onLoadMore).not.toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Contacts' });
    region.scrollTop = 49 * 190;
    fireEvent.scroll(region);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('goes back to the first row on a new page', async () => {
    const user = userEvent.setup();
    function Paged() {
      const [page, setPage] = useState(1);
      return (
        <DataTable
          label="Contacts"
          columns={columns}
          rows={contacts(100, (page - 1) * 100)}
          getRowId={(c) => c.id}
          pagination={{ mode: 'pages', page, pageSize: 100, total: 300, onPageChange: setPage, onPageSizeChange: () => {} }}
        />
      );
    }
    renderWithProviders(<Paged />);
    const region = screen.getByRole('region', { name: 'Contacts' });
    region.scrollTop = 49 * 80;
    fireEvent.scroll(region);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(region.scrollTop).toBe(0);
    // A browser fires scroll when scrollTop changes; jsdom does not, so the test does.
    fireEvent.scroll(region);
    await waitFor(() => expect(screen.getByText('Contact 100')).toBeTruthy());
  });
});
