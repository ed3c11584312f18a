// The app's one click tracker (000 §4 Tracking: clicks captured while logged in, sent every 30 s).
// Logout stops it first, so the last batch goes out while the session still exists. The upload's
// code (the api client) is not part of the page's first load: it is fetched when tracking starts,
// that is once signed in (where the page needs the client anyway), so the last batch at logout
// never waits for a download.
import { createClickTracker, type ClickTracker } from '@web/api/click-tracker';

const trackingApi = () => import('@web/api/tracking-api');

const tracker = createClickTracker({ send: async (events) => (await trackingApi()).sendClickEvents(events) });

export const clickTracking: ClickTracker = {
  start() {
    void trackingApi();
    tracker.start();
  },
  stop: () => tracker.stop(),
};
