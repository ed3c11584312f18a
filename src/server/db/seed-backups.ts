// The demo user's plan (PRO, renewing monthly) and two older backups on disk, a week and a day old, written by the
// real backup code (issue 13), so Settings > Account info lists them and a restore can be tried.
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';
import { backupNow } from '../modules/backup/backup-service';
import { addMonth } from '../modules/account/plan-renewal';

export async function seedBackups(db: Db, now: Clock, userId: number, dataDir: string | undefined): Promise<void> {
  // PRO since 12 days ago: the Subscription plan tab shows its renewal 18 or so days ahead (decision 47).
  const since = new Date(now().getTime() - 12 * DAY_MS).toISOString();
  await db.updateTable('users').set({ plan: 'PRO', plan_renews_at: addMonth(since) }).where('id', '=', userId).execute();
  if (!dataDir) return;
  for (const daysAgo of [7, 1]) {
    const at = () => new Date(now().getTime() - daysAgo * DAY_MS);
    await backupNow({ db, now: at, config: { dataDir } }, userId);
  }
}
