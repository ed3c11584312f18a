// Media-library files as a creative carries them: the library answers durations in seconds, a
// creative's attachment in milliseconds (what the server stores).
import type { CreativeAttachment } from '@domain/creatives';
import type { MediaFile } from '@domain/media';

export const toAttachment = (f: MediaFile): CreativeAttachment => ({
  id: f.id,
  fileName: f.fileName,
  kind: f.kind,
  contentType: f.contentType,
  sizeBytes: f.sizeBytes,
  durationMs: f.durationSeconds === null ? null : Math.round(f.durationSeconds * 1000),
});

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveAttachment<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
