// The menu icon of 'Tracker' (a gauge with its needle), drawn like the shared icons of
// src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const TrackerIcon = createIcon({
  displayName: 'TrackerIcon',
  path: <path d="M4 17a8 8 0 1 1 16 0M12 17l4-5M8 17h8" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
});
