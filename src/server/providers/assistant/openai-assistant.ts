// The creative assistant over an OpenAI-compatible chat-completions endpoint (ASSISTANT_URL, e.g.
// https://api.openai.com/v1, with ASSISTANT_API_KEY and ASSISTANT_MODEL). It asks for 'SMS n:'
// lines, the shape the web splits into creatives. Not reachable from the sandbox: its tests run
// the request/answer mapping against a local fake server.
import { z } from 'zod';
import type { AssistantAsk, CreativeAssistant } from './creative-assistant';

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface OpenAiAssistantOptions {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The chat-completions body for an ask: a system rule and the user's prompt. */
export function completionRequest(model: string, { prompt, count, maxCharCount }: AssistantAsk) {
  return {
    model,
    temperature: 0.8,
    messages: [
      {
        role: 'system',
        content:
          `You write SMS marketing creatives. Answer with exactly ${count} messages, one per line, ` +
          `each starting with 'SMS n:' (n from 1), each at most ${maxCharCount} characters. ` +
          'You may use [fName] for the first name and {a|b} spintax. No other text.',
      },
      { role: 'user', content: prompt },
    ],
  };
}

export class OpenAiAssistant implements CreativeAssistant {
  readonly provider = 'openai' as const;
  constructor(private readonly options: OpenAiAssistantOptions) {}

  async write(ask: AssistantAsk): Promise<string> {
    const { url, apiKey, model, timeoutMs = 30_000 } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    const res = await doFetch(`${url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(completionRequest(model, ask)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`Assistant answered ${res.status}`);
    const parsed = completionSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('Assistant answer has no message');
    return parsed.data.choices[0]!.message.content ?? '';
  }
}
