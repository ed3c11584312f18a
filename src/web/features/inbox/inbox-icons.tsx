// The inbox's star, drawn like the shared icons of src/web/ui/icons.tsx (a stroke on a 24-unit
// grid in the current colour); filled when the thread is starred. They live with the feature
// because only the inbox uses them.
import { createIcon } from '@chakra-ui/react';

const STAR = 'M12 2.5l2.9 5.9 6.6 1-4.8 4.6 1.1 6.5-5.8-3.1-5.8 3.1 1.1-6.5-4.8-4.6 6.6-1z';
const stroke = { stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' } as const;

export const StarIcon = createIcon({ displayName: 'StarIcon', path: <path d={STAR} fill="none" {...stroke} /> });
export const StarFilledIcon = createIcon({ displayName: 'StarFilledIcon', path: <path d={STAR} fill="currentColor" {...stroke} /> });
