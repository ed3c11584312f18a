// The contact columns each user chose for the group-detail table (contactGroupLayout, 000 §3).
import { contactGroupLayoutSchema, DEFAULT_CONTACT_GROUP_LAYOUT, type ContactGroupLayout } from '@domain/contacts';
import type { AppContext } from '../../context';

export async function getLayout(ctx: AppContext, userId: number): Promise<ContactGroupLayout> {
  const row = await ctx.db.selectFrom('users').select('contact_group_layout').where('id', '=', userId).executeTakeFirst();
  if (!row?.contact_group_layout) return DEFAULT_CONTACT_GROUP_LAYOUT;
  const parsed = contactGroupLayoutSchema.safeParse(JSON.parse(row.contact_group_layout));
  return parsed.success ? parsed.data : DEFAULT_CONTACT_GROUP_LAYOUT;
}

export async function saveLayout(ctx: AppContext, userId: number, layout: ContactGroupLayout): Promise<ContactGroupLayout> {
  const columns = [...new Set(layout.columns)];
  await ctx.db.updateTable('users').set({ contact_group_layout: JSON.stringify({ columns }) }).where('id', '=', userId).execute();
  return { columns };
}
