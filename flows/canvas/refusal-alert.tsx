// Why the canvas did not do what the user asked (a connection the rules refuse, a paste that cannot
// stand there): an alert over the canvas, read out by screen readers, gone after a few seconds or
// on its close button. A new refusal restarts the clock.
import { useEffect } from 'react';
import { CloseButton } from '@chakra-ui/react';
import { useCanvasText } from './canvas-text';

/** Long enough to read a sentence twice. */
export const REFUSAL_SHOWN_MS = 8000;

export function RefusalAlert({ refusal, onClose }: { refusal: { reason: string; at: number } | null; onClose: () => void }) {
  const { t } = useCanvasText();
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(onClose, REFUSAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal, onClose]);
  // The live region stays in the page so a screen reader announces what appears in it.
  return (
    <div role="alert" className="rc-alert" data-shown={refusal ? true : undefined}>
      {refusal && (
        <>
          <span>{t(refusal.reason)}</span>
          <CloseButton size="2xs" aria-label={t('Close')} onClick={onClose} />
        </>
      )}
    </div>
  );
}
