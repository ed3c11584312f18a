// A fresh, migrated and seeded SQLite database under `dir` holding one empty group of the demo
// user: where the raw insert loop and the import profile write their rows.
import path from 'node:path';
import { migrateToLatest } from '@server/db/migrate';
import { openDb } from '@server/db/open-db';
import { seed } from '@server/db/seed';

export async function openBenchGroup(dir: string, name: string) {
  const { db, dialect } = openDb({ kind: 'sqlite', file: path.join(dir, `${name}.db`) });
  await migrateToLatest(db, dialect);
  await seed(db, () => new Date());
  const user = await db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const createdAt = new Date().toISOString();
  const group = await db
    .insertInto('contact_groups')
    .values({ user_id: user.id, name, name_key: name, country: 'US', metadata: '{}', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { db, groupId: Number(group.id), createdAt };
}
