// The settings page's Price table tab (000 §2 "price-table"): what one message (or one call) costs
// the user, a row per country with the message types as columns, sortable by country.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n';
import { DataTable, EmptyState, LoadingSkeleton, useLoad, type DataTableColumn, type DataTableSort } from '@web/ui';
import { formatPrice, priceRows, pricedTypes, sortByCountry, type PriceRow } from './price-grid';
import { getPriceTable, listCountries } from './rates-api';

export function PriceTableTab() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => Promise.all([getPriceTable(signal), listCountries(signal)]), []);
  // No sort chosen is A to Z: the header's first click turns it to Z to A, the second to A to Z.
  const [sort, setSort] = useState<DataTableSort | null>(null);

  if (loaded.failed) return <EmptyState title="The price table could not be loaded" onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton lines={6} />;
  const [entries, countries] = loaded.data;
  if (entries.length === 0) return <EmptyState title="No prices yet" description="Prices appear here once they are set for your account." />;

  const columns: DataTableColumn<PriceRow>[] = [
    { key: 'country', header: 'Country', sortable: true, cell: (row) => row.countryName },
    ...pricedTypes(entries).map((type) => ({
      key: type,
      header: type,
      align: 'end' as const,
      cell: (row: PriceRow) => formatPrice(row.prices[type]),
    })),
  ];
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('Price of one message, or of one call for VOICE and RVM.')}</Text>
      <DataTable
        label="Price table"
        columns={columns}
        rows={sortByCountry(priceRows(entries, countries), sort?.direction ?? 'ASC')}
        getRowId={(row) => row.country}
        sort={sort}
        onSortChange={setSort}
      />
    </Stack>
  );
}
