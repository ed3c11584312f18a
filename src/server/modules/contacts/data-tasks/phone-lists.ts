// The numbers a group must not keep or be sent to, as SQL subqueries (for one statement over a
// whole group, instead of sets in memory): the user's opt-outs, the system blacklist, and the
// numbers in the user's other suppression groups.
import type { Db } from '../../../db/database';

export const optedOutPhones = (db: Db, userId: number) => db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId);

export const blacklistedPhones = (db: Db) => db.selectFrom('system_blacklist').select('phone');

export const suppressedPhones = (db: Db, userId: number, groupId: number) =>
  db
    .selectFrom('contacts as s')
    .innerJoin('contact_groups as sg', 'sg.id', 's.group_id')
    .select('s.phone')
    .where('sg.user_id', '=', userId)
    .where('sg.is_suppression', '=', 1)
    .where('sg.id', '!=', groupId);

export type PhoneList = ReturnType<typeof optedOutPhones> | ReturnType<typeof blacklistedPhones> | ReturnType<typeof suppressedPhones>;
