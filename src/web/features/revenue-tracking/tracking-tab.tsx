// Settings > Tracking (issue 13): the conversion postback URL to paste into the tracker, for the
// vendor chosen (its token syntax and the parameter Message ID is mapped to), the values its
// tracking links carry, and the latest conversions counted, from the postback or "Update revenue".
import { Heading, NativeSelect, Stack, Table, Text, Field } from '@chakra-ui/react';
import { useState } from 'react';
import { MAPPED_VALUES, MAPPED_VALUE_LABELS } from '@domain/revenue-tracking';
import { formatRevenue } from '@domain/stats-format';
import { trackingVendorSchema, type TrackingVendor } from '@domain/revenue-vendors';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatWhen, useLoad } from '@web/ui';
import { PostbackUrlBox } from './postback-url-box';
import { getPostbackInfo, listConversions, vendorsAndAccounts } from './revenue-api';

const RECENT = 20;

export function TrackingTab() {
  const { t } = useTranslation();
  const [vendor, setVendor] = useState<TrackingVendor | null>(null);
  const setup = useLoad((signal) => vendorsAndAccounts(signal), []);
  const postback = useLoad((signal) => getPostbackInfo(vendor, signal), [vendor]);
  const conversions = useLoad((signal) => listConversions(RECENT, signal), []);

  if (setup.failed || postback.failed) return <EmptyState title="The tracking settings could not be loaded" onRetry={() => (setup.retry(), postback.retry())} />;
  if (!setup.data || !postback.data) return <LoadingSkeleton lines={6} />;
  const shown = vendor ?? postback.data.vendor;
  const account = setup.data.accounts.find((a) => a.vendor === shown);
  const mapped = account ? MAPPED_VALUES.filter((v) => account.mapping[v] !== '') : [];

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading size="md">{t('Conversion postback URL')}</Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('Paste this URL into your tracker as its postback: each conversion it reports is added to the campaign of the message.')}
        </Text>
        <Field.Root maxW="xs">
          <Field.Label>{t('Tracking vendor')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={shown ?? ''} onChange={(e) => setVendor(trackingVendorSchema.safeParse(e.currentTarget.value).data ?? null)}>
              {shown === null && <option value="">{t('Any tracker')}</option>}
              {setup.data.vendors.map((v) => (
                <option key={v.vendor} value={v.vendor}>
                  {v.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <PostbackUrlBox info={postback.data} />
        {mapped.length > 0 && account && (
          <Text textStyle="sm">
            {t('Its tracking links carry:')} {mapped.map((v) => `${account.mapping[v]} = ${t(MAPPED_VALUE_LABELS[v])}`).join(', ')}
          </Text>
        )}
      </Stack>
      <Stack gap="2">
        <Heading size="sm">{t('Recent conversions')}</Heading>
        {conversions.failed ? (
          <EmptyState title="The conversions could not be loaded" onRetry={conversions.retry} />
        ) : conversions.data === null ? (
          <LoadingSkeleton lines={3} />
        ) : conversions.data.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('No conversions yet. They appear here once your tracker calls the postback URL or you update revenue.')}
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t('Recent conversions')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Converted')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Campaign')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Phone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Message ID')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Revenue')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {conversions.data.map((c) => (
                <Table.Row key={c.messageId}>
                  <Table.Cell>{formatWhen(c.convertedAt)}</Table.Cell>
                  <Table.Cell>{c.campaignName ?? t('Test send')}</Table.Cell>
                  <Table.Cell>{c.phone}</Table.Cell>
                  <Table.Cell fontFamily="mono" textStyle="xs">
                    {c.messageId}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatRevenue(c.revenueCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
