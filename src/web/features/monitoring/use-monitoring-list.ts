// One page of the monitoring list: loaded when the query changes, and, while it may move (the
// filter shows running or waiting campaigns, or a shown one runs), loaded again quietly every 2 s
// (001 §9 "running campaigns watched 2 s"), the rows staying on screen meanwhile. Leaving the page,
// or a new query, aborts the call in flight (001 §2: leaving monitoring cancels its loading; its
// data goes with the page).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MonitoringList } from '@domain/monitoring';
import { RUNNING_REFRESH_MS } from '@domain/sending/campaign-progress';
import { isApiRequestError } from '@web/api/api-request-error';
import { every } from '@web/api/every';
import { listMonitoring, type MonitoringListQuery } from './monitoring-api';

const MOVING = new Set(['queued', 'scheduled', 'running']);

export interface MonitoringListState {
  data: MonitoringList | null;
  loading: boolean;
  failed: boolean;
  /** Loads again now, keeping the rows on screen (after an action). */
  reload: () => void;
  retry: () => void;
}

/** `enabled` false holds the first load (until the user's layout, and so the sort, is known). */
export function useMonitoringList(query: MonitoringListQuery, enabled = true): MonitoringListState {
  const [data, setData] = useState<MonitoringList | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  const key = JSON.stringify(query);
  // The latest query behind the key, for the loads the timer starts.
  const latest = useRef(query);
  latest.current = query;

  const load = useCallback((quiet: boolean) => {
    if (quiet && busy.current) return;
    const signal = controller.current?.signal;
    if (!signal || signal.aborted) return;
    busy.current = true;
    if (!quiet) setLoading(true);
    listMonitoring(latest.current, signal)
      .then((answer) => {
        if (signal.aborted) return;
        setData(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (signal.aborted || (isApiRequestError(error) && error.cancelled)) return;
        // A quiet reload that fails keeps the rows; only a first load shows the error.
        if (!quiet) setFailed(true);
      })
      .finally(() => {
        busy.current = false;
        if (!signal.aborted) setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    controller.current = new AbortController();
    busy.current = false;
    // Another filter, page or sort: the rows of the last one go (skeletons until the new ones come).
    setData(null);
    load(false);
    return () => controller.current?.abort();
  }, [key, attempt, load, enabled]);

  const moving = query.statuses.some((s) => s === 'running' || s === 'scheduled') || (data?.items ?? []).some((r) => MOVING.has(r.status));
  useEffect(() => (enabled && moving ? every(() => load(true), RUNNING_REFRESH_MS) : undefined), [enabled, moving, key, load]);

  return { data, loading, failed, reload: () => load(true), retry: () => setAttempt((n) => n + 1) };
}
