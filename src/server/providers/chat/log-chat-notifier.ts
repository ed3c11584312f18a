// Default chat sink: the server log, so reports are visible without any outside service.
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ChatNotifier } from './chat-notifier';

export class LogChatNotifier implements ChatNotifier {
  readonly posted: ChatMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async post(message: ChatMessage): Promise<void> {
    // Kept in memory too (bounded) so tests and a local demo can see what was reported.
    this.posted.push(message);
    if (this.posted.length > 100) this.posted.shift();
    this.log?.warn({ report: message }, 'error report');
  }
}
