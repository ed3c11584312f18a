// The demo user's plan (PRO) and two older backups on disk, a week and a day old, written by the
// real backup code (issue 13), so Settings > Account info lists them and a restore can be tried.
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';
import { backupNow } from '../modules/backup/backup-service';

export async function seedBackups(db: Db, now: Clock, userId: number, dataDir: string | undefined): Promise<void> {
  await db.updateTable('users').set({ plan: 'PRO' }).where('id', '=', userId).execute();
  if (!dataDir) return;
  for (const daysAgo of [7, 1]) {
    const at = () => new Date(now().getTime() - daysAgo * DAY_MS);
    await backupNow({ db, now: at, config: { dataDir } }, userId);
  }
}
