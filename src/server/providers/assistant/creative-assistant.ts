// The creative assistant: writes SMS creatives about a prompt. An interface with two
// implementations chosen from config: the deterministic template writer (the default; no outside
// service) and an OpenAI-compatible chat-completions endpoint (ASSISTANT_URL, ASSISTANT_API_KEY,
// ASSISTANT_MODEL). Either answers text with 'SMS n:' lines, which the web splits into creatives.
import type { AssistantAnswer } from '@domain/creatives';

export interface AssistantAsk {
  prompt: string;
  count: number;
  maxCharCount: number;
}

export interface CreativeAssistant {
  readonly provider: AssistantAnswer['provider'];
  write(ask: AssistantAsk): Promise<string>;
}
