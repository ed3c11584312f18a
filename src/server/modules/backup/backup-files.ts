// Where backup files live: DATA_DIR/backups/<user id>/<name>, gzip-compressed JSON. A name is only
// ever one the server made (BACKUP_NAME_PATTERN), checked before any path is built, so a name from
// a request can neither leave the user's folder nor reach another user's: that is a 400 for a bad
// name and a 404 for a name the caller's folder does not hold.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BACKUP_NAME_PATTERN, backupMessages, type BackupDocument, type BackupFile } from '@domain/backups';
import type { Clock } from '../../lib/time';
import { badRequest, notFound } from '../../http/errors';

/** What the files need of the app: where DATA_DIR is and the clock (the seed passes its own). */
export interface BackupPlace {
  config: { dataDir: string };
  now: Clock;
}

const folderOf = (ctx: BackupPlace, userId: number) => path.join(ctx.config.dataDir, 'backups', String(userId));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** backup-YYYYMMDD-HHmmss-xxxxxx.json.gz, in UTC: names sort by when they were made. */
export function backupName(at: Date): string {
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  const suffix = randomBytes(6).toString('hex').slice(0, 6);
  return `backup-${stamp}-${suffix}.json.gz`;
}

/** The time a name says it was made (ISO), from the name itself: the clock the server used. */
function createdAtOf(name: string): string {
  const m = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-/.exec(name);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z` : '';
}

/** The path of one of the user's backups; a name the server could not have made is a 400. */
export function backupPath(ctx: BackupPlace, userId: number, name: string): string {
  if (!BACKUP_NAME_PATTERN.test(name)) throw badRequest('fileName', backupMessages.badName('File name'));
  return path.join(folderOf(ctx, userId), name);
}

export async function writeBackup(ctx: BackupPlace, userId: number, doc: BackupDocument): Promise<BackupFile> {
  const folder = folderOf(ctx, userId);
  await mkdir(folder, { recursive: true });
  const name = backupName(ctx.now());
  const bytes = gzipSync(JSON.stringify(doc));
  // Written aside then renamed, so the list never shows half a file.
  const target = path.join(folder, name);
  await writeFile(`${target}.part`, bytes);
  await rename(`${target}.part`, target);
  return { name, size: bytes.length, createdAt: createdAtOf(name) };
}

/** The user's backups, newest first. */
export async function listBackups(ctx: BackupPlace, userId: number): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(folderOf(ctx, userId));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((n) => BACKUP_NAME_PATTERN.test(n))
      .map(async (name) => ({ name, size: (await stat(path.join(folderOf(ctx, userId), name))).size, createdAt: createdAtOf(name) })),
  );
  return files.sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** The file's bytes as stored (gzip); 404 when the caller has no backup of that name. */
export async function readBackupBytes(ctx: BackupPlace, userId: number, name: string): Promise<Buffer> {
  const file = backupPath(ctx, userId, name);
  try {
    return await readFile(file);
  } catch {
    throw notFound();
  }
}

export async function deleteBackup(ctx: BackupPlace, userId: number, name: string): Promise<void> {
  const file = backupPath(ctx, userId, name);
  try {
    await stat(file);
  } catch {
    throw notFound();
  }
  await rm(file, { force: true });
}

/** Bytes (gzip or plain) -> the parsed JSON value; null when they are neither. */
export function decodeBackupBytes(bytes: Buffer): unknown {
  let textBytes = bytes;
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      textBytes = gunzipSync(bytes);
    } catch {
      return null;
    }
  }
  try {
    return JSON.parse(textBytes.toString('utf8'));
  } catch {
    return null;
  }
}
