// The app's one click tracker (000 §4 Tracking: clicks captured while logged in, sent every 30 s).
// Logout stops it first, so the last batch goes out while the session still exists.
import { createClickTracker } from '@web/api/click-tracker';
import { sendClickEvents } from '@web/api/tracking-api';

export const clickTracking = createClickTracker({ send: sendClickEvents });
