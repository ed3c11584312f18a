// Settings > Integrations (issue 13; 001 §7 "Revenue tracking"): the tracking vendors with their
// enable switches, and for the vendor picked, its credentials form and mapping editor and "Update
// revenue". The list is loaded once; each save puts the server's answer in place.
import { Badge, Button, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { RevenueTracking } from '@domain/revenue-tracking';
import type { TrackingVendor } from '@domain/revenue-vendors';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatWhen, useLoad } from '@web/ui';
import { CredentialsForm } from './credentials-form';
import { MappingEditor } from './mapping-editor';
import { saveCredential, setVendorActive, vendorsAndAccounts } from './revenue-api';
import { UpdateRevenueButton } from './update-revenue-button';
import { VendorSwitch } from './vendor-switch';

export function IntegrationsTab() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => vendorsAndAccounts(signal), []);
  const [accounts, setAccounts] = useState<RevenueTracking[]>([]);
  const [picked, setPicked] = useState<TrackingVendor | null>(null);
  useEffect(() => {
    if (!loaded.data) return;
    setAccounts(loaded.data.accounts);
    setPicked((p) => p ?? loaded.data?.accounts.find((a) => a.active)?.vendor ?? 'voluum');
  }, [loaded.data]);

  if (loaded.failed) return <EmptyState title="The integrations could not be loaded" onRetry={loaded.retry} />;
  if (!loaded.data || picked === null) return <LoadingSkeleton lines={6} />;
  const { vendors } = loaded.data;
  const put = (saved: RevenueTracking) => setAccounts((list) => list.map((a) => (a.vendor === saved.vendor ? saved : a)));
  const account = accounts.find((a) => a.vendor === picked);
  const info = vendors.find((v) => v.vendor === picked);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading size="md">{t('Revenue tracking')}</Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('Connect the trackers your offers report conversions to; their revenue is added to your campaigns.')}
        </Text>
      </Stack>
      <Table.Root size="sm" aria-label={t('Tracking vendors')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Vendor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Sub domain')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Access key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vendors.map((vendor) => {
            const entry = accounts.find((a) => a.vendor === vendor.vendor);
            if (!entry) return null;
            return (
              <Table.Row key={vendor.vendor} data-selected={vendor.vendor === picked ? '' : undefined} bg={vendor.vendor === picked ? 'bg.muted' : undefined}>
                <Table.Cell fontWeight="medium">{vendor.name}</Table.Cell>
                <Table.Cell>{entry.subDomain || '—'}</Table.Cell>
                <Table.Cell fontFamily="mono">{entry.accessKeyMasked ?? '—'}</Table.Cell>
                <Table.Cell>
                  <VendorSwitch account={entry} label={vendor.name} toggle={(active) => setVendorActive(vendor.vendor, active)} onSaved={put} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant={vendor.vendor === picked ? 'solid' : 'outline'} colorPalette="accent" onClick={() => setPicked(vendor.vendor)} aria-label={t('Configure {{vendor}}', { vendor: vendor.name })}>
                    {t('Configure')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {account && info && (
        <Stack gap="5" borderWidth="1px" borderRadius="l2" p="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <HStack gap="2">
              <Heading size="sm">{info.name}</Heading>
              <Badge colorPalette={account.active ? 'green' : 'gray'}>{account.active ? t('Enabled') : t('Disabled')}</Badge>
            </HStack>
            <HStack gap="3">
              <Text textStyle="xs" color="fg.muted">
                {t('Revenue updated: {{when}}', { when: formatWhen(account.pulledAt) })}
              </Text>
              <UpdateRevenueButton vendor={account.vendor} disabled={!account.active} />
            </HStack>
          </HStack>
          <CredentialsForm
            key={`credentials-${account.vendor}`}
            account={account}
            vendorName={info.name}
            subDomainExample={info.subDomainExample}
            save={(values) => saveCredential({ vendor: account.vendor, ...values })}
            onSaved={put}
          />
          <Separator />
          <MappingEditor key={`mapping-${account.vendor}`} account={account} vendorName={info.name} onSaved={put} />
        </Stack>
      )}
    </Stack>
  );
}
