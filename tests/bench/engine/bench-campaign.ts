// What both engine benchmarks start from: a fresh SQLite database, migrated and seeded, a contact
// group of N mobile numbers written straight to the table (an import's result, without the
// import's cost), credit for all of it, and a queued campaign to that group made from the seeded
// ready compose without offers (no per-contact short links; the audience model is off in the
// throughput run, so the figure is the engine's own: dispatch, results, stats and credit).
import SqliteDatabase from 'better-sqlite3';
import { composeSchema } from '@domain/campaign-compose';
import { defaultDidGroupSetting } from '@domain/dids';
import type { Db } from '@server/db/database';

/** UK mobile numbers: outside the NANP, so no recipient quiet hours hold them whatever the hour of the run. */
export const benchPhone = (i: number) => `+447700${String(i).padStart(6, '0')}`;

/** Contacts written straight to the table: through one prepared statement on SQLite, in multi-row inserts on PostgreSQL. */
async function writeContacts(db: Db, file: string | null, groupId: number, contacts: number, first: number, at: string): Promise<void> {
  if (file !== null) {
    const sqlite = new SqliteDatabase(file);
    const insert = sqlite.prepare("insert into contacts (group_id, phone, type, first_name, created_at) values (?, ?, 'MOBILE', ?, ?)");
    sqlite.transaction(() => {
      for (let i = first; i < first + contacts; i++) insert.run(groupId, benchPhone(i), `Pat${i}`, at);
    })();
    sqlite.close();
    return;
  }
  for (let i = first; i < first + contacts; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, first + contacts - i) }, (_, k) => ({ group_id: groupId, phone: benchPhone(i + k), type: 'MOBILE', first_name: `Pat${i + k}`, created_at: at }));
    await db.insertInto('contacts').values(rows).execute();
  }
}

/**
 * A campaign to `contacts` contacts numbered from `first`, in `status` (queued starts it; draft
 * leaves it for the bench to start). `file` is the SQLite file, or null on PostgreSQL.
 */
export async function prepareCampaign(db: Db, file: string | null, contacts: number, title: string, first = 0, status: 'queued' | 'draft' = 'queued'): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const userId = Number(user.id);
  const now = new Date().toISOString();
  const group = await db
    .insertInto('contact_groups')
    .values({ user_id: userId, name: title, name_key: title.toLowerCase(), country: 'GB', metadata: '{}', created_at: now, contacts_count: contacts, scrub_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeContacts(db, file, Number(group.id), contacts, first, now);

  // The seeded DID group's sleep timer, rotation limits and campaign checks would make the figure
  // depend on the hour of the run (it sleeps at night) and on clicks the bench does not simulate.
  const compose0 = JSON.parse((await db.selectFrom('campaigns').select('compose').where('user_id', '=', userId).where('title', '=', 'Spring sale to scrubbed customers').executeTakeFirstOrThrow()).compose) as {
    routesTwoWays: { didGroupIds: number[] }[];
  };
  const didGroups = compose0.routesTwoWays.flatMap((r) => r.didGroupIds);
  if (didGroups.length > 0) await db.updateTable('did_groups').set({ setting: JSON.stringify(defaultDidGroupSetting()) }).where('id', 'in', didGroups).execute();

  const draft = await db.selectFrom('campaigns').select('compose').where('user_id', '=', userId).where('title', '=', 'Spring sale to scrubbed customers').executeTakeFirstOrThrow();
  const compose = composeSchema.parse({
    ...JSON.parse(draft.compose),
    campaignTitle: title,
    contactGroups: [Number(group.id)],
    target: [],
    offerOption: 'no',
    offerIds: [],
    optoutLinkType: 'none',
    optoutLink: null,
    creativeMode: 'onfly',
    onflyMessage: '{Hi|Hello} [fName], spring prices are in. Reply YES for details.',
  });
  // Enough credit for every message, so the run measures sending, not the credit wall.
  await db.updateTable('credit_accounts').set({ balance_cents: 1_000_000_000 }).where('user_id', '=', userId).execute();
  const campaign = await db
    .insertInto('campaigns')
    .values({ user_id: userId, title, status, compose: JSON.stringify(compose), audience: contacts, scheduled_at: null, created_at: now, updated_at: now, sent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(campaign.id);
}
