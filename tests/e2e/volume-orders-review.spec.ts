// A volume order end to end in Chromium (decision 43): a fresh user orders a volume on the Order
// service tab (Pending); the Super-Admin finds it on the Volume orders page, filtered by status
// (kept in the address), and accepts it; the user's list then shows it accepted.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, createUser } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

test('a user orders a volume, the Super-Admin accepts it on Volume orders, the user sees it accepted', async ({ page, browser }) => {
  const user = await createUser({ creditCents: 10_000 });
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=order-service');
  await page.getByRole('spinbutton', { name: /^Volume/ }).fill('5432');
  await page.getByLabel('Duration (days)').fill('9');
  await expect(page.getByTestId('order-price')).toContainText('Price:');
  await page.getByRole('button', { name: 'Create order' }).click();
  const orders = page.getByRole('table', { name: 'Volume orders' });
  await expect(orders.getByText('Pending')).toBeVisible();

  const adminContext = await browser.newContext();
  const reviewer = await adminContext.newPage();
  await login(reviewer, admin.email, admin.password);
  await reviewer.getByRole('link', { name: 'Volume orders' }).click();
  await expect(reviewer).toHaveURL(/\/volume-orders$/);
  await reviewer.getByLabel('Status').selectOption('Pending');
  await expect(reviewer).toHaveURL(/\/volume-orders\?status=Pending$/);
  const table = reviewer.getByRole('table', { name: 'Volume orders' });
  const row = table.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('5,432')).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer);
  await row.getByRole('button', { name: /^Accept order/ }).click();
  const dialog = reviewer.getByRole('alertdialog', { name: 'Accept order' });
  await expect(dialog.getByText(user.email, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(reviewer.getByText(/Order #\d+ is Accepted/)).toBeVisible();
  // Filtered on Pending, the decided order leaves the list; a reload keeps the filter.
  await expect(table.getByRole('row').filter({ hasText: user.email })).toHaveCount(0);
  await reviewer.reload();
  await expect(reviewer.getByLabel('Status')).toHaveValue('Pending');
  await reviewer.getByLabel('Status').selectOption('Accepted');
  await expect(table.getByRole('row').filter({ hasText: user.email }).getByText('Accepted')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(orders.getByText('Accepted')).toBeVisible();
  await expect(orders.getByText('Pending')).toHaveCount(0);
});
