// A time chart whose drawing code (apexcharts) loads with the first chart shown: the page draws a
// skeleton of the chart's height meanwhile. The chart sits in a figure named by `label`, so people
// and tests find it by that name; it redraws in the new colours when the theme changes.
import { lazy, Suspense, useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { LoadingSkeleton } from '../loading-skeleton';
import { useTheme } from '../color-mode';
import { chartTheme } from './chart-theme';
import { apexSeries, timeChartOptions, type TimeSeries } from './time-chart-options';

const ApexChart = lazy(() => import('./apex-chart'));

export interface LazyChartProps {
  /** Accessible name of the chart (already translated). */
  label: string;
  series: readonly TimeSeries[];
  type?: 'area' | 'line';
  height?: number;
  compact?: boolean;
}

export function LazyChart({ label, series, type = 'area', height = 320, compact = false }: LazyChartProps) {
  const theme = useTheme();
  const options = useMemo(() => timeChartOptions({ series, theme: chartTheme(theme), compact }), [series, theme, compact]);
  const data = useMemo(() => apexSeries(series), [series]);
  return (
    <Box as="figure" role="figure" aria-label={label} data-chart="" minH={`${height}px`} m="0">
      <Suspense fallback={<LoadingSkeleton height={`${height}px`} />}>
        {/* A new key per theme: apexcharts reads its colours only when it is created. */}
        <ApexChart key={theme} type={type} series={data} options={options} height={height} />
      </Suspense>
    </Box>
  );
}
