// The mail with the code that confirms a token change, sent by the mail queue's worker
// (mail-jobs/perform-mail-job.ts). The code is made here, when the mail goes: the job row never holds
// it, and a newer code replaces an older one.
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/escape-html';
import { addMs, iso } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { findUserById } from '../users/repo';
import { CODE_TTL_MINUTES } from './confirm-code';

type MailCtx = Pick<AppContext, 'db' | 'now' | 'mailer'>;

export async function sendApiTokenCodeMail(ctx: MailCtx, userId: number): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = iso(addMs(ctx.now(), CODE_TTL_MINUTES * 60_000));
  await ctx.db
    .insertInto('api_codes')
    .values({ user_id: userId, code_hash: hashToken(code), expires_at: expiresAt, attempts: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code_hash: hashToken(code), expires_at: expiresAt, attempts: 0 }))
    .execute();
  const name = user.firstname || user.username;
  const lines = [`Your code to confirm the change to your API tokens is ${code}.`, `It works once, for ${CODE_TTL_MINUTES} minutes.`];
  const warning = 'If you did not ask for it, someone may be using your account: change your password.';
  await ctx.mailer.send({
    to: user.email,
    subject: `API token code: ${code}`,
    text: `Hello ${name},\n\n${lines.join('\n')}\n\n${warning}`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${lines.map(escapeHtml).join(' ')}</p><p>${escapeHtml(warning)}</p>`,
  });
}
