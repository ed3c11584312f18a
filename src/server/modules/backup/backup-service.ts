// The backup calls of Settings (001 §7): back up now, list, download, delete, restore from a listed
// file or from an uploaded one. The document is built by backup-export.ts, stored by
// backup-files.ts and put back by backup-restore.ts.
import { BACKUP_MAX_BYTES, backupMessages, type BackupFile, type RestoreFlags, type RestoreResult } from '@domain/backups';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { decodeBackupBytes, readBackupBytes, writeBackup, type BackupPlace } from './backup-files';
import type { Db } from '../../db/database';
import { exportBackup } from './backup-export';
import { parseBackup, restoreBackup } from './backup-restore';

export async function backupNow(ctx: BackupPlace & { db: Db }, userId: number): Promise<BackupFile> {
  const doc = await exportBackup(ctx.db, userId, ctx.now());
  return writeBackup(ctx, userId, doc);
}

function documentOf(bytes: Buffer) {
  const value = decodeBackupBytes(bytes);
  if (value === null) throw badRequest('file', backupMessages.notJson);
  return parseBackup(value);
}

/** doRestore: one of the caller's own backups by name (another user's name is simply not there: 404). */
export async function restoreListed(ctx: AppContext, userId: number, fileName: string, flags: RestoreFlags): Promise<RestoreResult> {
  const bytes = await readBackupBytes(ctx, userId, fileName);
  return restoreBackup(ctx, userId, documentOf(bytes), flags);
}

/** restoreLocalFile: a file the user uploads (gzip or plain JSON). */
export async function restoreUploaded(ctx: AppContext, userId: number, file: UploadedFile | undefined, flags: RestoreFlags): Promise<RestoreResult> {
  if (!file) throw badRequest('file', backupMessages.noFile);
  if (file.bytes.length > BACKUP_MAX_BYTES) throw badRequest('file', backupMessages.tooBig);
  return restoreBackup(ctx, userId, documentOf(file.bytes), flags);
}
