// The bytes of ticket attachments and feedback screenshots (decision 51): under DATA_DIR, never on a
// public path, named by a random key (never the uploader's file name), and streamed back only by the
// routes that first checked the caller may see the ticket or the feedback. A file's type is what its
// first bytes say; a text file must be UTF-8 without control bytes, so nothing else hides as text.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY, attachmentMessages } from '@domain/tickets/attachments';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';

type Ctx = Pick<AppContext, 'config'>;

export const ticketDir = (ctx: Ctx, ticketId: number) => path.join(ctx.config.dataDir, 'tickets', String(ticketId));
export const feedbackDir = (ctx: Ctx) => path.join(ctx.config.dataDir, 'feedback');

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(bytes.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The type a file's first bytes say, among those taken (null: none of them). */
export function sniffType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (head.startsWith('%PDF-')) return 'application/pdf';
  return isPlainText(bytes) ? 'text/plain' : null;
}

export interface CheckedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The files of one upload, checked: count, size, type (allowed); else 400 naming the field. */
export function checkFiles(files: readonly UploadedFile[], field: string, allowed: readonly string[], typeMessage: string): CheckedFile[] {
  if (files.length > ATTACHMENTS_PER_REPLY) throw badRequest(field, attachmentMessages.tooMany);
  return files.map((file) => {
    if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw badRequest(field, attachmentMessages.tooBig);
    const type = sniffType(file.bytes);
    if (type === null || !allowed.includes(type)) throw badRequest(field, typeMessage);
    // eslint-disable-next-line no-control-regex
    const fileName = path.basename(file.fileName || 'file').replace(/[\x00-\x1f\x7f]/g, '').slice(0, 200) || 'file';
    return { fileName, contentType: type, bytes: file.bytes };
  });
}

/** Writes the bytes under dir; answers the random key it is stored by. */
export async function storeFile(dir: string, bytes: Buffer): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, key), bytes);
  return key;
}

export const readStored = (dir: string, key: string) => readFile(path.join(dir, key));
export const removeStored = (dir: string, key: string) => rm(path.join(dir, key), { force: true });
