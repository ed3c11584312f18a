// Inline icons for the menu and top bar (no icon package is on the design card). Paths are simple
// 24x24 strokes; each icon takes its colour from the text around it.
import { Icon, type IconProps } from '@chakra-ui/react';

const paths = {
  home: 'M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  sun: 'M12 4V2 M12 22v-2 M4 12H2 M22 12h-2 M5.6 5.6 4.2 4.2 M19.8 19.8l-1.4-1.4 M5.6 18.4l-1.4 1.4 M19.8 4.2l-1.4 1.4 M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M3 7l12-4v4 M16 14h2',
  logout: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h10',
} as const;

export type IconName = keyof typeof paths;

export function AppIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon boxSize="5" aria-hidden {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[name]} />
      </svg>
    </Icon>
  );
}
