// The one module that imports apexcharts (1.1 MB; STACK.md): LazyChart loads it with the first
// chart a page draws, so neither the entry nor a page's own chunk carries it. The core build with
// only what the charts use (line and area series, the legend) keeps that chunk smaller still.
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/area';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';

export interface ApexChartProps {
  type: 'area' | 'line';
  series: NonNullable<ApexOptions['series']>;
  options: ApexOptions;
  height: number;
}

export default function ApexChart({ type, series, options, height }: ApexChartProps) {
  return <ReactApexChart type={type} series={series} options={options} height={height} width="100%" />;
}
