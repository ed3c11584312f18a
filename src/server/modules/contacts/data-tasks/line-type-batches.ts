// The loop scrub and enrichment share: the group's contacts (all, or only the unclassified RAW
// ones) in id order, a batch at a time; each batch is looked up, `classify` decides each contact's
// type, and the batch's types and carriers are written in one transaction. Progress is reported
// after every batch (which is also where a stop request is seen).
import type { ContactType } from '@domain/contacts';
import type { AppContext } from '../../../context';
import type { LookupResult } from '../../../providers/lookup/phone-lookup';
import type { TaskRun } from '../../../tasks/task-handler';

const BATCH = 2000;

export interface LineTypeBatchOptions {
  groupId: number;
  onlyRaw: boolean;
  /** How many contacts the loop will see, for the progress (at least 1). */
  total: number;
  /** Progress percent reached when the last batch is written. */
  upTo: number;
  /** The type a contact gets from its lookup answer (a scrub also consults the DNC list). */
  classify: (phone: string, answer: LookupResult, batch: { dnc: Set<string> }) => ContactType;
  /** Read the DNC list for each batch (a scrub does, enrichment does not). */
  withDnc: boolean;
  /** Each contact's outcome, for the caller's counts. */
  onContact?: (type: ContactType, answer: LookupResult) => void;
}

/** Answers how many contacts were classified. */
export async function classifyInBatches(ctx: AppContext, run: TaskRun, options: LineTypeBatchOptions): Promise<number> {
  let lastId = 0;
  let done = 0;
  for (;;) {
    let query = ctx.db.selectFrom('contacts').select(['id', 'phone']).where('group_id', '=', options.groupId).where('id', '>', lastId);
    if (options.onlyRaw) query = query.where('type', '=', 'RAW');
    const batch = await query.orderBy('id').limit(BATCH).execute();
    if (batch.length === 0) return done;
    lastId = Number(batch[batch.length - 1]!.id);
    const phones = batch.map((c) => c.phone);
    const [answers, dncRows] = await Promise.all([
      ctx.lookup.lookup(phones),
      options.withDnc ? ctx.db.selectFrom('dnc_numbers').select('phone').where('phone', 'in', phones).execute() : [],
    ]);
    const facts = { dnc: new Set(dncRows.map((r) => r.phone)) };
    await ctx.db.transaction().execute(async (trx) => {
      for (const [i, contact] of batch.entries()) {
        const answer = answers[i]!;
        const type = options.classify(contact.phone, answer, facts);
        options.onContact?.(type, answer);
        await trx.updateTable('contacts').set({ type, carrier: answer.carrier }).where('id', '=', contact.id).execute();
      }
    });
    done += batch.length;
    await run.progress((done / options.total) * options.upTo);
  }
}
