// Auto-scrub (scrubSetting.autoScrub, autoScrubInterval in days, default 1): a timer in each server
// process queues a DID_SCRUB for every group whose last scrub is older than its interval (or that was
// never scrubbed), first a minute after start and then every 15 minutes, never on a request's path.
// Several processes sweeping at once queue one scrub: the group is taken with a conditional update.
// The owner's switch governs it (Advanced settings' enableAutoScrub, decision 46): a user with it off
// gets no automatic scrub whatever the groups say, and a group without its own interval (0) takes
// the user's autoScrubInterval.
import type { FastifyInstance } from 'fastify';
import { DID_SCRUB_COUNTRIES, didGroupSettingSchema } from '@domain/dids';
import type { AppContext } from '../../context';
import { scheduleEvery, type Schedule } from '../../lib/schedule';
import { DAY_MS } from '../../lib/time';
import { startDidScrub } from './scrub';

/** Queues the scrubs that are due; answers the groups it queued. */
export async function queueDueScrubs(ctx: AppContext): Promise<number[]> {
  const groups = await ctx.db
    .selectFrom('did_groups as g')
    .innerJoin('user_settings as s', 's.user_id', 'g.user_id')
    .select(['g.id', 'g.user_id', 'g.setting', 'g.scrubbed_at', 's.auto_scrub_interval'])
    .where('s.enable_auto_scrub', '=', 1)
    .where('g.busy_task_id', 'is', null)
    .where('g.country', 'in', [...DID_SCRUB_COUNTRIES])
    .execute();
  const now = ctx.now().getTime();
  const queued: number[] = [];
  for (const group of groups) {
    const { scrubSetting } = didGroupSettingSchema.parse(JSON.parse(group.setting));
    if (!scrubSetting.autoScrub) continue;
    const days = scrubSetting.autoScrubInterval > 0 ? scrubSetting.autoScrubInterval : Number(group.auto_scrub_interval);
    const everyMs = Math.max(1, days) * DAY_MS;
    if (group.scrubbed_at !== null && now - Date.parse(group.scrubbed_at) < everyMs) continue;
    try {
      await startDidScrub(ctx, Number(group.user_id), Number(group.id));
      queued.push(Number(group.id));
    } catch {
      // Taken by a purchase or another process's sweep since the select: the next sweep sees it.
    }
  }
  return queued;
}

export function scheduleAutoScrub(app: FastifyInstance, schedule: Schedule = { firstAfterMs: 60_000, everyMs: 15 * 60_000 }): void {
  scheduleEvery(app, 'auto-scrub sweep', schedule, async () => {
    const queued = await queueDueScrubs(app.ctx);
    if (queued.length > 0) app.log.info({ groups: queued }, 'auto-scrub queued');
  });
}
