// The handful of icons the shared components draw. No icon package is installed, and Chakra keeps
// its own icons internal, so these are plain strokes (24-unit grid) drawn in the current colour.
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const line = (d: string) => <path d={d} {...stroke} />;

export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', path: line('m15 18-6-6 6-6') });
export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', path: line('m9 18 6-6-6-6') });
export const ChevronsLeftIcon = createIcon({ displayName: 'ChevronsLeftIcon', path: line('m11 17-5-5 5-5M18 17l-5-5 5-5') });
export const ChevronsRightIcon = createIcon({ displayName: 'ChevronsRightIcon', path: line('m6 17 5-5-5-5M13 17l5-5-5-5') });
export const ArrowUpIcon = createIcon({ displayName: 'ArrowUpIcon', path: line('M12 19V5m-7 7 7-7 7 7') });
export const ArrowDownIcon = createIcon({ displayName: 'ArrowDownIcon', path: line('M12 5v14m7-7-7 7-7-7') });
export const ArrowUpDownIcon = createIcon({ displayName: 'ArrowUpDownIcon', path: line('m7 15 5 5 5-5M7 9l5-5 5 5') });
export const CalendarIcon = createIcon({ displayName: 'CalendarIcon', path: line('M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z') });
export const CloseIcon = createIcon({ displayName: 'CloseIcon', path: line('M18 6 6 18M6 6l12 12') });
export const EyeIcon = createIcon({ displayName: 'EyeIcon', path: line('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z') });
export const EyeOffIcon = createIcon({ displayName: 'EyeOffIcon', path: line('M9.9 4.2A9.1 9.1 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-2.2 3.2M6.6 6.6A17 17 0 0 0 2 12s3.6 8 10 8a9.3 9.3 0 0 0 5.4-1.6M2 2l20 20M9.9 9.9a3 3 0 0 0 4.2 4.2') });
export const InboxIcon = createIcon({ displayName: 'InboxIcon', path: line('M22 12h-6l-2 3h-4l-2-3H2m3.5-6.9L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z') });
