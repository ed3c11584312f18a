// A campaign sent from the wizard goes out through the sending engine and the simulated carrier
// (at 100x time for this suite, playwright.config.ts): the campaign list shows it reach Completed,
// with its progress at 100% and delivered, clicked and replied counts coming in; the sender pauses
// and resumes one from the row's actions.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { addAudienceAndNumbers, createSender } from './fixtures/senders';

test.use({ reducedMotion: 'reduce' });

const steps = (page: Page) => page.getByRole('navigation', { name: 'Campaign steps' });
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');
/** The list's columns: Title, Status, Progress, Delivered, Clicked, Replied, Created, Last change. */
const cell = (row: Locator, column: number) => row.getByRole('cell').nth(column);
const count = async (row: Locator, column: number) => Number((await cell(row, column).innerText()).replace(/[^\d]/g, '') || '0');

test('a campaign sent in the wizard reaches completed with delivered, clicked and replied counts', async ({ page }) => {
  const sender = await createSender();
  await addAudienceAndNumbers(sender, 24);
  await login(page, sender.email, sender.password);
  await page.goto('/send');
  await page.getByRole('button', { name: `Actions for ${sender.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(page.getByLabel('Campaign title')).toHaveValue(sender.title);
  for (const step of ['Route and numbers', 'Content', 'Responder', 'Schedule and speed', 'Optimization', 'Review and send']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(currentStep(page)).toContainText(step);
  }
  await page.getByRole('button', { name: 'Send campaign' }).click();
  await expect(page.getByText('Successfully sent!')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(sender.title) });
  await expect(cell(row, 1)).toContainText('Completed', { timeout: 20_000 });
  await expect(row.getByRole('progressbar', { name: `Progress of ${sender.title}` })).toHaveAttribute('aria-valuenow', '100');
  await expect(cell(row, 2)).toContainText('24 sent of 24');
  // Results and the audience come after the last message: the list keeps watching and shows them.
  await expect.poll(() => count(row, 3), { timeout: 20_000 }).toBeGreaterThan(15);
  await expect.poll(() => count(row, 4), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => count(row, 5), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await count(row, 4)).toBeLessThanOrEqual(await count(row, 3));
});

test('Send test sends the compose to the seed numbers, and an empty list is refused on its field', async ({ page }) => {
  const sender = await createSender();
  await addAudienceAndNumbers(sender, 2);
  await login(page, sender.email, sender.password);
  await page.goto(`/send/campaign-compose?draft=${sender.draftId}`);
  await expect(page.getByLabel('Campaign title')).toHaveValue(sender.title);
  for (const step of ['Route and numbers', 'Content', 'Responder', 'Schedule and speed']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(currentStep(page)).toContainText(step);
  }
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Seed numbers: Add a seed number to send a test')).toBeVisible();

  await page.getByLabel('Seed numbers').fill('+15550100001, +15550100002');
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Successfully sent!')).toBeVisible();
  await expect(page.getByText('Seed numbers: Add a seed number to send a test')).toHaveCount(0);
});
