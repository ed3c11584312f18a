// Where the notifications bell sits in the top bar. The shell pays for this file and the button
// only: the unread count is fetched once the page has painted (its calls load then), and again
// every minute; the panel (Chakra's popover, the list) loads the first time the user reaches for
// the bell, as the user menu does (docs/decisions/0008-first-load.md). The panel reports what it
// changed, so the badge follows a mark read at once.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { every as everyService, type Every } from '@web/api/every';
import { BellButton } from './bell-button';

/** How often the badge asks for the unread count while the app is open. */
export const UNREAD_REFRESH_MS = 60_000;

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(async () => ({ default: (await loadPopover()).NotificationPopover }));

export function NotificationBellSlot({ every = everyService }: { every?: Every }) {
  const [count, setCount] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);

  const refresh = useCallback((signal?: AbortSignal) => {
    import('./notifications-api')
      .then((calls) => calls.countUnread(signal))
      .then(setCount)
      // A count that could not be read keeps the last one; the next refresh tries again.
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    const stop = every(() => refresh(), UNREAD_REFRESH_MS);
    return () => {
      controller.abort();
      stop();
    };
  }, [every, refresh]);

  const plainButton = (
    <BellButton
      count={count}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onTouchStart={() => void loadPopover()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <NotificationPopover count={count} onCount={setCount} defaultOpen />
    </Suspense>
  );
}
