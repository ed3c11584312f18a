// The campaign wizard as a sender meets it: the campaign list with the seeded drafts, the rules'
// messages where they apply, a draft that survives a reload, and a send from the demo data.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

// The steps slide in; the accessibility scans read the page at rest (the wizard honours reduced motion).
test.use({ reducedMotion: 'reduce' });

const steps = (page: Page) => page.getByRole('navigation', { name: 'Campaign steps' });
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');

test('a new compose says what is missing, in the spec’s words, and moves on once it is there', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/send$/);
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(currentStep(page)).toContainText('Audience');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Country is required field!')).toBeVisible();
  await expect(page.getByText('Choose at least one contact group')).toBeVisible();
  await expect(currentStep(page)).toContainText('Audience');

  await page.getByLabel('Country').selectOption('US');
  await expect(page.getByText('Country is required field!')).toHaveCount(0);
  await page.getByRole('group', { name: 'Contact groups' }).getByText('Scrubbed customers').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(currentStep(page)).toContainText('Route and numbers');
});

test('a saved draft survives a reload', async ({ page }) => {
  const title = `E2E draft ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.goto('/send/campaign-compose');
  await page.getByLabel('Campaign title').fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/draft=\d+/);
  await page.reload();
  await expect(page.getByLabel('Campaign title')).toHaveValue(title);
  await page.goto('/send');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a copy of the seeded draft steps through to the review and is sent', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/send');
  // The copy is sent, so the seeded draft stays for the next run (and a retry).
  await page.getByRole('button', { name: 'Actions for Spring sale to scrubbed customers', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/send\/campaign-compose\?draft=\d+/);
  await expect(page.getByLabel('Campaign title')).toHaveValue('Spring sale to scrubbed customers (copy)');
  const title = `E2E send ${Date.now()}`;
  await page.getByLabel('Campaign title').fill(title);
  for (const step of ['Route and numbers', 'Content', 'Responder', 'Schedule and speed', 'Optimization', 'Review and send']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(currentStep(page)).toContainText(step);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send campaign' }).click();
  await expect(page).toHaveURL(/\/send$/);
  await expect(page.getByText('Successfully sent!')).toBeVisible();
  // Sent, the sending engine has it: waiting, or already under way (the contacts' quiet hours may hold it).
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(/Queued|Running|Completed/);
});
