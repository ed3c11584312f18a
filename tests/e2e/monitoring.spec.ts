// Monitoring in the browser (issue 11): a campaign sent from the wizard (the simulated carrier at
// 100x, playwright.config.ts) shows in the monitoring table and reaches 100% as the page refreshes
// itself; the sender hides a column, moves one, freezes one, and after a reload finds the layout as
// left (saved for the user on the server); the campaign's drawer shows its switches. Scanned by axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { addAudienceAndNumbers, createSender } from './fixtures/senders';

test.use({ reducedMotion: 'reduce' });

const steps = (page: Page) => page.getByRole('navigation', { name: 'Campaign steps' });
const table = (page: Page) => page.getByRole('table', { name: 'Monitored campaigns' });
const headers = async (page: Page) => (await table(page).getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
const layoutSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/users/me/campaign-monitoring-layout') && r.request().method() === 'POST' && r.ok());

test('a sent campaign reaches 100% in monitoring, and the columns the sender arranged are kept', async ({ page }) => {
  test.setTimeout(90_000);
  const sender = await createSender();
  await addAudienceAndNumbers(sender, 12);
  await login(page, sender.email, sender.password);
  await page.goto(`/send/campaign-compose?draft=${sender.draftId}`);
  await expect(page.getByLabel('Campaign title')).toHaveValue(sender.title);
  for (const step of ['Route and numbers', 'Content', 'Responder', 'Schedule and speed', 'Optimization', 'Review and send']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(steps(page).locator('[aria-current="step"]')).toContainText(step);
  }
  await page.getByRole('button', { name: 'Send campaign' }).click();
  await expect(page.getByText('Successfully sent!')).toBeVisible();

  // The campaign list's link opens the campaign alone in monitoring, whatever its status; the page
  // refreshes itself until it is done.
  await page.goto('/send');
  await page.getByRole('button', { name: `Actions for ${sender.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Open in monitoring' }).click();
  await expect(page).toHaveURL(/\/monitoring\?.*campaignId=\d+/);
  await expect(page.getByText(`Showing one campaign: ${sender.title}`)).toBeVisible();
  const row = table(page).getByRole('row', { name: new RegExp(sender.title) });
  await expect(row.getByRole('progressbar', { name: `Progress of ${sender.title}` })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(row).toContainText('Completed');
  // All campaigns again: the completed one shows once Completed is ticked.
  await page.getByRole('button', { name: 'Show all campaigns' }).click();
  await page.getByRole('checkbox', { name: 'Completed', exact: true }).check({ force: true });
  await expect(row).toContainText('Scrubbed customers');
  await expect(row).toContainText('Chicago pool');
  await expectNoSeriousA11yViolations(page);

  // Hide Sent, move Message type left of Remain contact, freeze Status.
  expect(await headers(page)).toContain('Sent');
  await page.getByRole('button', { name: 'Columns' }).click();
  let saved = layoutSaved(page);
  await page.getByRole('checkbox', { name: 'Statistic: Sent' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Move Message type left' }).click();
  await page.getByRole('button', { name: 'Freeze Status' }).click();
  await expect(page.getByRole('button', { name: 'Unfreeze Status' })).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await page.keyboard.press('Escape');
  const arranged = await headers(page);
  expect(arranged).not.toContain('Sent');
  expect(arranged.indexOf('Message type')).toBeLessThan(arranged.indexOf('Remain contact'));
  expect(arranged.slice(0, 2)).toEqual(['Title', 'Status']);

  // Sort by ROI, and widen the title by its grip with the keyboard (both part of the layout too).
  saved = layoutSaved(page);
  await table(page).getByRole('button', { name: 'ROI' }).click();
  await saved;
  saved = layoutSaved(page);
  const grip = table(page).getByRole('separator', { name: 'Width of Title' });
  await grip.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(grip).toHaveAttribute('aria-valuenow', '270');
  await saved;

  await page.reload();
  await expect(row).toBeVisible();
  const kept = await headers(page);
  expect(kept).not.toContain('Sent');
  expect(kept.indexOf('Message type')).toBeLessThan(kept.indexOf('Remain contact'));
  expect(kept.slice(0, 2)).toEqual(['Title', 'Status']);
  await expect(table(page).getByRole('columnheader', { name: 'ROI' })).toHaveAttribute('aria-sort', 'descending');
  // Status sticks beside the title (widened to 270 px) while the table scrolls.
  await expect(table(page).getByRole('separator', { name: 'Width of Title' })).toHaveAttribute('aria-valuenow', '270');
  const status = table(page).getByRole('columnheader', { name: 'Status' });
  expect(await status.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).left])).toEqual(['sticky', '270px']);

  // Monitoring V2 (the menu's other entry): the same layout, under the page's totals.
  await page.getByRole('link', { name: 'Monitoring V2', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Monitoring V2', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Completed', exact: true }).check({ force: true });
  await expect(page.getByRole('group', { name: 'Totals of this page' })).toContainText('Sent');
  expect((await headers(page)).slice(0, 2)).toEqual(['Title', 'Status']);

  // The drawer: the campaign's actions and switches.
  await row.getByRole('button', { name: sender.title, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Creatives' }).getByRole('checkbox')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a link with the campaign id shows that campaign alone', async ({ page }) => {
  const sender = await createSender();
  await login(page, sender.email, sender.password);
  await page.goto(`/monitoring?campaignId=999999&campaignTitle=${encodeURIComponent('Gone campaign')}`);
  await expect(page.getByText('Showing one campaign: Gone campaign')).toBeVisible();
  await expect(page.getByText('No campaigns to watch')).toBeVisible();
  await page.getByRole('button', { name: 'Show all campaigns' }).click();
  await expect(page).toHaveURL(/\/monitoring$/);
});
