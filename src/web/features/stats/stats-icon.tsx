// The menu icons of 'Statistic' (a rising line over an axis) and 'Dashboard' (tiles), drawn like the shared icons of
// src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const StatsIcon = createIcon({
  displayName: 'StatsIcon',
  path: <path d="M3 3v18h18M7 15l4-4 3 3 6-7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
});

/** The menu icon of 'Dashboard' (four tiles of a gauge board), in the same stroke. */
export const DashboardIcon = createIcon({
  displayName: 'DashboardIcon',
  path: <path d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
});
