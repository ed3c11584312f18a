// The chart card: which metrics to draw (Sent, Clicked, Convertor, Cost, Revenue), and whether to
// split them into one line per campaign or route (then the first chosen metric only, since ten
// entries times five metrics is not a chart anyone reads).
import { useMemo } from 'react';
import { Button, Card, Flex, HStack, Switch, Text } from '@chakra-ui/react';
import type { StatsAnswer } from '@domain/stats';
import { useTranslation } from '@web/i18n';
import { LazyChart } from '@web/ui';
import { chartSeries } from './stats-series';
import { METRIC_LABELS, METRICS, type Metric, type StatsView } from './stats-query';

interface Props {
  answer: StatsAnswer;
  view: StatsView;
  onChange: (next: Partial<StatsView>) => void;
}

export function StatsChartPanel({ answer, view, onChange }: Props) {
  const { t } = useTranslation();
  const series = useMemo(() => chartSeries(answer, view.metrics, view.split, t), [answer, view.metrics, view.split, t]);
  const toggle = (metric: Metric) => {
    if (view.split) return onChange({ metrics: [metric] });
    const on = view.metrics.includes(metric);
    // One metric always stays on: an empty chart says nothing.
    if (on && view.metrics.length === 1) return;
    onChange({ metrics: on ? view.metrics.filter((m) => m !== metric) : METRICS.filter((m) => m === metric || view.metrics.includes(m)) });
  };
  const splitLabel = view.viewType === 'ROUTE' ? 'One line per route' : 'One line per campaign';
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Flex gap="3" wrap="wrap" justify="space-between" align="center">
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('Metrics')}>
            {METRICS.map((metric) => {
              const on = view.split ? view.metrics[0] === metric : view.metrics.includes(metric);
              return (
                <Button key={metric} size="xs" colorPalette="accent" variant={on ? 'subtle' : 'ghost'} aria-pressed={on} onClick={() => toggle(metric)}>
                  {t(METRIC_LABELS[metric])}
                </Button>
              );
            })}
          </HStack>
          <Switch.Root size="sm" checked={view.split} onCheckedChange={(e) => onChange({ split: e.checked, metrics: e.checked ? view.metrics.slice(0, 1) : view.metrics })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t(splitLabel)}</Switch.Label>
          </Switch.Root>
        </Flex>
        {series.every((s) => s.data.every(([, v]) => v === 0)) && (
          <Text textStyle="sm" color="fg.muted">
            {t('Nothing was sent in this range.')}
          </Text>
        )}
        <LazyChart label={t('Statistics chart')} series={series} height={340} />
      </Card.Body>
    </Card.Root>
  );
}
