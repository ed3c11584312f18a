// Posts to a Slack incoming webhook (the JSON body Slack documents: text, channel, username,
// icon_url, attachments[{color,text}]).
import type { ChatMessage, ChatNotifier } from './chat-notifier';

export class WebhookChatNotifier implements ChatNotifier {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async post(message: ChatMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Chat webhook answered ${res.status}`);
  }
}
