// A page with nothing but the shared DataTable holding 1,000 rows, for the scroll benchmark
// (tests/bench/data-table-scroll.mjs). Built with the app's own Vite config and theme.
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { system } from '@web/app/theme';
import { DataTable, type DataTableColumn } from '@web/ui';

type Contact = { id: string; name: string; phone: string; carrier: string; city: string };
const rows: Contact[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `c${i}`,
  name: `Contact ${i}`,
  phone: `+1555${String(i).padStart(7, '0')}`,
  carrier: ['Verizon', 'AT&T', 'T-Mobile'][i % 3],
  city: ['Austin', 'Boston', 'Chicago', 'Denver'][i % 4],
}));
const columns: DataTableColumn<Contact>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name, sortable: true },
  { key: 'phone', header: 'Phone', cell: (c) => c.phone },
  { key: 'carrier', header: 'Carrier', cell: (c) => c.carrier },
  { key: 'city', header: 'City', cell: (c) => c.city },
];

function Bench() {
  return <DataTable label="Contacts" columns={columns} rows={rows} getRowId={(c) => c.id} maxHeight="600px" onSelectionChange={() => undefined} selectedIds={[]} />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ChakraProvider value={system}>
      <Bench />
    </ChakraProvider>,
  );
}
