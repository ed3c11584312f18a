// The OpenAI-compatible creative assistant against a local fake chat-completions server: the
// request it sends (path, bearer key, model, the 'SMS n:' instruction, the prompt) and how it
// reads the answer or refuses a broken one. The template writer: same prompt, same creatives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitAssistantAnswer } from '@domain/assistant-answer';
import { OpenAiAssistant } from '@server/providers/assistant/openai-assistant';
import { TemplateAssistant } from '@server/providers/assistant/template-assistant';

interface Seen {
  url?: string;
  auth?: string;
  body?: { model: string; messages: { role: string; content: string }[] };
}

describe('OpenAiAssistant', () => {
  let server: Server;
  let base = '';
  const seen: Seen = {};
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.url = req.url;
      seen.auth = req.headers.authorization;
      seen.body = JSON.parse(await read(req)) as Seen['body'];
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for SMS n: lines and reads the first choice', async () => {
    reply = { status: 200, body: { choices: [{ message: { role: 'assistant', content: 'SMS 1: Hi [fName]!\nSMS 2: Bye' } }] } };
    const assistant = new OpenAiAssistant({ url: base, apiKey: 'sk-test', model: 'tiny-model' });
    const answer = await assistant.write({ prompt: 'Shoe sale', count: 2, maxCharCount: 120 });
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.auth).toBe('Bearer sk-test');
    expect(seen.body?.model).toBe('tiny-model');
    expect(seen.body?.messages[0]?.content).toContain("exactly 2 messages, one per line, each starting with 'SMS n:'");
    expect(seen.body?.messages[0]?.content).toContain('at most 120 characters');
    expect(seen.body?.messages[1]).toEqual({ role: 'user', content: 'Shoe sale' });
    expect(splitAssistantAnswer(answer, 'shoes').map((c) => c.message)).toEqual(['Hi [fName]!', 'Bye']);
  });

  it('refuses an error status or an answer without a message', async () => {
    const assistant = new OpenAiAssistant({ url: base, model: 'm' });
    reply = { status: 500, body: { error: 'down' } };
    await expect(assistant.write({ prompt: 'x', count: 1, maxCharCount: 100 })).rejects.toThrow('Assistant answered 500');
    expect(seen.auth).toBeUndefined();
    reply = { status: 200, body: { choices: [] } };
    await expect(assistant.write({ prompt: 'x', count: 1, maxCharCount: 100 })).rejects.toThrow('no message');
  });
});

describe('TemplateAssistant', () => {
  it('writes the same creatives for the same prompt, within the length asked', async () => {
    const assistant = new TemplateAssistant();
    const ask = { prompt: 'Our new winter coats are 30% off.', count: 6, maxCharCount: 60 };
    const first = await assistant.write(ask);
    expect(await assistant.write(ask)).toBe(first);
    const creatives = splitAssistantAnswer(first, 'coats');
    expect(creatives.map((c) => c.title)).toEqual(['coats_01', 'coats_02', 'coats_03', 'coats_04', 'coats_05', 'coats_06']);
    for (const c of creatives) expect(c.message.length).toBeLessThanOrEqual(60);
    expect(creatives[0]!.message).toContain('Our new winter coats');
  });
});
