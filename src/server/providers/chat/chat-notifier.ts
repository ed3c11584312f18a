// Where error reports go: a Slack-compatible incoming webhook when configured, else the server log.
export interface ChatMessage {
  text: string;
  channel?: string;
  username?: string;
  icon_url?: string;
  attachments?: { color?: string; text: string }[];
}

export interface ChatNotifier {
  post(message: ChatMessage): Promise<void>;
}
