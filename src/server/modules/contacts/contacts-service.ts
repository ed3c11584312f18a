// Editing and deleting contacts of one of the user's groups.
import { contactMessages, DELETE_CHUNK, type Contact } from '@domain/contacts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { COLUMN_OF, contactView, isColumnField } from './contact-fields';
import { optedOutPhones } from './contacts-search';
import { ownGroupRow } from './groups-service';

export async function updateContact(
  ctx: AppContext,
  userId: number,
  groupId: number,
  contactId: number,
  fields: Record<string, string>,
): Promise<Contact> {
  await ownGroupRow(ctx.db, userId, groupId);
  const row = await ctx.db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw notFound(contactMessages.contactMissing);

  const columns: Record<string, string | null> = {};
  const data: Record<string, string> = row.data ? (JSON.parse(row.data) as Record<string, string>) : {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'phone') continue; // the phone is the contact's identity in its group; not edited here
    if (isColumnField(field)) columns[COLUMN_OF[field]] = value === '' ? null : value;
    else if (value === '') delete data[field];
    else data[field] = value;
  }
  const updated = await ctx.db
    .updateTable('contacts')
    .set({ ...columns, data: Object.keys(data).length > 0 ? JSON.stringify(data) : null })
    .where('id', '=', contactId)
    .where('group_id', '=', groupId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const optedOut = await optedOutPhones(ctx, userId, [updated.phone]);
  return contactView(updated, optedOut.has(updated.phone));
}

/** Deletes up to DELETE_CHUNK contacts of the group (the web sends larger selections in chunks). */
export async function deleteContacts(ctx: AppContext, userId: number, groupId: number, ids: number[]): Promise<number> {
  await ownGroupRow(ctx.db, userId, groupId);
  const chunk = ids.slice(0, DELETE_CHUNK);
  return ctx.db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('contacts').where('group_id', '=', groupId).where('id', 'in', chunk).executeTakeFirst();
    const deleted = Number(res.numDeletedRows);
    if (deleted > 0) {
      await trx
        .updateTable('contact_groups')
        .set((eb) => ({ contacts_count: eb('contacts_count', '-', deleted) }))
        .where('id', '=', groupId)
        .execute();
    }
    return deleted;
  });
}
