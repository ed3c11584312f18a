// The monitoring layout kept for the user on the server (000 §3 campaignMonitoringLayout): the
// default until the stored one arrives (already migrated to 0.0.3 by the server), each change shown
// at once and saved once the user stopped changing it for a moment (a few clicks in the columns
// menu make one save). A change still waiting when the page closes is saved then; a change made
// before the stored layout arrived wins over it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultMonitoringLayout, type MonitoringLayout } from '@domain/monitoring-layout';
import { getMonitoringLayout, saveMonitoringLayout } from './monitoring-api';

export const LAYOUT_SAVE_DELAY_MS = 500;

export function useMonitoringLayout(): { layout: MonitoringLayout; loaded: boolean; change: (next: MonitoringLayout) => void } {
  const [layout, setLayout] = useState<MonitoringLayout>(defaultMonitoringLayout);
  const [loaded, setLoaded] = useState(false);
  const changed = useRef(false);
  const pending = useRef<MonitoringLayout | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getMonitoringLayout(controller.signal)
      .then((stored) => {
        if (!changed.current) setLayout(stored);
        setLoaded(true);
      })
      // Without the stored layout the default serves; the page still works.
      .catch(() => setLoaded(true));
    return () => controller.abort();
  }, []);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    // A failed save is shown by the client's error toast; the table keeps the choice meanwhile.
    if (next) saveMonitoringLayout(next).catch(() => undefined);
  }, []);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: MonitoringLayout) => {
      changed.current = true;
      setLayout(next);
      pending.current = next;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, LAYOUT_SAVE_DELAY_MS);
    },
    [flush],
  );

  return { layout, loaded, change };
}
