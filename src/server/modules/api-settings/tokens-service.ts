// API tokens (001 §7 initNewAPIToken, renewAPIToken, revokeAPIToken): made, renewed and revoked
// with a one-time code (confirm-code.ts). A token is 'cp_' and 32 random bytes; only its sha256 is
// stored, like a session's, so it is shown once, in the answer that made it. Renewing gives the
// same row (name, history) a new secret and a new expiry: the old secret stops working at once.
import { TOKEN_PREFIX_LENGTH, apiSettingsMessages, type ApiToken, type IssuedToken } from '@domain/api-settings';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { ApiTokensTable } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { addMs, DAY_MS, iso } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { confirmCode } from './confirm-code';

type TokenRow = Selectable<ApiTokensTable>;

export const TOKEN_MARK = 'cp_';

export function tokenAnswer(row: TokenRow, now: Date): ApiToken {
  const status = row.revoked_at !== null ? 'revoked' : row.expires_at <= iso(now) ? 'expired' : 'active';
  return { id: Number(row.id), name: row.name, prefix: row.prefix, createdAt: row.created_at, lastUsedAt: row.last_used_at, expiresAt: row.expires_at, status };
}

function mint() {
  const token = `${TOKEN_MARK}${newToken()}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, TOKEN_PREFIX_LENGTH) };
}

export async function listTokens(ctx: AppContext, userId: number): Promise<{ items: ApiToken[] }> {
  const rows = await ctx.db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  const now = ctx.now();
  return { items: rows.map((r) => tokenAnswer(r, now)) };
}

async function ownToken(ctx: AppContext, userId: number, id: number): Promise<TokenRow> {
  const row = await ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(apiSettingsMessages.tokenNotFound);
  return row;
}

export async function initToken(ctx: AppContext, userId: number, input: { name: string; expiresInDays: number; otp: string }): Promise<IssuedToken> {
  await confirmCode(ctx, userId, input.otp);
  return issueToken(ctx, userId, input);
}

/** Makes a token for the user; the caller has confirmed the change (the user's code, or an admin's: decision 47). */
export async function issueToken(ctx: AppContext, userId: number, input: { name: string; expiresInDays: number }): Promise<IssuedToken> {
  const now = ctx.now();
  const { token, hash, prefix } = mint();
  const row = await ctx.db
    .insertInto('api_tokens')
    .values({ user_id: userId, name: input.name, prefix, token_hash: hash, created_at: iso(now), last_used_at: null, expires_at: iso(addMs(now, input.expiresInDays * DAY_MS)), revoked_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, item: tokenAnswer(row, now) };
}

export async function renewToken(ctx: AppContext, userId: number, input: { id: number; expiresInDays: number; otp: string }): Promise<IssuedToken> {
  // The id is checked first: another user's id is a 404 whatever the code.
  const current = await ownToken(ctx, userId, input.id);
  if (current.revoked_at !== null) throw new HttpError(409, apiSettingsMessages.tokenRevoked);
  await confirmCode(ctx, userId, input.otp);
  const now = ctx.now();
  const { token, hash, prefix } = mint();
  const row = await ctx.db
    .updateTable('api_tokens')
    .set({ token_hash: hash, prefix, expires_at: iso(addMs(now, input.expiresInDays * DAY_MS)) })
    .where('id', '=', input.id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(409, apiSettingsMessages.tokenRevoked);
  return { token, item: tokenAnswer(row, now) };
}

export async function revokeToken(ctx: AppContext, userId: number, input: { id: number; otp: string }): Promise<ApiToken> {
  return revokeConfirmed(ctx, userId, input.id, () => confirmCode(ctx, userId, input.otp));
}

/**
 * Revokes the user's token once `confirm` passed (the user's code, or an admin's: decision 47). The id
 * is checked first (another user's is a 404 whatever the code); an already revoked one needs no code.
 */
export async function revokeConfirmed(ctx: AppContext, userId: number, id: number, confirm: () => Promise<void>): Promise<ApiToken> {
  const input = { id };
  const current = await ownToken(ctx, userId, input.id);
  if (current.revoked_at !== null) return tokenAnswer(current, ctx.now());
  await confirm();
  const now = ctx.now();
  await ctx.db.updateTable('api_tokens').set({ revoked_at: iso(now) }).where('id', '=', input.id).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  return tokenAnswer(await ownToken(ctx, userId, input.id), now);
}
