// Posts to the user's real Slack webhook (SLACK_CONNECTION_TEST=live), with the JSON body Slack
// documents, through the same poster as the error relay.
import type { ChatMessage } from './chat-notifier';
import type { SlackWebhooks } from './slack-webhooks';
import { WebhookChatNotifier } from './webhook-chat-notifier';

export class LiveSlackWebhooks implements SlackWebhooks {
  post(url: string, message: ChatMessage): Promise<void> {
    return new WebhookChatNotifier(url).post(message);
  }
}
