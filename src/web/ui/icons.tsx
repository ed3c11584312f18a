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
// The shell's icons: menu entries, top bar, theme toggle.
export const HomeIcon = createIcon({ displayName: 'HomeIcon', path: line('M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z') });
export const BellIcon = createIcon({ displayName: 'BellIcon', path: line('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0') });
export const MailIcon = createIcon({ displayName: 'MailIcon', path: line('M3 5h18v14H3zM3 6l9 7 9-7') });
export const MenuIcon = createIcon({ displayName: 'MenuIcon', path: line('M4 6h16M4 12h16M4 18h16') });
export const SunIcon = createIcon({
  displayName: 'SunIcon',
  path: line('M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'),
});
export const MoonIcon = createIcon({ displayName: 'MoonIcon', path: line('M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z') });
export const UserIcon = createIcon({ displayName: 'UserIcon', path: line('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0') });
export const WalletIcon = createIcon({ displayName: 'WalletIcon', path: line('M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4v4M16 14h2') });
export const LogoutIcon = createIcon({ displayName: 'LogoutIcon', path: line('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10') });
// Contact groups: the menu entry, row-action menus, create buttons.
export const ContactsIcon = createIcon({ displayName: 'ContactsIcon', path: line('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8') });
export const MoreIcon = createIcon({ displayName: 'MoreIcon', path: line('M12 6h.01M12 12h.01M12 18h.01') });
export const PlusIcon = createIcon({ displayName: 'PlusIcon', path: line('M12 5v14M5 12h14') });
// Background processes: the menu entry and the panel's collapse toggle.
export const ProcessesIcon = createIcon({ displayName: 'ProcessesIcon', path: line('M22 12h-4l-3 9L9 3l-3 9H2') });
export const ChevronDownIcon = createIcon({ displayName: 'ChevronDownIcon', path: line('m6 9 6 6 6-6') });
export const ChevronUpIcon = createIcon({ displayName: 'ChevronUpIcon', path: line('m18 15-6-6-6 6') });
