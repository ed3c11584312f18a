// The dashboard's figures: the range's message stats as cards (sent, delivered and clicked with
// their rates, conversions, cost, revenue, ROI) and today against yesterday, each in the spec's
// formats (000 §9).
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StatsCounters } from '@domain/stats';
import { formatCount, formatMillicentsAsRevenue, formatPercent, formatRevenue, round5, statsFigures } from '@domain/stats-format';
import { useTranslation } from '@web/i18n';

function FigureCard({ label, value, help }: { label: string; value: string; help?: string }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text textStyle="xs" color="fg.muted">
          {t(label)}
        </Text>
        <Text textStyle="xl" fontWeight="semibold">
          {value}
        </Text>
        {help && (
          <Text textStyle="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function MessageFigures({ totals }: { totals: StatsCounters }) {
  const { t } = useTranslation();
  const f = statsFigures(totals);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" role="group" aria-label={t('Message stats')}>
      <FigureCard label="Sent" value={formatCount(totals.sent)} />
      <FigureCard label="Delivered" value={formatCount(totals.delivered)} help={formatPercent(f.deliveryRate)} />
      <FigureCard label="Clicked" value={formatCount(totals.clicked)} help={formatPercent(f.clickRate)} />
      <FigureCard label="Convertor" value={formatCount(totals.convertor)} />
      <FigureCard label="Cost" value={formatMillicentsAsRevenue(totals.costMillicents)} />
      <FigureCard label="Revenue" value={formatRevenue(totals.revenueCents)} help={`${t('ROI')} ${formatPercent(f.roi)}`} />
    </SimpleGrid>
  );
}

/** The change from yesterday to today in percent, or null when yesterday had none. */
export function changePercent(today: number, yesterday: number): number | null {
  return yesterday > 0 ? round5(((today - yesterday) * 100) / yesterday) : null;
}

export function TodayVsYesterday({ today, yesterday }: { today: StatsCounters; yesterday: StatsCounters }) {
  const { t } = useTranslation();
  const rows: { label: string; now: string; before: string; change: number | null }[] = [
    { label: 'Sent', now: formatCount(today.sent), before: formatCount(yesterday.sent), change: changePercent(today.sent, yesterday.sent) },
    { label: 'Clicked', now: formatCount(today.clicked), before: formatCount(yesterday.clicked), change: changePercent(today.clicked, yesterday.clicked) },
    { label: 'Revenue', now: formatRevenue(today.revenueCents), before: formatRevenue(yesterday.revenueCents), change: changePercent(today.revenueCents, yesterday.revenueCents) },
  ];
  return (
    <Stack gap="2">
      {rows.map((r) => (
        <Stack key={r.label} direction="row" justify="space-between" gap="3" textStyle="sm">
          <Text color="fg.muted">{t(r.label)}</Text>
          <Text>
            {t('{{today}} today, {{yesterday}} yesterday', { today: r.now, yesterday: r.before })}
            <Text as="span" ms="2" color={r.change === null ? 'fg.muted' : r.change >= 0 ? 'fg.success' : 'fg.error'}>
              {r.change === null ? '—' : `${r.change > 0 ? '+' : ''}${formatPercent(r.change)}`}
            </Text>
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
