// The menu icon of '10-DLC' (a shield with a tick: a registered sender), drawn like the shared icons
// of src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const TenDlcIcon = createIcon({
  displayName: 'TenDlcIcon',
  path: (
    <path
      d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
