// The start of every browser path: a sender of its own (fixtures/senders.ts), signed in through the
// login form, and the model's data read from the real server the way the page reads it: the draft
// (the machine's input) and the compose options (the rules' facts).
import type { Page } from '@playwright/test';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import { composeOptionsSchema, factsFromOptions } from '@domain/campaign-options';
import { campaignSchema } from '@domain/campaigns';
import { login } from '../fixtures/login';
import { createSender, type Sender } from '../fixtures/senders';
import type { ModelWorld } from './model-world';

export async function openSenderWorld(page: Page): Promise<{ sender: Sender; world: ModelWorld }> {
  const sender = await createSender();
  await login(page, sender.email, sender.password);
  // The page keeps its session token in localStorage and sends it as a header (src/web/session).
  const token = await page.evaluate(() => localStorage.getItem('session-token'));
  if (!token) throw new Error(`Signed in as ${sender.email}, but the page holds no session token`);
  const read = async (path: string) => {
    const answer = await page.request.get(`${API_BASE}${path}`, { headers: { [SESSION_HEADER]: token } });
    if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
    return answer.json() as Promise<unknown>;
  };
  const draft = campaignSchema.parse(await read(`/campaigns/${sender.draftId}`));
  const options = composeOptionsSchema.parse(await read('/campaigns/compose-options'));
  return { sender, world: { draftId: draft.id, compose: draft.compose, facts: factsFromOptions(options, new Date()) } };
}
