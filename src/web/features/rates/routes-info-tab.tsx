// The settings page's Routes info tab (000 §2 "routes-info (plus route name)"): the routes open to
// the user; choosing one (or opening ?tab=routes-info&route=<name>) shows its details and what its
// message types cost in its country. The route's name in the query makes a route's page a link
// the user can keep or share.
import { Link as ChakraLink, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { PriceEntry } from '@domain/pricing';
import { SEND_METHODS, type Route } from '@domain/routes';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { DataTable, EmptyState, LoadingSkeleton, useLoad, type DataTableColumn } from '@web/ui';
import { formatPrice } from './price-grid';
import { getPriceTable, listCountries, listRoutes } from './rates-api';

const routeLink = (name: string) => `?tab=routes-info&route=${encodeURIComponent(name)}`;
const sendMethodLabel = (route: Route) => (route.details.sendMethod === SEND_METHODS.twoWays ? 'Two-way' : 'One-way');

export function RoutesInfoTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = params.get('route');
  const loaded = useLoad((signal) => Promise.all([listRoutes(signal), getPriceTable(signal), listCountries(signal)]), []);

  if (loaded.failed) return <EmptyState title="The routes could not be loaded" onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton lines={6} />;
  const [routes, prices, countries] = loaded.data;
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;

  if (chosen !== null) {
    const route = routes.find((r) => r.name === chosen);
    return (
      <Stack gap="4">
        <ChakraLink asChild color="fg.muted" textStyle="sm" alignSelf="start">
          <Link to="?tab=routes-info">← {t('All routes')}</Link>
        </ChakraLink>
        {route ? (
          <RouteDetails route={route} prices={prices} countryName={countryName(route.details.country)} />
        ) : (
          <EmptyState title="Route not found" description="No route open to you has this name." />
        )}
      </Stack>
    );
  }

  if (routes.length === 0) return <EmptyState title="No routes yet" description="Routes open to you appear here." />;
  const columns: DataTableColumn<Route>[] = [
    {
      key: 'name',
      header: 'Route',
      cell: (route) => (
        <ChakraLink asChild color="fg.info">
          <Link to={routeLink(route.name)}>{route.name}</Link>
        </ChakraLink>
      ),
    },
    { key: 'country', header: 'Country', cell: (route) => countryName(route.details.country) },
    { key: 'sendMethod', header: 'Send method', cell: (route) => t(sendMethodLabel(route)) },
    { key: 'messageTypes', header: 'Message types', cell: (route) => route.details.messageTypes.join(', ') },
  ];
  return <DataTable label="Routes info" columns={columns} rows={routes} getRowId={(route) => String(route.id)} />;
}

function RouteDetails({ route, prices, countryName }: { route: Route; prices: readonly PriceEntry[]; countryName: string }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'Yes' : 'No');
  const facts: [string, string][] = [
    ['Country', countryName],
    ['Send method', t(sendMethodLabel(route))],
    ['Message types', route.details.messageTypes.join(', ')],
    ['Supports attachments', yesNo(route.details.supportAttachment)],
    ['10DLC', yesNo(route.details.is10dlc)],
    ['Creative approval required', yesNo(route.details.setting.creativeApprovalRequired)],
  ];
  const own = route.details.messageTypes.map((type) => ({
    type,
    millicents: prices.find((p) => p.country === route.details.country && p.messageType === type)?.unitPriceMillicents,
  }));
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {route.name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h3" size="sm">
        {t('Prices')}
      </Heading>
      <Table.Root size="sm" maxW="sm" aria-label={t('Prices of {{route}}', { route: route.name })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Message type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Price')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {own.map(({ type, millicents }) => (
            <Table.Row key={type}>
              <Table.Cell>{type}</Table.Cell>
              <Table.Cell textAlign="end">{formatPrice(millicents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('Price of one message, or of one call for VOICE and RVM.')}
      </Text>
    </Stack>
  );
}
