// What 10DLC registration unlocks (issue 14), as a sender meets it in the wizard: on the 10DLC route
// a DID group no registered use case covers is marked in the list and refused with a message naming
// the route; the group the registered use case covers sends.
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { addAudienceAndNumbers, addUnregisteredDidGroup, createSender } from './fixtures/senders';

test.use({ reducedMotion: 'reduce' });

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Campaign steps' }).locator('[aria-current="step"]');
const REFUSAL =
  'Route US 10DLC Two-way is a 10DLC route: DID group Unregistered pool has no registered 10DLC use case. Register one on the 10-DLC page first';

test('a 10DLC route refuses a DID group without a registered use case, and sends from the registered one', async ({ page }) => {
  const sender = await createSender();
  await addAudienceAndNumbers(sender, 3);
  await addUnregisteredDidGroup(sender, 'Unregistered pool');
  await login(page, sender.email, sender.password);
  await page.goto(`/send/campaign-compose?draft=${sender.draftId}`);
  await expect(page.getByLabel('Campaign title')).toHaveValue(sender.title);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Route and numbers');

  const groups = page.getByRole('group', { name: 'DID groups of route 1' });
  await expect(groups.getByText('US · no registered 10DLC use case')).toBeVisible();
  await groups.getByRole('checkbox', { name: /Unregistered pool/ }).check({ force: true });
  await groups.getByRole('checkbox', { name: /Chicago pool/ }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(REFUSAL)).toBeVisible();
  await expect(currentStep(page)).toContainText('Route and numbers');

  await groups.getByRole('checkbox', { name: /Chicago pool/ }).check({ force: true });
  await groups.getByRole('checkbox', { name: /Unregistered pool/ }).uncheck({ force: true });
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
  for (const step of ['Content', 'Responder', 'Schedule and speed', 'Optimization', 'Review and send']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(currentStep(page)).toContainText(step);
  }
  await page.getByRole('button', { name: 'Send campaign' }).click();
  await expect(page.getByText('Successfully sent!')).toBeVisible();
});
