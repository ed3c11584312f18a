// Tells the app when a new release is live (001 §8: "a new-version notice asks to refresh"). It
// polls GET /status-check and compares with the first version it saw after the page loaded; a
// user with an old tab open then learns to refresh instead of meeting stale screens.
import { every as realEvery, type Every } from './every';

export interface VersionWatchOptions {
  /** Reads the running server's version, e.g. `() => statusCheck().then((s) => s.version)`. */
  fetchVersion: () => Promise<string>;
  /** Called once per new version seen; the app shows the new-version notice. */
  onChange: (version: string) => void;
  intervalMs?: number;
  every?: Every;
}

export interface VersionWatch {
  start(): void;
  stop(): void;
}

export function createVersionWatch({
  fetchVersion,
  onChange,
  intervalMs = 60_000,
  every = realEvery,
}: VersionWatchOptions): VersionWatch {
  let firstSeen: string | undefined;
  let lastAnnounced: string | undefined;
  let cancel: (() => void) | undefined;
  let inFlight = false;

  async function check(): Promise<void> {
    // A slow answer must not pile up checks behind it.
    if (inFlight) return;
    inFlight = true;
    try {
      const version = await fetchVersion();
      if (!cancel) return;
      if (firstSeen === undefined) firstSeen = version;
      else if (version !== firstSeen && version !== lastAnnounced) {
        lastAnnounced = version;
        onChange(version);
      }
    } catch {
      // Offline for a minute is not news; the next tick tries again.
    } finally {
      inFlight = false;
    }
  }

  return {
    start() {
      if (cancel) return;
      cancel = every(() => void check(), intervalMs);
      void check();
    },
    stop() {
      cancel?.();
      cancel = undefined;
    },
  };
}
