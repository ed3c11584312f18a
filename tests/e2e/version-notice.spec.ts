// 001 §8: when the server's version changes under an open tab, a notice asks to refresh.
import { expect, test } from '@playwright/test';

const NOTICE = 'A new version is available. Please refresh the page.';

test('a new server version shows the refresh notice', async ({ page }) => {
  await page.clock.install();
  let version = '0.1.0';
  let served = 0;
  await page.route('**/api/v1/status-check', (route) => {
    served += 1;
    return route.fulfill({ json: { version } });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // The fake clock runs ahead of real requests: the watch must have seen 0.1.0 answered before the
  // server "changes", or it would take 0.2.0 as the version the page loaded with. A tick that lands
  // while the check at load is still in flight is skipped, so tick until a second check is heard.
  await expect.poll(() => served).toBeGreaterThanOrEqual(1);
  await expect(async () => {
    await page.clock.runFor(61_000);
    expect(served).toBeGreaterThanOrEqual(2);
  }).toPass();
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  version = '0.2.0';
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  // A tick that lands while the previous check is still in flight is skipped, so tick until one is heard.
  await expect(async () => {
    await page.clock.runFor(61_000);
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.unroute('**/api/v1/status-check');
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
