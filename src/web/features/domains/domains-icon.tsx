// The menu icon of 'Domain' (a globe), drawn like the shared icons of src/web/ui/icons.tsx.
import { createIcon } from '@chakra-ui/react';

export const DomainsIcon = createIcon({
  displayName: 'DomainsIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20" />
      <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </g>
  ),
});
