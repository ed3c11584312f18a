// An error report as the chat receives it: the client's text and attachments (masked, cut to size,
// escaped), and the server's channel, sender name and icon. Slack reads <!channel>, <@user> and
// <url|label> in a text as mentions and links; with < and > escaped they show as typed, so a report
// can neither ping the whole channel nor dress up a link. '&' stays as is: Slack shows an entity
// ('&lt;') as its character, never as markup, and a query string in a report keeps reading right.
import { prepareErrorReport, type ErrorReport } from '@domain/error-report';
import type { AppConfig } from '../../config';
import type { ChatMessage } from '../../providers/chat/chat-notifier';

export function escapeChatText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type ChatConfig = Pick<AppConfig, 'slackChannel' | 'slackUsername' | 'slackIconUrl'>;

export function toChatMessage(report: ErrorReport, config: ChatConfig): ChatMessage {
  const { text, attachments } = prepareErrorReport(report);
  return {
    ...(config.slackChannel ? { channel: config.slackChannel } : {}),
    ...(config.slackUsername ? { username: config.slackUsername } : {}),
    ...(config.slackIconUrl ? { icon_url: config.slackIconUrl } : {}),
    text: escapeChatText(text),
    ...(attachments ? { attachments: attachments.map((a) => ({ ...a, text: escapeChatText(a.text) })) } : {}),
  };
}
