// /10-dlc: the user's 10DLC brands with their status badges (000 §4 brand statuses, in the spec's
// general colours: ACTIVE and COMPLETED success; FAILED, DEACTIVATED and EXPIRED danger; the others
// pending), a brand never sent shown as a draft. 'Create brand' leads to the form.
import { useMemo } from 'react';
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import type { Brand } from '@domain/ten-dlc/brand';
import { brandStatusColors, registrationStateColors } from '@domain/ten-dlc/brand-status';
import { VERTICALS } from '@domain/ten-dlc/enumerations';
import { useTranslation, type Translate } from '@web/i18n';
import { DataTable, EmptyState, PageHeader, StatusBadge, formatWhen, useLoad, type DataTableColumn } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { listBrands } from './ten-dlc-api';

const verticalLabel = (code: string) => VERTICALS.find(([c]) => c === code)?.[1] ?? code;

function brandColumns(t: Translate): DataTableColumn<Brand>[] {
  return [
    {
      key: 'brandName',
      header: 'Brand name',
      cell: (b) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/10-dlc/${b.id}`}>{b.brandName}</Link>
        </ChakraLink>
      ),
    },
    { key: 'companyName', header: 'Company name', cell: (b) => <Text truncate maxW="xs">{b.companyName}</Text> },
    { key: 'vertical', header: 'Vertical', cell: (b) => t(verticalLabel(b.vertical)) },
    { key: 'status', header: 'Status', cell: (b) => (b.status ? <StatusBadge status={b.status} map={brandStatusColors} /> : <StatusBadge status="draft" map={brandStatusColors} label={t('Draft')} />) },
    {
      key: 'registration',
      header: '10-DLC',
      cell: (b) => (b.registration ? <StatusBadge status={b.registration.state} map={registrationStateColors} label={t(b.registration.state)} /> : '—'),
    },
    { key: 'useCaseCount', header: 'Use cases', cell: (b) => b.useCaseCount },
    { key: 'updatedAt', header: 'Updated on', cell: (b) => formatWhen(b.updatedAt) },
  ];
}

export function BrandsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, failed, retry } = useLoad((signal) => listBrands(signal), []);
  const columns = useMemo(() => brandColumns(t), [t]);
  return (
    <Stack gap="4">
      <PageHeader
        title="10-DLC"
        description="Register your brands and their use cases with the carriers, so your messages on 10DLC routes are delivered."
        actions={
          <Button colorPalette="accent" onClick={() => navigate('/10-dlc/create')}>
            <PlusIcon />
            {t('Create brand')}
          </Button>
        }
      />
      {failed ? (
        <EmptyState title="The brands could not be loaded" onRetry={retry} />
      ) : (
        <DataTable
          label={t('Brands')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(b) => String(b.id)}
          loading={loading}
          empty={
            <EmptyState
              title="No brands yet"
              description="Create a brand: the business your messages come from."
              action={
                <Button colorPalette="accent" onClick={() => navigate('/10-dlc/create')}>
                  {t('Create brand')}
                </Button>
              }
            />
          }
        />
      )}
    </Stack>
  );
}
