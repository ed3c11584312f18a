// The auth mails, sent by the mail queue's worker (src/server/mail-jobs/), never on a request's
// path: the job names an email, and only here is it looked up. No account: nothing is sent, and
// the job is done. A mailer failure throws, so the queue retries the job.
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/escape-html';
import { findUserByEmail } from '../users/repo';
import { createResetToken } from './reset-tokens';

type MailCtx = Pick<AppContext, 'db' | 'now' | 'config' | 'mailer'>;

export async function sendPasswordResetMail(ctx: MailCtx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await createResetToken(ctx, user.id);
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const name = user.firstname || user.username;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>To choose a new password, open this link within one hour:</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>If you did not ask for this, ignore this mail.</p>`,
  });
}

export async function sendAccountLockedMail(ctx: MailCtx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const link = `${ctx.config.publicUrl}/forgot-password`;
  const name = user.firstname || user.username;
  const minutes = ctx.config.lockoutMinutes;
  const lines = [
    `After too many failed sign-in attempts, sign-in to your account was locked for ${minutes} minutes.`,
    'If the attempts were yours, try again later, or reset your password to unlock your account now:',
  ];
  const warning = 'If they were not yours, someone may be guessing your password: reset it, and turn on two-step sign-in.';
  await ctx.mailer.send({
    to: user.email,
    subject: 'Sign-in to your account is locked',
    text: `Hello ${name},\n\n${lines.join('\n')}\n${link}\n\n${warning}`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${lines.map(escapeHtml).join(' ')}</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>${escapeHtml(warning)}</p>`,
  });
}
