// /referral/statistic: visits, leads, sign-ups, revenue brought and commission earned over a range
// of days (in the address as from/to, YYYY-MM-DD; the last 30 days by default), for all the user's
// links or one of them: the totals, then a chart of each day (apexcharts, loaded with the chart).
import { Card, Flex, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReferralStatistic } from '@domain/referral/referral';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, EmptyState, Figure, LazyChart, LoadingSkeleton, PageHeader, formatCents, formatCount, useLoad, type DateRange, type TimeSeries } from '@web/ui';
import { getReferralStatistic, listReferralLinks } from './referral-api';
import { ReferralTabs } from './referral-tabs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

function defaultRange(): { from: string; to: string } {
  const to = new Date();
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - 29);
  return { from: dayOf(from), to: dayOf(to) };
}

function chartSeries(stats: ReferralStatistic, t: (key: string) => string): TimeSeries[] {
  const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return [
    { name: t('Visits'), kind: 'count', data: stats.days.map((d) => [at(d.date), d.visits]) },
    { name: t('Sign-ups'), kind: 'count', data: stats.days.map((d) => [at(d.date), d.signups]) },
    { name: t('Revenue brought'), kind: 'money', data: stats.days.map((d) => [at(d.date), d.revenueCents / 100]) },
    { name: t('Commission earned'), kind: 'money', data: stats.days.map((d) => [at(d.date), d.commissionCents / 100]) },
  ];
}

export function ReferralStatisticPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(defaultRange, []);
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : fallback.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : fallback.to;
  const linkId = params.get('linkId') ?? '';
  const links = useLoad((signal) => listReferralLinks(signal), []);
  const stats = useLoad((signal) => getReferralStatistic({ from, to, ...(linkId ? { linkId } : {}) }, signal), [from, to, linkId]);
  const series = useMemo(() => (stats.data ? chartSeries(stats.data, t) : []), [stats.data, t]);

  const setQuery = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };
  const onRange = (range: DateRange | null) => {
    if (range) setQuery({ from: dayOf(range.from), to: dayOf(range.to) });
    else setQuery({ from: '', to: '' });
  };

  const totals = stats.data?.totals;
  return (
    <Stack gap="5">
      <PageHeader title="Referral" description="What your referral links brought, day by day." />
      <ReferralTabs />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <DateRangePicker label="Date range" showLabel value={{ from: dateOf(from), to: dateOf(to) }} onChange={onRange} />
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field aria-label={t('Referral link')} value={linkId} onChange={(e) => setQuery({ linkId: e.currentTarget.value })}>
            <option value="">{t('All links')}</option>
            {(links.data ?? []).map((l) => (
              <option key={l.id} value={String(l.id)}>
                {`${l.programName} · ${l.referralCode}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {stats.failed ? (
        <EmptyState title="The referral statistics could not be loaded" onRetry={stats.retry} />
      ) : !totals ? (
        <LoadingSkeleton height="24rem" />
      ) : (
        <Card.Root>
          <Card.Body gap="5">
            <Wrap gap="8" role="group" aria-label={t('Totals')}>
              <Figure label="Visits" value={formatCount(totals.visits)} />
              <Figure label="Leads" value={formatCount(totals.leads)} />
              <Figure label="Sign-ups" value={formatCount(totals.signups)} />
              <Figure label="Revenue brought" value={formatCents(totals.revenueCents)} />
              <Figure label="Commission earned" value={formatCents(totals.commissionCents)} />
            </Wrap>
            <LazyChart label={t('Referral chart')} series={series} height={320} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
