// The menu icons of 'Settings' (a gear) and 'Billing review' (a document with a check), drawn like
// the shared icons of src/web/ui/icons.tsx: a plain stroke on a 24-unit grid in the current colour.
import { createIcon } from '@chakra-ui/react';

export const SettingsIcon = createIcon({
  displayName: 'SettingsIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </g>
  ),
});

export const BillingReviewIcon = createIcon({
  displayName: 'BillingReviewIcon',
  path: <path d="M14 3H6v18h12V7zM14 3v4h4M9 14l2 2 4-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
});
