// Wires the framework-free pieces to the browser once, before the first render: the transport
// layer's hooks, click tracking while signed in, the new-version watch and the other-tab rule.
// Nothing here imports the api client (axios and the zod schemas) itself: the hooks are handed over
// on their own, and the client arrives with the first call (docs/decisions/0008-first-load.md).
import { setApiHooks } from '@web/api/api-hooks';
import { createVersionWatch } from '@web/api/version-watch';
import { sessionStore, TOKEN_KEY } from '@web/session/session-store';
import { clickTracking } from '@web/session/click-tracking';
import { loadCurrentUser } from '@web/session/current-user';
import { notify } from './lazy-toaster';
import { router } from './router';
import { versionNotice } from './version-notice-store';

export function bootstrap(): void {
  setApiHooks({
    getSessionToken: () => sessionStore.get().token,
    clearSession: () => sessionStore.clear(),
    navigate: (path) => void router.navigate(path),
    reload: () => window.location.reload(),
    notify,
    onBillingMissing: () => sessionStore.flagBillingMissing(),
    onCreditShort: () => sessionStore.flagCreditShort(),
  });
  // The signed-in user is asked for while the page's code is still loading.
  void loadCurrentUser();

  // Click events are captured while logged in and sent every 30 s (000 §4 Tracking).
  const syncTracker = () => (sessionStore.get().token ? clickTracking.start() : void clickTracking.stop());
  sessionStore.subscribe(syncTracker);
  syncTracker();

  // A logout or login-as-user in another tab reloads a hidden tab (000 §4); a visible one reloads
  // when it is next shown, so nobody keeps working under a session that is gone.
  let stale = false;
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKEN_KEY) return;
    if (document.hidden) window.location.reload();
    else stale = true;
  });
  document.addEventListener('visibilitychange', () => {
    if (stale && !document.hidden) window.location.reload();
  });

  // Its first look, now, fetches the api client alongside the page's code.
  createVersionWatch({
    fetchVersion: async () => (await (await import('@web/api/auth-api')).statusCheck()).version,
    onChange: (version) => versionNotice.show(version),
  }).start();
}
