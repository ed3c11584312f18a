// The menu icon of 'Responder' (branching arrows: a flow that answers), drawn like the shared icons
// of src/web/ui/icons.tsx. It lives with the feature because only its menu entry uses it.
import { createIcon } from '@chakra-ui/react';

export const RespondersIcon = createIcon({
  displayName: 'RespondersIcon',
  path: (
    <path
      d="M6 3v6a3 3 0 0 0 3 3h6m0 0-3-3m3 3-3 3M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15v-3M18 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
