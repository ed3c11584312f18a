// POST /contact-groups/{id}/contacts of the public API: contacts added to one of the user's groups.
// Phones are normalised to E.164 for the group's country like an import's (contacts/phones); a phone
// already in the group is a duplicate (the unique (group_id, phone) index), an invalid one is listed
// back by its index. Rows and the group's count go in one transaction. A group an import, scrub or
// archive holds is refused: its contacts are being rewritten.
import type { AddContactsAnswer, addContactsSchema } from '@domain/public-api';
import { publicApiMessages } from '@domain/public-api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { createPhoneNormalizer } from '../contacts/phones/phone-normalizer';

export async function addApiContacts(ctx: AppContext, userId: number, groupId: number, input: z.output<typeof addContactsSchema>): Promise<AddContactsAnswer> {
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('contact_groups').select(['id', 'country', 'archived_at', 'busy_task_id']).where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
    if (!group) throw notFound('Contact group not found');
    if (group.archived_at !== null || group.busy_task_id !== null) throw new HttpError(409, publicApiMessages.groupBusy);
    const normalize = createPhoneNormalizer(group.country);
    const invalid: AddContactsAnswer['invalid'] = [];
    const rows = new Map<string, (typeof input.contacts)[number]>();
    for (const [index, contact] of input.contacts.entries()) {
      const phone = normalize(contact.phone);
      if (phone === null) invalid.push({ index, phone: contact.phone });
      else if (!rows.has(phone)) rows.set(phone, contact);
    }
    let added = 0;
    for (const [phone, c] of rows) {
      const inserted = await trx
        .insertInto('contacts')
        .values({ group_id: groupId, phone, type: 'RAW', carrier: null, first_name: c.firstName ?? null, last_name: c.lastName ?? null, email: c.email ?? null, city: c.city ?? null, state_code: c.stateCode ?? null, zip_code: c.zipCode ?? null, data: null, import_task_id: null, created_at: at })
        .onConflict((oc) => oc.columns(['group_id', 'phone']).doNothing())
        .executeTakeFirst();
      added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    if (added > 0) await trx.updateTable('contact_groups').set((eb) => ({ contacts_count: eb('contacts_count', '+', added) })).where('id', '=', groupId).execute();
    return { added, duplicates: input.contacts.length - invalid.length - added, invalid };
  });
}
