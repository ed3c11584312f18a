// The numbers an import must not add: the user's opt-outs, the system blacklist, and the numbers in
// the user's suppression groups (other than the group being imported into). Loaded once per import
// and handed to the import's reader (./import-reader.ts), which checks each row against them as
// sets: their size is bounded by those lists, not by the file (docs/decisions/0012-background-tasks.md).
import type { AppContext } from '../../../context';

export interface ImportFilters {
  optOuts: string[];
  blacklist: string[];
  suppression: string[];
}

export async function loadImportFilters(ctx: AppContext, userId: number, groupId: number): Promise<ImportFilters> {
  const [optOuts, blacklist, suppression] = await Promise.all([
    ctx.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).execute(),
    ctx.db.selectFrom('system_blacklist').select('phone').execute(),
    ctx.db
      .selectFrom('contacts')
      .innerJoin('contact_groups', 'contact_groups.id', 'contacts.group_id')
      .select('contacts.phone')
      .where('contact_groups.user_id', '=', userId)
      .where('contact_groups.is_suppression', '=', 1)
      .where('contact_groups.id', '!=', groupId)
      .execute(),
  ]);
  const phones = (rows: { phone: string }[]) => rows.map((r) => r.phone);
  return { optOuts: phones(optOuts), blacklist: phones(blacklist), suppression: phones(suppression) };
}
