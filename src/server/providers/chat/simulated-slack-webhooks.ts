// The built-in Slack: records what was posted (tests and a local demo read `posted`) and answers as
// Slack does, deterministically: a webhook URL on hooks.slack.com under /services/ accepts the
// message; any other URL has no webhook behind it and is refused (Slack answers 404 "no_service").
import type { ChatMessage } from './chat-notifier';
import type { SlackWebhooks } from './slack-webhooks';

export class SimulatedSlackWebhooks implements SlackWebhooks {
  readonly posted: { url: string; message: ChatMessage }[] = [];

  async post(url: string, message: ChatMessage): Promise<void> {
    const target = new URL(url);
    if (target.protocol !== 'https:' || target.hostname !== 'hooks.slack.com' || !target.pathname.startsWith('/services/')) {
      throw new Error('no_service');
    }
    this.posted.push({ url, message });
    if (this.posted.length > 100) this.posted.shift();
  }
}
