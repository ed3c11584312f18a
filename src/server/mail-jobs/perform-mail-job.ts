// Which code does each kind of mail job. The mails themselves belong to their module (auth).
import type { AppContext } from '../context';
import { sendAccountLockedMail, sendPasswordResetMail } from '../modules/auth/auth-mails';
import { sendNotificationMail } from '../modules/notifications/notification-mail';
import { sendApiTokenCodeMail } from '../modules/api-settings/code-mail';
import { postWebhook } from '../modules/public-api/webhooks';
import { postLiveFeed } from '../modules/user-settings/live-feed';
import type { MailJob } from './mail-job';

export function performMailJob(ctx: AppContext, job: MailJob): Promise<void> {
  switch (job.kind) {
    case 'password-reset':
      return sendPasswordResetMail(ctx, job.email);
    case 'account-locked':
      return sendAccountLockedMail(ctx, job.email);
    case 'notification':
      return sendNotificationMail(ctx, job);
    case 'api-token-code':
      return sendApiTokenCodeMail(ctx, job.userId);
    case 'api-webhook':
      return postWebhook(ctx, job);
    case 'live-feed':
      return postLiveFeed(ctx, job.inboundId);
  }
}
