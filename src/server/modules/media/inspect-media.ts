// What an uploaded file really is, from its bytes: file-type reads the magic numbers (a .png that is
// a zip is refused), music-metadata measures an audio file's duration, image-size reads an image's
// width and height. Every refusal is a 400 on field `file` naming the file.
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import { MEDIA_CONTENT_TYPES, mediaExtension, mediaMessages, type MediaKind } from '@domain/media';
import { badRequest } from '../../http/errors';
import { imageSize } from './image-size';

export interface MediaFacts {
  kind: MediaKind;
  contentType: string;
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

/** A JPEG's frame header can sit behind a large EXIF block: read this much of the file's start. */
const HEAD_BYTES = 1024 * 1024;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function audioDurationMs(file: string): Promise<number | null> {
  try {
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    if (format.duration === undefined || !Number.isFinite(format.duration)) return null;
    return Math.round(format.duration * 1000);
  } catch {
    // A damaged file: the caller refuses it by name.
    return null;
  }
}

/** The facts of a file whose name already passed mediaExtension; throws 400 naming it otherwise. */
export async function inspectMedia(file: string, name: string): Promise<MediaFacts> {
  if (!mediaExtension(name)) throw badRequest('file', mediaMessages.typeByName(name));
  const found = await fileTypeFromFile(file);
  const allowed = found ? MEDIA_CONTENT_TYPES[found.ext] : undefined;
  if (!found || !allowed) throw badRequest('file', mediaMessages.typeByContent(name, found ? `${found.ext} (${found.mime})` : null));
  if (allowed.kind === 'audio') {
    const durationMs = await audioDurationMs(file);
    if (durationMs === null) throw badRequest('file', mediaMessages.unreadable(name));
    return { kind: 'audio', contentType: allowed.mime, durationMs, width: null, height: null };
  }
  const size = imageSize(await readHead(file), allowed.mime);
  if (!size) throw badRequest('file', mediaMessages.unreadable(name));
  return { kind: 'image', contentType: allowed.mime, durationMs: null, ...size };
}
