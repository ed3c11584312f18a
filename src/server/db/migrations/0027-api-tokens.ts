// The api tab and the public sending API (issue 13; decision 42).
// - api_settings: per user, the API request key (shown, so kept as is; it signs the webhooks) and
//   the delivery and reply webhook URLs. No row until the tab is first opened.
// - api_tokens: Bearer tokens of the public API, stored as a sha256 like sessions; the list shows
//   name, prefix, dates. Revoked rows stay (the list shows them) with revoked_at.
// - api_allowed_ips: the allowlist (addresses and CIDR ranges, as typed after validation).
// - api_codes: the emailed one-time code that confirms a token change for a user without MFA,
//   hashed, one per user, with an expiry and a count of wrong tries.
// - api_messages: which messages came through the public API (and with which token), so results
//   and replies are posted to the user's webhooks.
// - inbox_threads.api: the thread holds a message sent through the API (the 'Send API' filter).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function apiTokens(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('api_key', 'text', (c) => c.notNull())
        .addColumn('delivery_url', 'text')
        .addColumn('reply_url', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('api_tokens'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_tokens_hash').on('api_tokens').column('token_hash').unique().execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('api_allowed_ips'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ip_address', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_allowed_ips_key').on('api_allowed_ips').columns(['user_id', 'ip_address']).unique().execute();

      await db.schema
        .createTable('api_codes')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('api_messages')
        .addColumn('message_id', BIGINT, (c) => c.primaryKey())
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('inbox_threads').addColumn('api', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createIndex('inbox_threads_api')
        .on('inbox_threads')
        .columns(['user_id', 'last_activity_at', 'id'])
        .where(sql.ref('api'), '=', sql.lit(1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('inbox_threads_api').ifExists().execute();
      await db.schema.alterTable('inbox_threads').dropColumn('api').execute();
      for (const table of ['api_messages', 'api_codes', 'api_allowed_ips', 'api_tokens', 'api_settings']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
