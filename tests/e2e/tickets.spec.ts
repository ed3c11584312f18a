// Tickets and feedback from the screens (issue 15; decision 51): the demo user opens a ticket with a
// file, a Super-Admin finds it among every user's tickets and answers it as support, and the user
// sees the answer (and the ticket now Processing); markup typed by the user shows as text. Then the
// user sends feedback and the Super-Admin files it in the issue tracker.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, demo } from './fixtures/users';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

test('a user opens a ticket, a Super-Admin answers it, the user sees the answer', async ({ page, browser }) => {
  const subject = `Daily limit ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create ticket' }).first().click();
  await expect(page).toHaveURL(/\/tickets\/create$/);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Subject is required field!')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('<b>Please</b> raise my daily limit to 5,000.');
  await page.getByLabel('Attachments').setInputFiles({ name: 'limits.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('limits.png')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  // Typed markup is shown as text.
  await expect(page.getByText('<b>Please</b> raise my daily limit to 5,000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download limits.png' })).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, admin.email, admin.password);
  await adminPage.goto('/tickets');
  await adminPage.getByLabel('Search').fill(subject);
  const row = adminPage.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText(demo.email);
  await row.getByRole('link', { name: subject }).click();
  await expect(adminPage.getByRole('heading', { name: subject })).toBeVisible();
  await adminPage.getByLabel('Answer as support').fill('Raised to 5,000 a day from tomorrow.');
  await adminPage.getByRole('button', { name: 'Send' }).click();
  await expect(adminPage.getByText('Raised to 5,000 a day from tomorrow.')).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminContext.close();

  await page.goto(url);
  await expect(page.getByText('Raised to 5,000 a day from tomorrow.')).toBeVisible();
  await expect(page.getByText('Support', { exact: true })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
});

test('feedback sent by a user is filed as an issue by a Super-Admin', async ({ page, browser }) => {
  const text = `The export button is hard to find ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('link', { name: 'Feedback' }).click();
  await page.getByLabel('Rating').selectOption('4 – Good');
  await page.getByLabel('Text').fill(text);
  await page.getByRole('textbox', { name: 'Page', exact: true }).fill('/statistic');
  await page.getByLabel('Screenshot').setInputFiles({ name: 'export.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByRole('cell', { name: text })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, admin.email, admin.password);
  await adminPage.goto('/feedback');
  const row = adminPage.getByRole('row', { name: new RegExp(text) });
  await row.getByRole('button', { name: /Actions/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Create issue' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create issue' });
  await dialog.getByLabel('Project').fill('WEB');
  await dialog.getByRole('button', { name: 'Create issue' }).click();
  await expect(row.getByText(/^WEB-\d+$/)).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Issue tracker' }).click();
  await expect(adminPage.getByRole('table', { name: 'Issue tracker' }).getByText(text).first()).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminContext.close();
});

test('the tickets and feedback pages pass axe in the dark theme', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  await login(page, admin.email, admin.password);
  await page.goto('/tickets?status=processing');
  await page.getByRole('table', { name: 'Tickets' }).getByRole('link').first().click();
  await expect(page.getByText('Support', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/tickets-dark.png', fullPage: false });
  await page.goto('/feedback');
  await expect(page.getByRole('table', { name: 'Feedback' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/feedback?tab=issues');
  await expect(page.getByRole('table', { name: 'Issue tracker' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
