// The menu icon of 'Guideline' (an open book), drawn like the shared icons of src/web/ui/icons.tsx.
import { createIcon } from '@chakra-ui/react';

export const GuidesIcon = createIcon({
  displayName: 'GuidesIcon',
  path: (
    <path
      d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
