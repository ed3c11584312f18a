// The menu icon of 'Tickets' (a ticket stub), drawn like the shared icons of src/web/ui/icons.tsx.
import { createIcon } from '@chakra-ui/react';

export const TicketsIcon = createIcon({
  displayName: 'TicketsIcon',
  path: (
    <path
      d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6zM13 5v2M13 11v2M13 17v2"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
