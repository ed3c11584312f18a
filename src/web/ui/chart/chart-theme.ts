// The chart's colours, read from the Chakra theme's CSS variables at draw time (UI.md: tokens
// only): apexcharts needs plain colour values it can shade, not var() references. The accent
// first, then Chakra palette steps that stay readable on both backgrounds.
import type { Theme } from '../color-mode';
import type { ChartTheme } from './time-chart-options';

const PALETTE = ['accent-fg', 'blue-500', 'orange-500', 'purple-500', 'pink-500', 'green-500', 'cyan-600', 'yellow-600', 'red-500', 'gray-500'];

/** A token's colour; a semantic token's value is a var() of a palette step, followed to its end. */
function cssVar(style: CSSStyleDeclaration, token: string): string {
  let value = style.getPropertyValue(`--chakra-colors-${token}`).trim();
  for (let hops = 0; hops < 5; hops++) {
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (!ref) break;
    value = style.getPropertyValue(ref[1]).trim();
  }
  return value;
}

export function chartTheme(theme: Theme): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const colors = PALETTE.map((token) => cssVar(style, token)).filter((c) => c !== '');
  return {
    mode: theme === 'dark-theme' ? 'dark' : 'light',
    colors,
    text: cssVar(style, 'fg-muted'),
    grid: cssVar(style, 'border'),
  };
}
