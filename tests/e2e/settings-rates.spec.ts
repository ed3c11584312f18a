// The Price table and Routes info tabs in Chromium against the seeded server: the demo user sees
// what a US SMS costs, then opens a route from the Routes info list and sees its details and prices.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';

test.use({ reducedMotion: 'reduce' });

test('price table and routes info', async ({ page }) => {
  await login(page, 'demo@example.com', 'Demo#2026');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Price table', exact: true }).click();
  await expect(page).toHaveURL(/tab=price-table/);
  const prices = page.getByRole('table', { name: 'Price table' });
  const us = prices.getByRole('row').filter({ hasText: 'United States' });
  // The seeded US SMS price is 750 millicents ($0.0075), shown with 3 decimals; column 2 is SMS.
  await expect(prices.getByRole('columnheader').nth(1)).toHaveText('SMS');
  await expect(us.getByRole('cell').nth(1)).toHaveText('$0.0075');

  await page.getByRole('tab', { name: 'Routes info', exact: true }).click();
  await page.getByRole('link', { name: 'US 10DLC Two-way' }).click();
  await expect(page).toHaveURL(/tab=routes-info&route=US(\+|%20)10DLC(\+|%20)Two-way/);
  await expect(page.getByRole('heading', { name: 'US 10DLC Two-way' })).toBeVisible();
  await expect(page.getByText('Two-way', { exact: true })).toBeVisible();
  const own = page.getByRole('table', { name: 'Prices of US 10DLC Two-way' });
  await expect(own.getByRole('row').filter({ hasText: 'MMS' })).toContainText('$0.02');

  await page.goto('/settings?tab=routes-info&route=No%20such%20route');
  await expect(page.getByText('Route not found')).toBeVisible();
});
