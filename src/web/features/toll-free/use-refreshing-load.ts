// A page's data that refreshes itself while the aggregator has a request (Submitted or In review):
// loaded like useLoad, then read again every REFRESH_MS in the background (no skeleton, the old
// answer stays until the new one lands) for as long as `shouldRefresh` says so. The timer goes
// through the injected `every` service (STYLE: tests control time).
import { useEffect, useRef, useState, type DependencyList } from 'react';
import { every as realEvery, type Every } from '@web/api/every';
import { useLoad, type Loaded } from '@web/ui';

/** The spec's poll interval for work under way (000 §9 "polls: 2 s"). */
export const REFRESH_MS = 2_000;

export function useRefreshingLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  shouldRefresh: (data: T) => boolean,
  every: Every = realEvery,
): Loaded<T> {
  const loaded = useLoad(load, deps);
  const [fresh, setFresh] = useState<{ from: T; data: T } | null>(null);
  const latest = useRef(load);
  latest.current = load;
  // A fresh answer belongs to the load it followed; a new load (deps, retry) starts over.
  const data = fresh && fresh.from === loaded.data ? fresh.data : loaded.data;
  const active = data !== null && shouldRefresh(data);
  const base = loaded.data;

  useEffect(() => {
    if (!active || base === null) return;
    let controller: AbortController | null = null;
    const stop = every(() => {
      controller?.abort();
      controller = new AbortController();
      latest
        .current(controller.signal)
        .then((answer) => setFresh({ from: base, data: answer }))
        .catch(() => undefined);
    }, REFRESH_MS);
    return () => {
      stop();
      controller?.abort();
    };
  }, [active, base, every]);

  return { ...loaded, data };
}
