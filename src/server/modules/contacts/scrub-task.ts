// SCRUB_PROCESS: asks the phone-lookup provider for every contact's carrier and line type, marks
// numbers on the do-not-call list DNC, and classifies each contact RAW -> MOBILE, LANDLINE, UNKNOWN,
// DNC or INVALID. Undeliverable numbers (landline, invalid, DNC) are charged through the ledger at
// the end; the request refuses (402) a group the balance could not pay for in the worst case. A
// cancelled or failed scrub charges nothing and keeps the group's scrub date; the contacts it
// already classified keep their type (a fact about the number, not a half-written change).
// The user's skip switches (Advanced settings, decision 46) narrow what a scrub judges: with
// skipScrubDNC the DNC list is not read (a listed number gets its line type), with
// skipScrubLandline a landline is left UNKNOWN (not judged); either way it is not charged. The
// engine's check of the DNC list when a contact's turn comes is not a scrub and still applies.
import { scrubChargeCents, UNDELIVERABLE_TYPES, type ContactType } from '@domain/contacts';
import type { BackgroundTask } from '@domain/background-tasks';
import type { AppContext } from '../../context';
import { InsufficientCreditError } from '../../http/errors';
import { iso } from '../../lib/time';
import { TaskFailure, type TaskHandler } from '../../tasks/task-handler';
import { readMetadata } from './group-view';
import { releaseGroup } from './groups-service';
import { startGroupTask } from './data-tasks/start-group-task';
import { classifyInBatches } from './data-tasks/line-type-batches';
import { getUserSettings } from '../user-settings/repo';

export async function startScrub(ctx: AppContext, userId: number, groupId: number): Promise<BackgroundTask> {
  return startGroupTask(ctx, userId, groupId, 'SCRUB_PROCESS', {
    check: async (group) => {
      const worstCase = scrubChargeCents(Number(group.contacts_count));
      if ((await ctx.ledger.balance(userId)) < worstCase) throw new InsufficientCreditError(worstCase, userId);
    },
  });
}

export const scrubTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const group = await ctx.db.selectFrom('contact_groups').select(['contacts_count', 'metadata']).where('id', '=', groupId).executeTakeFirst();
    if (!group) throw new TaskFailure('Group contacts is not existed or deleted');
    const total = Math.max(1, Number(group.contacts_count));
    const counts: Record<ContactType, number> = { RAW: 0, MOBILE: 0, LANDLINE: 0, UNKNOWN: 0, DNC: 0, INVALID: 0 };
    const carriers: Record<string, number> = {};
    const { skipScrubDNC, skipScrubLandline } = await getUserSettings(ctx.db, run.userId);
    await classifyInBatches(ctx, run, {
      groupId,
      onlyRaw: false,
      total,
      upTo: 99,
      withDnc: !skipScrubDNC,
      classify: (phone, answer, batch) => (batch.dnc.has(phone) ? 'DNC' : skipScrubLandline && answer.lineType === 'LANDLINE' ? 'UNKNOWN' : answer.lineType),
      onContact: (type, answer) => {
        counts[type]++;
        if (answer.carrier) carriers[answer.carrier] = (carriers[answer.carrier] ?? 0) + 1;
      },
    });
    const undeliverable = UNDELIVERABLE_TYPES.reduce((sum, t) => sum + counts[t], 0);
    const cents = scrubChargeCents(undeliverable);
    if (cents > 0) {
      try {
        await ctx.ledger.charge(run.userId, cents, 'scrub', `task:${run.id}`);
      } catch (err) {
        if (err instanceof InsufficientCreditError) throw new TaskFailure(err.message);
        throw err;
      }
    }
    const metadata = readMetadata(group.metadata);
    metadata.carrier = carriers;
    metadata.dnc = counts.DNC;
    metadata.landline = counts.LANDLINE;
    await ctx.db
      .updateTable('contact_groups')
      .set({ scrub_date: iso(ctx.now()), metadata: JSON.stringify(metadata) })
      .where('id', '=', groupId)
      .execute();
    return { ...counts, chargedCents: cents };
  },
  async finish(run, ctx) {
    if (run.groupId !== null) await releaseGroup(ctx.db, run.groupId, run.id);
  },
};
