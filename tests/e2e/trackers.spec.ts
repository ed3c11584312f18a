// The trackers as the demo user finds them: Tracker from the menu lists the seeded domains with
// their figures over the last 24 hours, the DIDs tab the seeded numbers; Error tracker from the
// menu groups the seeded failures, and opening a group shows example messages with the phone
// partly hidden and the campaign they came from.
import { expect, test } from '@playwright/test';
import { FINISHED_CAMPAIGN_TITLE } from '@server/db/seed-stats';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

test('the performance tracker shows the demo’s domains and DIDs with their figures', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tracker', exact: true }).click();
  await expect(page).toHaveURL(/\/performance-tracker$/);
  await expect(page.getByRole('heading', { name: 'Performance tracker', level: 1 })).toBeVisible();

  const domains = page.getByRole('table', { name: 'Domain performance' });
  for (const header of ['Domain', 'Group', 'Used', 'Failed', 'Clicked', 'Delivery rate', 'Click rate']) {
    await expect(domains.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Sorted by used, most first: the busiest seeded domain of the last 24 hours, in 'Main offers'.
  const first = domains.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: 'Main offers' })).toBeVisible();
  await expect(first).toContainText(/\d+%/);
  expect(Number((await first.getByRole('cell').nth(3).innerText()).replace(/,/g, ''))).toBeGreaterThan(0);

  await page.getByLabel('Search').fill('main offers');
  await expect(page).toHaveURL(/search=main/);
  await expect(domains.getByRole('row').nth(1).getByRole('link', { name: 'Main offers' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Performance tracker' }).getByRole('link', { name: 'DIDs' }).click();
  await expect(page).toHaveURL(/\/performance-tracker\/did$/);
  const dids = page.getByRole('table', { name: 'DID performance' });
  for (const header of ['Phone', 'Group', 'Status', 'Sent', 'Delivered', 'Delivery rate', 'Click rate']) {
    await expect(dids.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const busiest = dids.getByRole('row').nth(1);
  await expect(busiest.getByRole('link', { name: 'Chicago pool' })).toBeVisible();
  await expect(busiest).toContainText(/\+1312\d{7}/);
  await expect(busiest).toContainText(/\d+\.\d{2}%/);
});

test('the error tracker groups the demo’s failures and shows examples of one', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Error tracker' }).click();
  await expect(page).toHaveURL(/\/error-tracker$/);
  await expect(page.getByRole('heading', { name: 'Error tracker', level: 1 })).toBeVisible();

  const errors = page.getByRole('table', { name: 'Errors' });
  // The seed's most frequent failure, FAILED, leads.
  const failed = errors.getByRole('row').nth(1);
  await expect(failed).toContainText('The carrier could not deliver the message');
  await expect(failed).toContainText('2 · FAILED');
  await expect(failed.getByRole('link', { name: new RegExp(FINISHED_CAMPAIGN_TITLE) })).toBeVisible();
  await expect(errors).toContainText('Blocked by the recipient');

  await failed.getByRole('button', { name: 'Show examples' }).click();
  const examples = page.getByRole('table', { name: 'Example messages' });
  await expect(examples.getByRole('row')).toHaveCount(6);
  await expect(examples.getByRole('row').nth(1)).toContainText(/\+1312•+\d{4}/);
  await expect(examples.getByRole('row').nth(1).getByRole('link', { name: FINISHED_CAMPAIGN_TITLE })).toBeVisible();
  await failed.getByRole('button', { name: 'Hide examples' }).click();
  await expect(examples).toBeHidden();
});
