// The demo user's api tab (issue 13; decision 42): a request key, one token named "Demo
// integration" (made like any token, its plaintext thrown away at once: only its hash is kept, so
// nobody can use it; a real one is made in the tab) and an allowlist holding this machine's
// addresses, so a script run beside the demo server can call the public API with a new token.
import type { Db } from './database';
import { addMs, DAY_MS, iso, type Clock } from '../lib/time';
import { hashToken, newToken } from '../lib/tokens';
import { newApiKey } from '../modules/api-settings/settings-service';
import { TOKEN_MARK } from '../modules/api-settings/tokens-service';
import { TOKEN_PREFIX_LENGTH } from '@domain/api-settings';

export const DEMO_TOKEN_NAME = 'Demo integration';

export async function seedApi(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now();
  await db.insertInto('api_settings').values({ user_id: userId, api_key: newApiKey(), delivery_url: null, reply_url: null, updated_at: iso(at) }).execute();
  const token = `${TOKEN_MARK}${newToken()}`;
  await db
    .insertInto('api_tokens')
    .values({ user_id: userId, name: DEMO_TOKEN_NAME, prefix: token.slice(0, TOKEN_PREFIX_LENGTH), token_hash: hashToken(token), created_at: iso(addMs(at, -7 * DAY_MS)), last_used_at: null, expires_at: iso(addMs(at, 83 * DAY_MS)), revoked_at: null })
    .execute();
  await db
    .insertInto('api_allowed_ips')
    .values([
      { user_id: userId, ip_address: '127.0.0.1', note: 'Scripts on this machine', created_at: iso(at) },
      { user_id: userId, ip_address: '::1', note: 'Scripts on this machine (IPv6)', created_at: iso(at) },
    ])
    .execute();
}
