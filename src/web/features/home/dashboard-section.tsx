// The dashboard on the homepage (001 §7 "Dashboard"; issue 11): for a from-to range (the last 7
// days by default), the message stats, a small chart of sent and clicked per hour, the highlights
// (the best campaign by clicks and by revenue, today against yesterday) and the campaigns created
// in the range by state. Leaving the homepage aborts the four calls (001 §2).
import { useMemo, useState } from 'react';
import { Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { campaignStatusColors } from '@domain/status-colors';
import type { HighlightsAnswer } from '@domain/dashboard';
import { fillBuckets } from '@domain/stats-buckets';
import { formatCount, formatRevenue } from '@domain/stats-format';
import { useTranslation } from '@web/i18n';
import { DateRangePicker, EmptyState, LazyChart, LoadingSkeleton, StatusBadge, statusText, useLoad, type DateRange, type TimeSeries } from '@web/ui';
import { loadDashboard, type Dashboard } from './dashboard-api';
import { MessageFigures, TodayVsYesterday } from './dashboard-figures';

function lastSevenDays(now: Date): DateRange {
  return { from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6), to: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999) };
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          {t(title)}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Best({ label, best, value }: { label: string; best: HighlightsAnswer['bestByClicks']; value: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5" textStyle="sm">
      <Text textStyle="xs" color="fg.muted">
        {t(label)}
      </Text>
      {best ? (
        <HStack justify="space-between" gap="3">
          <Link asChild colorPalette="accent" fontWeight="medium">
            <RouterLink to={`/statistic?cpId=${best.campaignId}`}>{best.title}</RouterLink>
          </Link>
          <Text color="fg.muted" whiteSpace="nowrap">
            {value(best.value)}
          </Text>
        </HStack>
      ) : (
        <Text color="fg.muted">—</Text>
      )}
    </Stack>
  );
}

function DashboardBody({ data, range }: { data: Dashboard; range: DateRange }) {
  const { t } = useTranslation();
  const series = useMemo<TimeSeries[]>(() => {
    const points = fillBuckets(data.statsByTime.points, range.from.toISOString(), range.to.toISOString(), 'HOUR');
    return [
      { name: t('Sent'), kind: 'count', data: points.map((p) => [Date.parse(p.datetime), p.sent]) },
      { name: t('Clicked'), kind: 'count', data: points.map((p) => [Date.parse(p.datetime), p.clicked]) },
    ];
  }, [data, range, t]);
  const states = data.campaignStats.counts.filter((c) => c.count > 0);
  const h = data.highlights;
  return (
    <Stack gap="4">
      <MessageFigures totals={data.messageStats.totals} />
      <Card.Root>
        <Card.Body>
          <LazyChart label={t('Sent and clicked per hour')} series={series} height={220} compact />
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Panel title="Highlights">
          <Best label="Most clicks" best={h.bestByClicks} value={(n) => t('{{count}} clicks', { count: formatCount(n) })} />
          <Best label="Most revenue" best={h.bestByRevenue} value={formatRevenue} />
        </Panel>
        <Panel title="Today and yesterday">
          <TodayVsYesterday today={h.today} yesterday={h.yesterday} />
        </Panel>
        <Panel title="Campaigns created in the range">
          {states.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('No campaigns were created in this range.')}
            </Text>
          ) : (
            <HStack gap="3" wrap="wrap">
              {states.map((s) => (
                <HStack key={s.status} gap="1.5">
                  <StatusBadge status={s.status} map={campaignStatusColors} label={t(statusText(s.status))} />
                  <Text textStyle="sm" fontWeight="semibold">
                    {formatCount(s.count)}
                  </Text>
                </HStack>
              ))}
            </HStack>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardSection() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastSevenDays(new Date()));
  const dashboard = useLoad((signal) => loadDashboard({ from: range.from.toISOString(), to: range.to.toISOString() }, signal), [range]);
  return (
    <Stack as="section" gap="4" aria-labelledby="dashboard-heading">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="dashboard-heading">
          {t('Dashboard')}
        </Heading>
        <DateRangePicker label="Dashboard range" value={range} onChange={(r) => r && setRange(r)} />
      </HStack>
      {dashboard.failed ? (
        <EmptyState title="The dashboard could not be loaded" onRetry={dashboard.retry} />
      ) : dashboard.data ? (
        <DashboardBody data={dashboard.data} range={range} />
      ) : (
        <LoadingSkeleton height="64" />
      )}
    </Stack>
  );
}
