// One page of data loaded for a screen: loads again whenever `deps` change, aborts the call in
// flight when they change again or the screen leaves (so an old answer never lands on a new
// query), and says whether it is loading or failed, with a retry. A cancelled call is not a
// failure. The tables of the contact and DID pages load through it.
import { useEffect, useRef, useState, type DependencyList } from 'react';
import { isApiRequestError } from '@web/api/api-request-error';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest load function: it closes over the caller's state, which `deps` stand for.
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    latest
      .current(controller.signal)
      .then((answer) => {
        setData(answer);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.cancelled) return;
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
    // The caller's deps are what the load reads; the rule cannot see through a parameter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  return { data, loading, failed, retry: () => setAttempt((n) => n + 1) };
}
