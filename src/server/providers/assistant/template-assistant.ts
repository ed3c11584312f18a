// The default creative assistant: fills fixed SMS templates with the prompt, so it works without
// any outside service and the same prompt always gives the same creatives. The web labels its
// answers as template-written, so nobody takes them for a language model's.
import type { AssistantAsk, CreativeAssistant } from './creative-assistant';

const TEMPLATES = [
  (topic: string) => `Hi [fName], {great|amazing} news: ${topic}. Tap to see more.`,
  (topic: string) => `[fName], don't miss out: ${topic}. {Limited|Special} offer, today only.`,
  (topic: string) => `{Hello|Hi} [fName]! ${topic}. Check it out now.`,
  (topic: string) => `${topic}. {Grab|Get} yours before it is gone, [fName].`,
  (topic: string) => `Quick reminder, [fName]: ${topic}. See the details at the link.`,
];

/** The prompt as a clause: one line, trimmed, no final full stop. */
const topicOf = (prompt: string) => prompt.replace(/\s+/g, ' ').trim().replace(/[.!?]+$/, '');

function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

export class TemplateAssistant implements CreativeAssistant {
  readonly provider = 'template' as const;

  async write({ prompt, count, maxCharCount }: AssistantAsk): Promise<string> {
    const topic = topicOf(prompt);
    const lines = Array.from({ length: count }, (_, i) => `SMS ${i + 1}: ${fit(TEMPLATES[i % TEMPLATES.length]!(topic), maxCharCount)}`);
    return lines.join('\n\n');
  }
}
