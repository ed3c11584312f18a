// 001 §8: when the server's version changes under an open tab, a notice asks to refresh.
import { expect, test } from '@playwright/test';

test('a new server version shows the refresh notice', async ({ page }) => {
  await page.clock.install();
  let version = '0.1.0';
  await page.route('**/api/v1/status-check', (route) => route.fulfill({ json: { version } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(page.getByText('A new version is available. Please refresh the page.')).toHaveCount(0);

  version = '0.2.0';
  await page.clock.runFor(61_000);
  const notice = page.getByRole('alert').filter({ hasText: 'A new version is available. Please refresh the page.' });
  await expect(notice).toBeVisible();
  await page.unroute('**/api/v1/status-check');
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
