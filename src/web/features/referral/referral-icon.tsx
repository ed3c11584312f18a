// The menu icon of 'Referral' (two people and a link), drawn like the shared icons of src/web/ui/icons.tsx.
import { createIcon } from '@chakra-ui/react';

export const ReferralIcon = createIcon({
  displayName: 'ReferralIcon',
  path: (
    <path
      d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
