// /10-dlc/:id: a brand, its registration (state, the registry's answer, Register with the vendor
// list and the fee; refreshed while requesting or pending) and its use cases. A use case can be
// sent for registration once its brand is registered (ACTIVE).
import { useCallback, useMemo, useState } from 'react';
import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RegistrationView } from '@domain/registrations';
import type { Brand } from '@domain/ten-dlc/brand';
import { registrationStateColors } from '@domain/ten-dlc/brand-status';
import { BUSINESS_TYPES, ENTITY_TYPES, REGISTRATION_ID_TYPES, SENIORITIES, VERTICALS } from '@domain/ten-dlc/enumerations';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import type { UseCase } from '@domain/ten-dlc/use-case';
import { useTranslation, type Translate } from '@web/i18n';
import { DataTable, EmptyState, LoadingSkeleton, PageHeader, StatusBadge, useLoad, type DataTableColumn } from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { PlusIcon } from '@web/ui/icons';
import { FieldList } from './field-list';
import { RegistrationPanel } from './registration-panel';
import { getBrand, listUseCases } from './ten-dlc-api';

const label = (list: readonly (readonly [string, string])[], code: string) => list.find(([c]) => c === code)?.[1] ?? code;

export function BrandPage() {
  const brandId = Number(useParams().id);
  const loaded = useLoad(async (signal) => ({ brand: await getBrand(brandId, signal), useCases: await listUseCases(brandId, signal) }), [brandId]);
  if (loaded.failed) return <EmptyState title={tenDlcMessages.brandMissing} onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton />;
  return <BrandView key={brandId} brand={loaded.data.brand} useCases={loaded.data.useCases.items} />;
}

function columnsOfUseCases(brandId: number, t: Translate): DataTableColumn<UseCase>[] {
  return [
    {
      key: 'usecaseName',
      header: 'Use case name',
      cell: (u) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/10-dlc/${brandId}/use-case/${u.id}`}>{u.usecaseName}</Link>
        </ChakraLink>
      ),
    },
    { key: 'usecaseType', header: 'Use case type', cell: (u) => u.usecaseType },
    { key: 'didGroups', header: 'DID groups', cell: (u) => u.didGroups.map((g) => g.name).join(', ') },
    {
      key: 'state',
      header: '10-DLC',
      cell: (u) => (u.registration ? <StatusBadge status={u.registration.state} map={registrationStateColors} label={t(u.registration.state)} /> : t('Not registered yet')),
    },
  ];
}

function BrandView({ brand, useCases }: { brand: Brand; useCases: UseCase[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [registration, setRegistration] = useState<RegistrationView | null>(brand.registration);
  const onRegistration = useCallback((r: RegistrationView | null) => setRegistration(r), []);
  const columns = useMemo(() => columnsOfUseCases(brand.id, t), [brand.id, t]);
  const registered = registration?.state === 'registered';
  return (
    <Stack gap="5">
      <PageHeader
        title={brand.brandName}
        breadcrumb={<BackLink to="/10-dlc" label="10-DLC" />}
        actions={
          <Button variant="outline" onClick={() => navigate(`/10-dlc/${brand.id}/edit`)}>
            {t('Edit')}
          </Button>
        }
      />
      <RegistrationPanel kind="brand" subjectId={brand.id} registration={brand.registration} onRegistration={onRegistration} />
      <Stack as="section" gap="3" aria-label={t('Use cases')}>
        <HStack justify="space-between">
          <Text fontWeight="semibold">{t('Use cases')}</Text>
          <Button size="sm" colorPalette="accent" variant="outline" onClick={() => navigate(`/10-dlc/${brand.id}/use-case/new`)}>
            <PlusIcon />
            {t('Create use case')}
          </Button>
        </HStack>
        {!registered && <Text textStyle="sm" color="fg.muted">{t(tenDlcMessages.brandNotRegistered)}</Text>}
        <DataTable
          label={t('Use cases')}
          columns={columns}
          rows={useCases}
          getRowId={(u) => String(u.id)}
          empty={<EmptyState title="No use cases yet" description="Add a use case: what you send, to whom, and how they opted in." />}
        />
      </Stack>
      <Stack as="section" gap="3" aria-label={t('Brand details')}>
        <Text fontWeight="semibold">{t('Brand details')}</Text>
        <FieldList
          items={[
            ['Company name', brand.companyName],
            ['Website', brand.website],
            ['Vertical', t(label(VERTICALS, brand.vertical))],
            ['Entity type', t(label(ENTITY_TYPES, brand.entityType))],
            ['Business type', t(label(BUSINESS_TYPES, brand.businessType))],
            ['Seniority', t(label(SENIORITIES, brand.seniority))],
            ['Brand type', brand.brandType],
            ['Customer type', brand.customerType],
            ['Business registration id type', t(label(REGISTRATION_ID_TYPES, brand.businessRegistrationIdType))],
            ['EIN', brand.ein],
            ['EIN issuing country', brand.einIssuingCountry],
            ['Stock exchange', brand.stockExchange],
            ['Stock symbol', brand.stockSymbol],
            ['First name', brand.firstName],
            ['Last name', brand.lastName],
            ['Email', brand.email],
            ['Phone', brand.phone],
            ['Street', brand.street],
            ['City', brand.city],
            ['State', brand.state],
            ['Postal code', brand.postalCode],
            ['Country', brand.country],
          ]}
        />
      </Stack>
    </Stack>
  );
}
