// A group's contacts in creation order without a created_at index (docs/decisions/0019-contact-storage.md).
// - Creation order is the order contacts came into the group, which is their id order: every path
//   that adds contacts (import, split, merge, filter, unarchive, seed) writes them in that order.
//   So the (group_id, created_at, id) index goes; (group_id) takes its place, which on SQLite ends
//   in the rowid (= id) and on PostgreSQL is spelled (group_id, id). Its entries are a third the
//   size, and an import appends to it instead of carrying a timestamp per entry.
// - The unique (group_id, phone) index stays: it is how an import dedupes against the group and how
//   find-a-phone finds a number.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';

export function contactSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('contacts_group_created').ifExists().execute();
      const columns = dialect === 'sqlite' ? ['group_id'] : ['group_id', 'id'];
      await db.schema.createIndex('contacts_group').on('contacts').columns(columns).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contacts_group').ifExists().execute();
      await db.schema.createIndex('contacts_group_created').on('contacts').columns(['group_id', 'created_at', 'id']).execute();
    },
  };
}
