// The menu icon of 'Send' (a paper plane), drawn like the shared icons of src/web/ui/icons.tsx.
import { createIcon } from '@chakra-ui/react';

export const SendIcon = createIcon({
  displayName: 'SendIcon',
  path: (
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  ),
});
