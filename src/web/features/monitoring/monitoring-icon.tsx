// The icons of the monitoring area, drawn like the shared icons of src/web/ui/icons.tsx: a plain
// stroke on a 24-unit grid in the current colour. They live with the feature because only it uses
// them: the menu entry's (a pulse on a screen) and the columns menu's freeze toggle (a pin).
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MonitoringIcon = createIcon({
  displayName: 'MonitoringIcon',
  path: <path d="M3 4h18v12H3zM8 20h8M12 16v4M6 11h3l2-3 2 5 2-2h3" {...stroke} />,
});

export const FreezeIcon = createIcon({
  displayName: 'FreezeIcon',
  path: <path d="M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8" {...stroke} />,
});
