// A user's own Slack incoming webhook (the Advanced settings tab's Slack URL, 001 §7
// "testSlackConnection (slackURL)"): post one message to the URL the user typed. Unlike the error
// relay (chat-notifier.ts, one URL from config), the URL comes with each call.
import type { ChatMessage } from './chat-notifier';

export interface SlackWebhooks {
  /** Resolves when the webhook accepted the message; rejects with the reason otherwise. */
  post(url: string, message: ChatMessage): Promise<void>;
}
