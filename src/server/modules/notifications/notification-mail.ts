// A notification's copy by mail, sent by the mail queue's worker to one address of the user's
// notification settings. A mailer failure throws, so the queue retries the job.
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/escape-html';
import type { MailJob } from '../../mail-jobs/mail-job';

type NotificationJob = Extract<MailJob, { kind: 'notification' }>;

export async function sendNotificationMail(ctx: Pick<AppContext, 'config' | 'mailer'>, job: NotificationJob): Promise<void> {
  const link = job.link === null ? null : `${ctx.config.publicUrl}${job.link}`;
  const footer = 'You receive this because your notification settings list this address.';
  await ctx.mailer.send({
    to: job.to,
    subject: job.subject,
    text: [job.text, link, footer].filter((line) => line !== null).join('\n\n'),
    html: `<p>${escapeHtml(job.text)}</p>${link === null ? '' : `<p><a href="${escapeHtml(link)}">Open</a></p>`}<p>${escapeHtml(footer)}</p>`,
  });
}
