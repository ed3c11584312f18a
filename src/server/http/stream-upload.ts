// A request body streamed straight to a file (never whole in memory), counted as it goes: past
// maxBytes the stream stops with the caller's error and the partial file is removed. Contact
// imports and media uploads both take files this way (application/octet-stream, ?fileName=), so no
// multipart parser is needed.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError } from './errors';

/** Writes body to file; answers the bytes written. A broken stream is 400 'The upload was interrupted'. */
export async function streamUpload(body: Readable, file: string, maxBytes: number, tooBig: () => HttpError): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(tooBig());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof HttpError) throw err;
    throw badRequest('file', 'The upload was interrupted; try again');
  }
  return size;
}
