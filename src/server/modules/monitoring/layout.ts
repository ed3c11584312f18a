// The monitoring layout each user keeps (000 §3 campaignMonitoringLayout; 001 §7
// updateCampaignMonitoringLayout). Read through the migration, so a layout an older app stored
// (or none) comes back as a 0.0.3 layout; the stored text itself is rewritten only when the user
// saves, in the current version.
import { migrateMonitoringLayout, normalizeMonitoringLayout, type MonitoringLayout } from '@domain/monitoring-layout';
import type { AppContext } from '../../context';

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function getMonitoringLayout(ctx: AppContext, userId: number): Promise<MonitoringLayout> {
  const row = await ctx.db.selectFrom('users').select('campaign_monitoring_layout').where('id', '=', userId).executeTakeFirst();
  return migrateMonitoringLayout(parsed(row?.campaign_monitoring_layout ?? null));
}

export async function saveMonitoringLayout(ctx: AppContext, userId: number, layout: MonitoringLayout): Promise<MonitoringLayout> {
  const kept = normalizeMonitoringLayout(layout);
  await ctx.db.updateTable('users').set({ campaign_monitoring_layout: JSON.stringify(kept) }).where('id', '=', userId).execute();
  return kept;
}
