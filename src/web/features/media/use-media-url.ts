// An object URL for one media file, fetched with the session header when `enabled` turns true and
// revoked when the component leaves or the file changes (src/web/ui/use-object-url.ts).
import { useObjectUrl, type ObjectUrl } from '@web/ui';
import { fetchMediaBlob } from './media-api';

export type MediaUrl = ObjectUrl;

export function useMediaUrl(mediaId: number, enabled = true): MediaUrl {
  return useObjectUrl((signal) => fetchMediaBlob(mediaId, signal), mediaId, enabled);
}
