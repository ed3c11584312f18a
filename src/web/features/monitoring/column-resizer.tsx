// The grip on a monitoring header's right edge that sets the column's width (kept in the user's
// layout, 60-800 px). Dragged with a pointer, or focused and moved with the arrow keys (10 px a
// press, 50 with Shift), so the width is as reachable from the keyboard as the rest of the layout.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@chakra-ui/react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@domain/monitoring-layout';

const STEP = 10;
const BIG_STEP = 50;

export const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

type Props = {
  /** The accessible name: 'Width of Title'. */
  label: string;
  width: number;
  onResize: (width: number) => void;
};

export function ColumnResizer({ label, width, onResize }: Props) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startWidth: width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = clampWidth(drag.current.startWidth + e.clientX - drag.current.startX);
    if (next !== width) onResize(next);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const next = e.key === 'ArrowRight' ? width + step : e.key === 'ArrowLeft' ? width - step : e.key === 'Home' ? MIN_COLUMN_WIDTH : e.key === 'End' ? MAX_COLUMN_WIDTH : null;
    if (next === null) return;
    e.preventDefault();
    if (clampWidth(next) !== width) onResize(clampWidth(next));
  };

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      position="absolute"
      top="0"
      bottom="0"
      right="-1"
      w="2"
      zIndex={1}
      cursor="col-resize"
      touchAction="none"
      _hover={{ bg: 'border.emphasized' }}
      _focusVisible={{ bg: 'accent.solid', outline: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
