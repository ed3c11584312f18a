// The virtualiser positions rows in pixels while the rows are sized with Chakra tokens (rem), so
// the row height in pixels is read from the root font size once: a user's larger default font
// keeps rows and scroll positions in step.
import { useState } from 'react';

const FALLBACK_ROOT_PX = 16;

function rootFontPx(): number {
  if (typeof window === 'undefined') return FALLBACK_ROOT_PX;
  const size = parseFloat(window.getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : FALLBACK_ROOT_PX;
}

export function useRemInPixels(rem: number): number {
  const [pixels] = useState(() => Math.round(rem * rootFontPx()));
  return pixels;
}
