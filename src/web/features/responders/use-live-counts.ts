// The canvas's live overlay (issue 11, decision 30): while it is on, what the responder does with
// real contacts, read now and every 5 seconds; switching it off or leaving the editor cancels the
// call in flight. A failed read keeps the last figures and says so.
import { useEffect, useState } from 'react';
import type { LiveCounts } from '@domain/responder-api';
import { getLiveCounts } from './editor-api';

export const LIVE_REFRESH_MS = 5_000;

export function useLiveCounts(responderId: number, on: boolean): { counts: LiveCounts | undefined; failed: boolean } {
  const [counts, setCounts] = useState<LiveCounts | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!on) {
      setCounts(undefined);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        setCounts(await getLiveCounts(responderId, controller.signal));
        setFailed(false);
      } catch {
        if (controller.signal.aborted) return;
        setFailed(true);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void read(), LIVE_REFRESH_MS);
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [responderId, on]);
  return { counts, failed };
}
