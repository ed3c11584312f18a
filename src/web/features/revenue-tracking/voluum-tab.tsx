// Settings > Voluum (issue 13; 001 §7 "Voluum: GET data, POST enable?active, POST settings, POST
// credential"): whether Voluum is connected, its enable switch and "Update revenue", the campaigns
// and revenue Voluum reports for the last 30 days, its settings and its credentials.
import { Badge, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatRevenue } from '@domain/stats-format';
import { vendorInfo } from '@domain/revenue-vendors';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatCount, formatWhen, useLoad } from '@web/ui';
import { CredentialsForm } from './credentials-form';
import { getVoluumData, saveVoluumCredential, setVoluumActive } from './revenue-api';
import { UpdateRevenueButton } from './update-revenue-button';
import { VendorSwitch } from './vendor-switch';
import { VoluumSettingsForm } from './voluum-settings-form';

const VOLUUM = vendorInfo('voluum');

export function VoluumTab() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const loaded = useLoad((signal) => getVoluumData(signal), [reload]);
  const again = () => setReload((n) => n + 1);

  if (loaded.failed) return <EmptyState title="The Voluum data could not be loaded" onRetry={loaded.retry} />;
  if (!loaded.data) return <LoadingSkeleton lines={6} />;
  const { account, settings, campaigns, connected } = loaded.data;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading size="md">Voluum</Heading>
          <Badge colorPalette={connected ? 'green' : 'gray'}>{connected ? t('Connected') : t('Not connected')}</Badge>
        </HStack>
        <HStack gap="4">
          <VendorSwitch account={account} label="Voluum" toggle={setVoluumActive} onSaved={again} />
          <UpdateRevenueButton vendor="voluum" disabled={!account.active} />
        </HStack>
      </HStack>
      <Stack gap="2">
        <HStack justify="space-between">
          <Heading size="sm">{t('Campaigns in the last 30 days')}</Heading>
          <Text textStyle="xs" color="fg.muted">
            {t('Revenue updated: {{when}}', { when: formatWhen(account.pulledAt) })}
          </Text>
        </HStack>
        {campaigns.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {connected ? t('Voluum reports no campaigns of yours in the last 30 days.') : t('Save the credentials and enable Voluum to see its campaigns.')}
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t('Voluum campaigns')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Campaign')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Visits')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Conversions')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Revenue')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {campaigns.map((c) => (
                <Table.Row key={c.campaignId}>
                  <Table.Cell>{c.campaignName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(c.visits)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(c.conversions)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatRevenue(c.revenueCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Separator />
      <VoluumSettingsForm settings={settings} onSaved={again} />
      <Separator />
      <CredentialsForm account={account} vendorName="Voluum" subDomainExample={VOLUUM.subDomainExample} save={saveVoluumCredential} onSaved={again} />
    </Stack>
  );
}
