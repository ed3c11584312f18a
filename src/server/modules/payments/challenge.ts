// The purchase challenge (000 §4 "a 6-character verification challenge must be solved before
// Submit is enabled"): asked when the user has no settled card charge yet or the last one did not
// succeed. The server draws the characters as an SVG (rotated, over noise lines) and keeps only a
// salted hash of them; verify marks it solved (5 tries, 10 minutes), and a purchase uses it up in
// the transaction that records the charge, so one solved challenge pays for one purchase. It is a
// human check that slows down card testing, not a secret (decision 37): the characters are in the
// SVG's text for anyone who reads it, as they are in the pixels of any image challenge.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CHALLENGE_ALPHABET, CHALLENGE_LENGTH, paymentMessages, type ChallengeAnswer } from '@domain/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { addMs, iso } from '../../lib/time';

export const CHALLENGE_TTL_MS = 10 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const hashOf = (salt: string, answer: string) => createHash('sha256').update(`${salt}:${answer.toUpperCase()}`).digest('hex');

function matches(stored: string, answer: string): boolean {
  const [salt, hash] = stored.split(':');
  const given = Buffer.from(hashOf(salt, answer), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** No settled charge yet, or the last settled one failed. */
export async function challengeRequired(db: Db, userId: number): Promise<boolean> {
  const last = await db
    .selectFrom('card_charges')
    .select('status')
    .where('user_id', '=', userId)
    .where('status', '!=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.status !== 'succeeded';
}

export function challengeSvg(text: string): string {
  const width = 180;
  const height = 56;
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9aa5b1" stroke-width="1.5"/>`;
  });
  const chars = [...text].map((c, i) => {
    const x = 16 + i * 27;
    const y = 36 + randomInt(-5, 6);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="28" font-weight="bold" fill="#1f2933">${c}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f7fa"/>${lines.join('')}${chars.join('')}</svg>`;
}

/** Whether the next purchase needs a challenge, and a fresh one when it does. */
export async function newChallenge(ctx: AppContext, userId: number): Promise<ChallengeAnswer> {
  if (!(await challengeRequired(ctx.db, userId))) return { required: false, challenge: null };
  const text = Array.from({ length: CHALLENGE_LENGTH }, () => CHALLENGE_ALPHABET[randomInt(CHALLENGE_ALPHABET.length)]).join('');
  const salt = randomBytes(8).toString('hex');
  const now = ctx.now();
  const expiresAt = iso(addMs(now, CHALLENGE_TTL_MS));
  const row = await ctx.db
    .insertInto('purchase_challenges')
    .values({ user_id: userId, answer_hash: `${salt}:${hashOf(salt, text)}`, created_at: iso(now), expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { required: true, challenge: { id: Number(row.id), svg: challengeSvg(text), expiresAt } };
}

async function usable(db: Db, userId: number, challengeId: number, now: Date) {
  const row = await db.selectFrom('purchase_challenges').selectAll().where('id', '=', challengeId).where('user_id', '=', userId).executeTakeFirst();
  // Another user's challenge reads as a wrong one: its existence is not told.
  if (!row) throw badRequest('challengeId', paymentMessages.challengeWrong);
  if (row.used_at) throw badRequest('challengeId', paymentMessages.challengeUsed);
  if (row.expires_at <= iso(now) || row.attempts >= CHALLENGE_MAX_ATTEMPTS) throw badRequest('challengeId', paymentMessages.challengeExpired);
  return row;
}

export async function verifyChallenge(ctx: AppContext, userId: number, challengeId: number, answer: string): Promise<{ solved: true }> {
  const now = ctx.now();
  const row = await usable(ctx.db, userId, challengeId, now);
  if (row.solved_at) return { solved: true };
  if (!matches(row.answer_hash, answer)) {
    await ctx.db.updateTable('purchase_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', challengeId).execute();
    throw badRequest('answer', paymentMessages.challengeWrong);
  }
  await ctx.db.updateTable('purchase_challenges').set({ solved_at: iso(now) }).where('id', '=', challengeId).execute();
  return { solved: true };
}

/** Uses up a solved challenge in the purchase's transaction; a second purchase with it is refused. */
export async function consumeChallenge(trx: Db, userId: number, challengeId: number | undefined, now: Date): Promise<void> {
  if (challengeId === undefined) throw badRequest('challengeId', paymentMessages.challengeRequired);
  const row = await usable(trx, userId, challengeId, now);
  if (!row.solved_at) throw badRequest('challengeId', paymentMessages.challengeRequired);
  const done = await trx
    .updateTable('purchase_challenges')
    .set({ used_at: iso(now) })
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw badRequest('challengeId', paymentMessages.challengeUsed);
}
