// An object URL for a blob fetched when `enabled` turns true (with the session header, through the
// caller's api call) and revoked when the component leaves or the key changes, so a long list does
// not hold every blob. Media files are shown this way: docs/decisions/0018-media-files.md says why.
import { useEffect, useRef, useState } from 'react';

export type ObjectUrl = { url: string | null; failed: boolean };

export function useObjectUrl(load: (signal: AbortSignal) => Promise<Blob>, key: string | number, enabled = true): ObjectUrl {
  const [state, setState] = useState<ObjectUrl>({ url: null, failed: false });
  // The latest load function; the key names the blob it loads.
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    latest
      .current(controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setState({ url: null, failed: false });
    };
  }, [key, enabled]);
  return state;
}
