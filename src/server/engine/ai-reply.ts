// The AI assistant's answer to a contact, as the built-in simulator gives it (no model is reached
// from here; ARCHITECTURE.md "The simulated world"): deterministic, so the demo, the simulator and
// tests repeat. Built from the setting the way a prompted model would use it:
// - the knowledge base first: the sentence of the text files sharing most words with the message;
// - else an opener naming the category;
// - then the pitch: the winning creative (its first spin), else the goal;
// - banned words taken out, and the whole cut at a word boundary to maxCharCount.
import type { AiDemoAnswer, AiSettingValues } from '@domain/responder-ai';
import { allVariations } from '@domain/spintax';

export interface KnowledgeText {
  fileName: string;
  text: string;
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'you', 'your', 'are', 'was', 'with', 'this', 'that', 'have', 'what', 'how', 'can', 'our', 'any', 'not', 'but', 'all', 'get', 'has', 'its', 'from']);

const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}']{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w)));

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\r?\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 10 && s.length <= 400);

/** The knowledge sentence sharing most words with the message (the first of equals), if any shares one. */
function bestSentence(message: string, knowledge: readonly KnowledgeText[]): { sentence: string; fileName: string } | null {
  const asked = wordsOf(message);
  let best: { sentence: string; fileName: string; score: number } | null = null;
  for (const file of knowledge) {
    for (const sentence of sentencesOf(file.text)) {
      const words = wordsOf(sentence);
      const score = [...asked].filter((w) => words.has(w)).length;
      if (score > 0 && (!best || score > best.score)) best = { sentence, fileName: file.fileName, score };
    }
  }
  return best;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentence = (text: string) => {
  const t = text.trim();
  if (t === '') return '';
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** Cut at the last word boundary that fits; never mid-word. */
function fit(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:-]+$/, '');
}

export function aiReply(setting: AiSettingValues, message: string, knowledge: readonly KnowledgeText[]): AiDemoAnswer {
  const found = bestSentence(message, knowledge);
  const opener = found ? found.sentence : `Thanks for reaching out${setting.category ? ` about ${setting.category}` : ''}!`;
  const pitch = setting.winningCreative ? (allVariations(setting.winningCreative, 1)[0] ?? '') : sentence(setting.goal);
  let reply = [opener, pitch].filter((p) => p.trim() !== '').join(' ');
  const removedWords: string[] = [];
  for (const word of setting.bannedWords) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
    if (pattern.test(reply)) {
      removedWords.push(word);
      reply = reply.replace(pattern, '');
    }
  }
  reply = fit(reply.replace(/\s{2,}/g, ' ').replace(/\s+([,.!?;:])/g, '$1').trim(), setting.maxCharCount);
  return { reply, characters: Array.from(reply).length, knowledgeFile: found?.fileName ?? null, removedWords };
}
