// The thread list of the inbox page: loads for the query in the URL, then reloads itself quietly
// every INBOX_REFRESH_MS while the page is open (replies keep arriving), and on demand after the
// sender acted. A new query shows the loading state; a quiet reload keeps the rows on screen, and
// its failure is not shown (the next one may pass). Each load aborts the one before it, and leaving
// the page aborts the one in flight and stops the timer (001 §2: leaving a screen cancels its loading).
import { useCallback, useEffect, useRef, useState } from 'react';
import { INBOX_REFRESH_MS, type ThreadList } from '@domain/inbox';
import { every as everyService, type Every } from '@web/api/every';
import { isApiRequestError } from '@web/api/api-request-error';
import { listThreads, type ThreadListQuery } from './inbox-api';

interface Loaded {
  /** The query the data answers. */
  key: string;
  data: ThreadList | null;
  failed: boolean;
}

export function useThreadList(query: ThreadListQuery, every: Every = everyService) {
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', data: null, failed: false });
  const [tick, setTick] = useState(0);
  // The key stands for the query: the effect runs on the key, and reads the query it stands for.
  const latest = useRef(query);
  latest.current = query;

  useEffect(() => {
    const controller = new AbortController();
    listThreads(latest.current, controller.signal)
      .then((data) => setLoaded({ key, data, failed: false }))
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.cancelled) return;
        setLoaded((was) => (was.key === key ? was : { key, data: null, failed: true }));
      });
    return () => controller.abort();
  }, [key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => every(reload, INBOX_REFRESH_MS), [every, reload]);

  const current = loaded.key === key;
  return { list: current ? loaded.data : null, loading: !current, failed: current && loaded.failed, reload };
}
