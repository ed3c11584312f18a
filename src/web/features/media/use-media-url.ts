// An object URL for one media file, fetched with the session header when `enabled` turns true and
// revoked when the component leaves or the file changes, so a long list does not hold every blob.
import { useEffect, useState } from 'react';
import { fetchMediaBlob } from './media-api';

export type MediaUrl = { url: string | null; failed: boolean };

export function useMediaUrl(mediaId: number, enabled = true): MediaUrl {
  const [state, setState] = useState<MediaUrl>({ url: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchMediaBlob(mediaId, controller.signal)
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
  }, [mediaId, enabled]);
  return state;
}
