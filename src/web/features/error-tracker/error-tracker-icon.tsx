// The menu icon of 'Error tracker' (a warning triangle), drawn like the shared icons of
// src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const ErrorTrackerIcon = createIcon({
  displayName: 'ErrorTrackerIcon',
  path: <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
});
