// The copy button's icon (two overlapping sheets), drawn like the shared icons of
// src/web/ui/icons.tsx. It lives with the feature because only the short-links table uses it.
import { createIcon } from '@chakra-ui/react';

export const CopyIcon = createIcon({
  displayName: 'CopyIcon',
  path: (
    <path
      d="M9 9h11v11H9zM5 15H4V4h11v1"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
