// The toaster's code (Chakra's toast machine) loads with the first toast, not with every page:
// it is ~10 KB gzip the login route does not need until something goes wrong. notify() here has
// the same contract as @web/ui/toaster's and is what the app wires into the transport layer.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Notification } from '@web/ui/toaster';
import { isToastWanted, markToastWanted, subscribeToastWanted } from '@web/ui/toast-wanted';

const loadToaster = () => import('@web/ui/toaster');
const Toaster = lazy(async () => ({ default: (await loadToaster()).AppToaster }));

export function notify(notification: Notification): void {
  markToastWanted();
  void loadToaster().then((m) => m.notify(notification));
}

export function LazyToaster() {
  const show = useSyncExternalStore(subscribeToastWanted, isToastWanted, isToastWanted);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
