// A responder working for real contacts, seen where the sender looks (issue 11): a contact texts
// a keyword to one of the sender's numbers (the test posts it as the carrier would), the published
// 'Spring sale concierge' answers, and the sender finds the follow-up in the inbox thread; the
// contact then texts CALL, and the canvas's live counts show that branch fired once.
import { expect, test } from '@playwright/test';
import { textFromPhone } from './fixtures/carrier';
import { login } from './fixtures/login';
import { addAudienceAndNumbers, addConcierge, createSender, phonesOf } from './fixtures/senders';

test.use({ reducedMotion: 'reduce' });

test("a keyword reply brings the responder's follow-up into the thread and the count onto the canvas edge", async ({ page, baseURL }) => {
  const sender = await createSender();
  await addAudienceAndNumbers(sender, 2);
  const responderId = await addConcierge(sender);
  const phones = phonesOf(sender);
  const contact = phones.contact(0);

  expect((await textFromPhone(baseURL!, contact, phones.did(0), 'SALE')).kind).toBe('text');

  await login(page, sender.email, sender.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(contact);
  const threads = page.getByRole('list', { name: 'Threads' });
  await expect(threads.getByRole('button')).toHaveCount(1);
  await threads.getByRole('button', { name: contact }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('SALE');
  // The concierge's root answers SALE with the 'Spring hello' creative, filled from the sender's
  // contact (Sam0) and marked as the responder's.
  await expect(conversation.getByText(/Sam0, our spring sale is (on|live) now/)).toBeVisible({ timeout: 15_000 });
  await expect(conversation).toContainText('Responder');

  expect((await textFromPhone(baseURL!, contact, phones.did(0), 'CALL')).kind).toBe('text');
  await expect(conversation).toContainText('CALL');

  await page.goto(`/responders/${responderId}`);
  await expect(page.getByRole('heading', { name: 'Spring sale concierge' })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Live counts' }).click();
  const callEdge = page.locator('.rc-edge-label').filter({ hasText: 'Keywords: call' });
  await expect(callEdge).toContainText(/Fired 1\b/, { timeout: 15_000 });
});
