// The menu icon of 'Statistic' (a rising line over an axis), drawn like the shared icons of
// src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const StatsIcon = createIcon({
  displayName: 'StatsIcon',
  path: <path d="M3 3v18h18M7 15l4-4 3 3 6-7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
});
