// A status shown as a coloured badge. Which colour a status gets is the spec's data
// (@domain/status-colors); this file only decides how each tone is drawn.
import { Badge } from '@chakra-ui/react';
import { statusTone, type StatusColorMap, type StatusTone } from '@domain/status-colors';

export type StatusBadgeProps = {
  status: string;
  map: StatusColorMap;
  /** Text to show instead of the status itself (e.g. a translated label). */
  label?: string;
};

/** Chakra palette and variant per tone; 'primary' is the app's accent. */
const looks: Record<StatusTone, { colorPalette: string; variant: 'subtle' | 'solid' }> = {
  success: { colorPalette: 'green', variant: 'subtle' },
  danger: { colorPalette: 'red', variant: 'subtle' },
  primary: { colorPalette: 'accent', variant: 'subtle' },
  warning: { colorPalette: 'orange', variant: 'subtle' },
  pending: { colorPalette: 'yellow', variant: 'subtle' },
  processing: { colorPalette: 'blue', variant: 'subtle' },
  black: { colorPalette: 'gray', variant: 'solid' },
};
const neutral = { colorPalette: 'gray', variant: 'subtle' } as const;

/** How a tone is drawn; null (a status the map has no colour for) is a neutral grey badge. */
export function badgeLook(tone: StatusTone | null): { colorPalette: string; variant: 'subtle' | 'solid' } {
  return tone ? looks[tone] : neutral;
}

/** 'PAUSED_SYSTEM_MAINTENANCE' reads 'Paused system maintenance', 'wait-payment' 'Wait payment'. */
export function statusText(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function StatusBadge({ status, map, label }: StatusBadgeProps) {
  const tone = statusTone(map, status);
  const look = badgeLook(tone);
  return (
    <Badge colorPalette={look.colorPalette} variant={look.variant} data-tone={tone ?? 'neutral'}>
      {label ?? statusText(status)}
    </Badge>
  );
}
