// Who calls the public API: `Authorization: Bearer <token>` names one of a user's API tokens (only
// its sha256 is stored: api-settings/tokens-service.ts). Missing, unknown, revoked or expired
// tokens, and tokens of a user no longer active, answer 401 alike; a request from an address outside
// the user's allowlist answers 403 naming the address; then each token may make
// PUBLIC_API_PER_MINUTE requests a minute on the shared counter store (database or Redis), 429 past it.
import { PUBLIC_API_PER_MINUTE } from '@domain/api-settings';
import { publicApiMessages } from '@domain/public-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { MINUTE_MS, spend } from '../../http/rate-limits';
import { iso } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { ipAllowed, plainIp } from '../api-settings/allowlist-service';
import type { ApiCaller } from './send-service';

const TOUCH_EVERY_MS = 60_000;
const perToken = { name: 'public-api', max: PUBLIC_API_PER_MINUTE, windowMs: MINUTE_MS };
const callers = new WeakMap<FastifyRequest, ApiCaller>();

const unauthorized = () => new HttpError(401, publicApiMessages.tokenInvalid, { errorCode: 'API_TOKEN_INVALID' });

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,200})$/i.exec(header.trim()) : null;
  return match ? match[1]! : null;
}

export async function requireApiToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, now } = request.server.ctx;
  const token = bearer(request);
  if (!token) throw unauthorized();
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.expires_at', 't.revoked_at', 't.last_used_at', 'u.status'])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const at = now();
  if (!row || row.revoked_at !== null || row.expires_at <= iso(at) || row.status !== 'Active') throw unauthorized();
  const caller = { userId: Number(row.user_id), tokenId: Number(row.id) };
  if (!(await ipAllowed(db, caller.userId, request.ip))) {
    throw new HttpError(403, publicApiMessages.ipRefused(plainIp(request.ip)), { errorCode: 'IP_NOT_ALLOWED' });
  }
  await spend(request, reply, perToken, String(caller.tokenId));
  if (row.last_used_at === null || at.getTime() - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: iso(at) }).where('id', '=', caller.tokenId).execute();
  }
  callers.set(request, caller);
}

/** The caller inside a handler behind requireApiToken. */
export function apiCaller(request: FastifyRequest): ApiCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}
