// "Update revenue" (001 §8 'Revenue is updating, it may take a few minutes', §9 "pull revenue waits
// 200 ms times page limit"): a background task (REVENUE_PULL, on /process) that reads the vendor's
// conversions of the last 30 days page by page and counts each on its message through the engine's
// own postback path (recordConversion), which marks a message converted once: a conversion the
// postback already counted, or a second pull, adds nothing. Only the user's own messages are
// counted, whatever the vendor reports. Each conversion commits alone, so a pull stopped midway
// (cancel, crash) has written only whole conversions, and the next pull finishes the rest.
import { z } from 'zod';
import { PULL_PAGE_LIMIT, PULL_WINDOW_DAYS, revenueMessages } from '@domain/revenue-tracking';
import { trackingVendorSchema, vendorInfo, type TrackingVendor } from '@domain/revenue-vendors';
import type { AppContext } from '../../context';
import { recordConversion } from '../../engine/engagement';
import { badRequest } from '../../http/errors';
import { DAY_MS, iso } from '../../lib/time';
import { VendorRefused, type VendorAccount } from '../../providers/revenue/revenue-provider';
import { TaskFailure, type TaskHandler } from '../../tasks/task-handler';
import { findAccount, mappingOf, upsertAccount } from './accounts-repo';

const payloadSchema = z.object({ vendor: trackingVendorSchema });

/** The user's account at the vendor when it can be pulled from, else why not. */
async function pullableAccount(ctx: AppContext, userId: number, vendor: TrackingVendor): Promise<VendorAccount | { field: string; message: string }> {
  const row = await findAccount(ctx.db, userId, vendor);
  if (!row || row.active !== 1 || row.access_key === '') return { field: 'vendor', message: revenueMessages.notConnected };
  if (mappingOf(row).messageId === '') return { field: 'mapping', message: revenueMessages.messageIdUnmapped };
  return { userId, vendor, subDomain: row.sub_domain, accessId: row.access_id, accessKey: row.access_key };
}

/** Queues the pull (or answers the one already queued or running for this vendor) with the spec's toast. */
export async function startPull(ctx: AppContext, userId: number, vendor: TrackingVendor): Promise<{ message: string; taskId: number }> {
  const account = await pullableAccount(ctx, userId, vendor);
  if ('field' in account) throw badRequest(account.field, account.message);
  const running = await ctx.db
    .selectFrom('background_tasks')
    .select(['id', 'payload'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'REVENUE_PULL')
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .execute();
  const same = running.find((t) => payloadSchema.safeParse(JSON.parse(t.payload)).data?.vendor === vendor);
  const taskId = same ? Number(same.id) : await ctx.tasks.enqueue({ kind: 'REVENUE_PULL', userId, title: `Update revenue: ${vendorInfo(vendor).name}`, payload: { vendor } });
  return { message: revenueMessages.updating, taskId };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const revenuePullTask: TaskHandler = {
  async run(run, ctx) {
    const { vendor } = payloadSchema.parse(run.payload);
    const account = await pullableAccount(ctx, run.userId, vendor);
    if ('field' in account) throw new TaskFailure(account.message);
    const to = ctx.now();
    const window = { from: new Date(to.getTime() - PULL_WINDOW_DAYS * DAY_MS), to };
    let cursor: string | null = null;
    let pages = 0;
    let conversions = 0;
    let revenueCents = 0;
    for (;;) {
      let page;
      try {
        page = await ctx.revenue.conversions(account, window, { cursor, limit: PULL_PAGE_LIMIT });
      } catch (error) {
        if (error instanceof VendorRefused) throw new TaskFailure(error.message);
        throw error;
      }
      pages++;
      const keys = [...new Set(page.conversions.map((c) => c.clickId))];
      const own = keys.length === 0 ? [] : await ctx.db.selectFrom('messages').select('idem_key').where('user_id', '=', run.userId).where('idem_key', 'in', keys).execute();
      const owned = new Set(own.map((m) => m.idem_key));
      for (const c of page.conversions) {
        if (!owned.has(c.clickId)) continue;
        if (await recordConversion(ctx.db, c.clickId, c.revenueCents, c.convertedAt)) {
          conversions++;
          revenueCents += c.revenueCents;
        }
      }
      await run.progress(Math.min(99, Math.round(page.progress * 100)));
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
      await pause(ctx.config.revenuePullWaitMs * PULL_PAGE_LIMIT);
    }
    await upsertAccount(ctx.db, run.userId, vendor, { pulled_at: iso(ctx.now()) }, iso(ctx.now()));
    return { conversions, revenueCents, pages };
  },
};
